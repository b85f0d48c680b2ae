import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format.ts';

interface PaginationProps {
  page: number;
  /** The pages known of: all of them when the total is exact. */
  pageCount: number;
  /** Another page may follow the known ones (an estimated total and a full page): "next" stays enabled. */
  more?: boolean;
  onPage: (page: number) => void;
}

/** Page numbers around the current one, with first/last always reachable; '…' stands for two pages or more. */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    // A gap of one page shows that page: '…' would take as much room and hide it.
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}

export function Pagination({ page, pageCount, more = false, onPage }: PaginationProps) {
  const { t } = useTranslation('products');
  const { amount } = useFormat();
  const hasNext = page < pageCount || more;
  if (pageCount <= 1 && !hasNext) return null;
  return (
    <nav aria-label={t('pages.label')} className="mt-10 flex justify-center">
      <ul className="join">
        <li>
          <button type="button" className="btn join-item" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('pages.previous')}>
            «
          </button>
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`}>
              <span className="btn btn-disabled join-item" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={`btn join-item ${item === page ? 'btn-primary' : ''}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pages.page', { page: amount(item) })}
                onClick={() => onPage(item)}
              >
                {amount(item)}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="btn join-item" disabled={!hasNext} onClick={() => onPage(page + 1)} aria-label={t('pages.next')}>
            »
          </button>
        </li>
      </ul>
    </nav>
  );
}
