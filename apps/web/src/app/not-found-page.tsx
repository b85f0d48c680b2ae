import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title.tsx';
import { paths } from '../config/paths.ts';

/** Spec §2: any unknown path shows the not-found image and a Back To Home link to /home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center py-12 text-center">
      <PageTitle>{t('notFound.title')}</PageTitle>
      <img src="/demo/not-found.svg" alt={t('notFound.image')} className="w-full max-w-md" width={600} height={480} />
      <h1 className="mt-6 text-2xl font-bold sm:text-3xl">{t('notFound.heading')}</h1>
      <p className="mt-2 max-w-md text-base-content/70">{t('notFound.text')}</p>
      <Link to={paths.homeAlias} className="btn btn-primary mt-6">
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
