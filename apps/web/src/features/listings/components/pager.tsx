import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format.ts';

/** Previous / next paging for the admin product list. */
export function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('dashboard');
  const { amount } = useFormat();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="mt-4 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span className="px-2 text-sm" aria-live="polite">
        {t('pager.position', { page: amount(page), pageCount: amount(pageCount) })}
      </span>
      <button type="button" className="btn btn-sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
