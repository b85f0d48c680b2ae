import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { PageTitle } from '../ui/page-title.tsx';

/** The roles a page may need; each has its title and text under `wrongRole.<role>` in the common catalogue. */
type NeededRole = 'admin' | 'Seller';

/**
 * What a signed-in user sees on a page their role does not open: a bare sign-in form would contradict
 * the avatar in the header, so say what the page needs and offer a way back.
 */
export function WrongRoleNotice({ role }: { role: NeededRole }) {
  const { t } = useTranslation();
  const title = t(`wrongRole.${role}.title`);
  const text = t(`wrongRole.${role}.text`);
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-12 text-center" aria-labelledby="wrong-role">
      <PageTitle>{title}</PageTitle>
      <span
        className="flex size-14 items-center justify-center rounded-full bg-base-200 text-base-content/70"
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 018 0v4" />
        </svg>
      </span>
      <h1 id="wrong-role" className="mt-4 text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-2 text-base-content/70">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.myOrders} className="btn btn-primary">
          {t('wrongRole.myOrders')}
        </Link>
        <Link to={paths.home} className="btn btn-outline">
          {t('wrongRole.backHome')}
        </Link>
      </div>
    </section>
  );
}
