import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { helpPageIds, socialProfiles } from '@phonehaat/contract';
import { paths } from '../../config/paths.ts';
import { BrandLogo } from './brand-logo.tsx';
import { mainLinks } from './nav-links.ts';

const footerLinks = [...mainLinks, { to: paths.signUp, label: 'nav.signUp' }, { to: paths.signIn, label: 'nav.signIn' }] as const;
/** The help and policy pages (issue 36 item 21), as people look for them before trusting a marketplace. */
const helpLinks = helpPageIds.map((page) => ({ to: paths.help[page], label: `footer.helpLinks.${page}` as const }));

/** PhoneHaat's own pages (the contract's socialProfiles), each with its icon. */
const socials = [
  {
    label: 'footer.facebook',
    href: socialProfiles.facebook,
    path: 'M14 8.5V6.8c0-.8.5-1 1-1h2V2.5h-2.8C11 2.5 10.4 4.7 10.4 6.2v2.3H8V12h2.4v9.5H14V12h2.7l.4-3.5z',
  },
  {
    label: 'footer.youtube',
    href: socialProfiles.youtube,
    path: 'M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 002.4 7.2 26 26 0 002 12a26 26 0 00.4 4.8 2.5 2.5 0 001.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8A26 26 0 0022 12a26 26 0 00-.4-4.8zM10 15V9l5.2 3z',
  },
  {
    label: 'footer.x',
    href: socialProfiles.x,
    path: 'M17.7 3h3.1l-6.8 7.7 8 10.3h-6.3l-4.9-6.4L5.2 21H2.1l7.2-8.3L1.6 3H8l4.4 5.9zm-1.1 16.2h1.7L7.2 4.7H5.4z',
  },
] as const;

const headingClass = 'mb-3 text-sm font-semibold uppercase tracking-wide text-neutral-content/80';

/** One column of the footer's page links. */
function FooterLinks({
  label,
  heading,
  links,
}: {
  label: string;
  heading: string;
  links: readonly { to: string; text: string }[];
}) {
  return (
    <nav aria-label={label}>
      <h2 className={headingClass}>{heading}</h2>
      <ul className="grid gap-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="link-hover">
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Spec §2 footer: page links, three social icons and the 2022 copyright line; and the help and policy pages. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="offscreen-lazy mt-16 bg-neutral text-neutral-content [contain-intrinsic-size:auto_420px]">
      <div className="mx-auto grid max-w-[1440px] grid-cols-2 gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="col-span-2 grid content-start gap-3 md:col-span-1">
          <BrandLogo className="text-neutral-content" accentClassName="text-emerald-300" />
          <p className="max-w-sm text-sm text-neutral-content/80">{t('footer.about')}</p>
        </div>
        <FooterLinks
          label={t('footer.label')}
          heading={t('footer.explore')}
          links={footerLinks.map((link) => ({ to: link.to, text: t(link.label) }))}
        />
        <FooterLinks
          label={t('footer.help')}
          heading={t('footer.help')}
          links={helpLinks.map((link) => ({ to: link.to, text: t(link.label) }))}
        />
        <div className="col-span-2 md:col-span-1">
          <h2 className={headingClass}>{t('footer.follow')}</h2>
          <ul className="flex gap-3">
            {socials.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={t(social.label)}
                  className="btn btn-circle btn-sm border-neutral-content/30 bg-transparent text-neutral-content hover:bg-neutral-content/10"
                >
                  <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
                    <path d={social.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-neutral-content/15">
        <p className="mx-auto max-w-[1440px] px-4 py-4 text-center text-sm text-neutral-content/80 sm:px-6">
          {t('footer.copyright')}
        </p>
      </div>
    </footer>
  );
}
