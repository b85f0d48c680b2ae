import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** No conversation yet: how one starts (from a phone's page), for a buyer and for a seller. */
export function ConversationsEmpty() {
  const { t } = useTranslation('conversations');
  return (
    <div className="rounded-box bg-base-200 p-6 text-center">
      <p className="text-lg font-semibold">{t('list.emptyTitle')}</p>
      <p className="mx-auto mt-2 max-w-prose text-base-content/80">{t('list.empty')}</p>
      <Link to={paths.products} className="btn btn-primary mt-4 min-h-11">
        {t('list.browse')}
      </Link>
    </div>
  );
}
