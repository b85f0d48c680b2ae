import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { helpPageIds, helpPageOf, helpPages, type HelpPage } from '@phonehaat/contract';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { site } from '../../config/site.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { helpValues, readHelpPage, sectionBlocks, type HelpPageTexts } from './help-texts.ts';

/** The pages besides the index, in the order /help and the side list show them. */
const topics = helpPageIds.filter((page) => page !== 'index');

/**
 * Every help and policy page (issue 36 item 21), from its texts in the `help` catalogue: /help lists the
 * others; each of them shows its sections, the list of pages and how to reach support.
 */
export default function HelpPage() {
  const { pathname } = useLocation();
  const page = helpPageOf(pathname.replace(/(.)\/$/, '$1')) ?? 'index';
  const texts = useHelpTexts(page);
  return (
    <div className="mx-auto max-w-5xl pt-8 pb-4">
      <PageTitle>{texts.title}</PageTitle>
      {page === 'index' ? <HelpIndex texts={texts} /> : <HelpTopic page={page} texts={texts} />}
    </div>
  );
}

function useHelpTexts(page: HelpPage): HelpPageTexts {
  const { t } = useTranslation('help');
  const { amount } = useFormat();
  return readHelpPage(t as never, page, helpValues(amount));
}

function HelpIndex({ texts }: { texts: HelpPageTexts }) {
  const { t } = useTranslation('help');
  return (
    <>
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{texts.title}</h1>
        <p className="mt-3 text-lg text-base-content/75">{texts.intro}</p>
      </header>
      <nav aria-label={t('nav')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map((topic) => (
            <TopicCard key={topic} page={topic} />
          ))}
        </ul>
      </nav>
      <ContactBox />
    </>
  );
}

function TopicCard({ page }: { page: HelpPage }) {
  const { t } = useTranslation('help');
  const { amount } = useFormat();
  const texts = readHelpPage(t as never, page, helpValues(amount));
  return (
    <li className="relative rounded-box border border-base-300 bg-base-100 p-5 shadow-sm transition-colors hover:border-primary">
      <h2 className="text-lg font-semibold">
        <Link to={helpPages[page]} className="link-hover link after:absolute after:inset-0">
          {texts.title}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-base-content/75">{texts.summary}</p>
    </li>
  );
}

function HelpTopic({ page, texts }: { page: HelpPage; texts: HelpPageTexts }) {
  const { t } = useTranslation('help');
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <article aria-labelledby="help-title" className="min-w-0">
        <Link to={helpPages.index} className="link-hover link text-sm">
          ← {t('allHelp')}
        </Link>
        <h1 id="help-title" className="mt-2 text-3xl font-bold tracking-tight break-words sm:text-4xl">
          {texts.title}
        </h1>
        <p className="mt-3 text-lg text-base-content/75">{texts.intro}</p>
        {page === 'contact' && <ContactDetails />}
        <div className="mt-6 grid gap-6">
          {Object.entries(texts.sections ?? {}).map(([id, section]) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
              <h2 id={`${id}-title`} className="text-xl font-semibold sm:text-2xl">
                {section.heading}
              </h2>
              <SectionBody section={section} />
            </section>
          ))}
        </div>
        {page !== 'contact' && <ContactBox />}
      </article>
      <nav aria-label={t('nav')} className="h-fit rounded-box bg-base-200 p-4 lg:sticky lg:top-24">
        <h2 className="mb-2 text-sm font-semibold tracking-wide text-base-content/75 uppercase">{t('nav')}</h2>
        <ul className="grid gap-1">
          {topics.map((topic) => (
            <li key={topic}>
              <TopicLink page={topic} current={topic === page} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function TopicLink({ page, current }: { page: HelpPage; current: boolean }) {
  const { t } = useTranslation('help');
  const { amount } = useFormat();
  const { title } = readHelpPage(t as never, page, helpValues(amount));
  return (
    <Link
      to={helpPages[page]}
      aria-current={current ? 'page' : undefined}
      className={`block rounded-field px-3 py-2 text-sm ${current ? 'bg-base-100 font-semibold text-primary' : 'link-hover'}`}
    >
      {title}
    </Link>
  );
}

function SectionBody({ section }: { section: Record<string, string> }) {
  return (
    <div className="mt-2 grid gap-3 leading-relaxed text-base-content/85">
      {sectionBlocks(section).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : block.kind === 'steps' ? (
          <ol key={index} className="list-outside list-decimal space-y-2 ps-6">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        ) : (
          <ul key={index} className="list-outside list-disc space-y-2 ps-6">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** The support mailbox, at the foot of every page but the contact page (which shows it first). */
function ContactBox() {
  const { t } = useTranslation('help');
  return (
    <aside aria-labelledby="help-contact-title" className="mt-10 rounded-box border border-base-300 bg-base-200 p-5">
      <h2 id="help-contact-title" className="text-lg font-semibold">
        {t('contactBox.title')}
      </h2>
      <p className="mt-1 text-base-content/80">
        {t('contactBox.body')}{' '}
        <a href={`mailto:${site.supportEmail}`} className="link inline-block font-medium break-all">
          {site.supportEmail}
        </a>
      </p>
    </aside>
  );
}

/** How to reach PhoneHaat and who runs it: only the facts the business has settled (config/site.ts). */
function ContactDetails() {
  const { t } = useTranslation(['help', 'common']);
  const facts = [
    { label: t('contactBox.email'), value: site.supportEmail, href: `mailto:${site.supportEmail}` },
    site.supportPhone && { label: t('business.phone'), value: site.supportPhone, href: `tel:${site.supportPhone}` },
    { label: t('business.name'), value: t('common:brand.name') },
    site.tradeLicence && { label: t('business.tradeLicence'), value: site.tradeLicence },
    site.registeredAddress && { label: t('business.address'), value: site.registeredAddress },
  ].filter((fact) => !!fact);
  return (
    <section aria-labelledby="business-title" className="mt-6 rounded-box border border-base-300 bg-base-100 p-5">
      <h2 id="business-title" className="text-lg font-semibold">
        {t('business.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-sm text-base-content/70 sm:text-base">{fact.label}</dt>
            <dd className="mb-2 break-words sm:mb-0">
              {'href' in fact && fact.href ? (
                <a href={fact.href} className="link font-medium">
                  {fact.value}
                </a>
              ) : (
                fact.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
