import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import type { ProductFilters as Filters } from './api/get-products.ts';
import { useProducts } from './api/get-products.ts';
import { useFacets } from './api/get-facets.ts';
import { FacetPanel } from './components/facet-panel.tsx';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { Pagination } from './components/pagination.tsx';
import { ProductFilters } from './components/product-filters.tsx';
import { ProductGrid, ProductGridSkeleton } from './components/product-grid.tsx';
import { PAGE_SIZE, productsPageRequest, searchFromFilters } from './product-search-params.ts';
import { useFilterNavigation, type FilterUpdate } from './use-filter-navigation.ts';
// Issue 39 §5: "Save this search" (its saving code loads for signed-in people only).
import { SaveSearchButton } from '../watchlist/index.ts';

/** The count line of each precision of the total: "12 phones", "10,000+ phones", "About 1,800 phones". */
const availableKey = { exact: 'list.available', 'at-least': 'list.availableAtLeast', about: 'list.availableAbout' } as const;

/** Spec §2 /products 'All Products', with search, brand, price, sort and paging kept in the URL. */
export default function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { t } = useTranslation(['products', 'filters']);
  const { amount } = useFormat();
  const search = searchParams.toString();
  const request = useMemo(() => productsPageRequest(new URLSearchParams(search)), [search]);
  const { page } = request;
  const adsOnly = request.ads === true;
  const filters: Filters = request;
  const products = useProducts(request);
  const facets = useFacets(request);
  // Twelve cards are the page's longest render. Deferred, React renders them as a transition that it
  // can split into short tasks, so that the page answers taps while the list appears.
  const data = useDeferredValue(products.data);
  const total = data?.total ?? 0;
  // An estimated total (issue 40) knows its pages only roughly: the pages it reaches and the one being read,
  // and "next" while that one is full; the last may turn out empty (list.pastLast says so).
  const exactTotal = (data?.precision ?? 'exact') === 'exact';
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE), exactTotal ? 1 : page);
  const morePages = !exactTotal && data?.items.length === PAGE_SIZE;
  const activeFilters = [
    filters.q,
    filters.brand,
    filters.minPrice,
    filters.maxPrice,
    filters.division,
    filters.district,
    filters.condition,
    filters.storageGb,
    filters.variant,
    filters.batteryMin,
  ].filter((value) => value !== undefined).length;
  const filtered = activeFilters > 0;
  // Below 768 px the filters wait behind a button, so the first screen shows phones.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const pageOneSearch = searchFromFilters({ ...filters, page: 1 }).toString();
  const pastLastPage = Boolean(data && data.items.length === 0 && total > 0 && page > 1);

  /** Each choice lands in the URL (history entry and all: the back button undoes it). */
  const navigate = useFilterNavigation(filters, search, setSearchParams);
  const apply = (update: FilterUpdate) => {
    setFiltersOpen(false);
    navigate(update);
  };
  const facetPanel = <FacetPanel filters={filters} facets={facets.data} onChange={navigate} />;
  const goToPage = (next: number) => {
    apply((current) => ({ ...current, page: next }));
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="pt-8">
      <PageTitle>{t('list.title')}</PageTitle>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('list.title')}</h1>
          {adsOnly && (
            <p className="mt-2 flex items-center gap-2">
              <span className="badge badge-warning font-semibold">{t('list.advertisedOnly')}</span>
              <button
                type="button"
                className="link text-sm"
                onClick={() => apply((current) => ({ ...current, ads: undefined, page: undefined }))}
              >
                {t('list.showAll')}
              </button>
            </p>
          )}
          <p className="mt-1 text-base-content/70" aria-live="polite">
            {products.isError
              ? t('list.failed')
              : !data
                ? t('list.loading')
                : pastLastPage
                  ? t('list.pastLast', { page: amount(page) })
                  : t(availableKey[data.precision], { count: total, n: amount(total) })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {filtered && <SaveSearchButton query={pageOneSearch} />}
          {filtered && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => apply((current) => ({ sort: current.sort, ads: current.ads }))}
            >
              {t('list.clear')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline btn-sm md:hidden"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M4 6h16M7 12h10M10 18h4" />
            </svg>
            {t('list.filters')}
            {activeFilters > 0 && <span className="badge badge-primary badge-sm">{amount(activeFilters)}</span>}
          </button>
        </div>
      </div>
      {/* Desktop: the search bar above, the counted filters in a sidebar. Phone: both in a sheet from below. */}
      {/* One copy of each form at a time (their fields have ids): the sheet's while it is open. */}
      {!filtersOpen && (
        <div className="max-md:hidden">
          <ProductFilters filters={filters} onChange={apply} />
        </div>
      )}
      {filtersOpen && (
        <div className="fixed inset-0 z-40 md:hidden">
          <button
            type="button"
            className="absolute inset-0 bg-black/40"
            aria-label={t('filters:panel.close')}
            onClick={() => setFiltersOpen(false)}
          />
          <div
            id={filtersId}
            role="dialog"
            aria-modal="true"
            aria-label={t('filters:panel.title')}
            className="absolute inset-x-0 bottom-0 flex max-h-[88dvh] flex-col rounded-t-2xl bg-base-100 shadow-xl"
          >
            <div className="flex items-center justify-between border-b border-base-300 px-4 py-3">
              <h2 className="text-lg font-semibold">{t('filters:panel.title')}</h2>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setFiltersOpen(false)}>
                {t('filters:panel.close')}
              </button>
            </div>
            <div className="flex flex-col gap-4 overflow-y-auto p-4">
              <ProductFilters filters={filters} onChange={apply} />
              {facetPanel}
            </div>
            <div className="border-t border-base-300 p-3">
              <button type="button" className="btn btn-primary w-full" onClick={() => setFiltersOpen(false)}>
                {facets.data
                  ? t('filters:panel.show', { count: facets.data.total, n: amount(facets.data.total) })
                  : t('filters:panel.counting')}
              </button>
            </div>
          </div>
        </div>
      )}
      <div className="mt-8 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <aside aria-label={t('filters:panel.title')} className="max-md:hidden">
          {!filtersOpen && (
            <div className="sticky top-20 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">{facetPanel}</div>
          )}
        </aside>
        <div className={`transition-opacity ${products.isPlaceholderData ? 'opacity-60' : ''}`}>
          {/* The cards' titles are h3s: this keeps the outline h1 → h2 → h3 for screen readers. */}
          <h2 className="sr-only">{t('list.forSale')}</h2>
          {products.isError ? (
            <LoadFailed what={t('list.what')} onRetry={() => void products.refetch()} retrying={products.isFetching} />
          ) : !data ? (
            <ProductGridSkeleton />
          ) : pastLastPage ? (
            <div className="rounded-box bg-base-200 p-10 text-center">
              <p className="text-lg font-semibold">
                {t('list.noMoreAfter', { page: amount(exactTotal ? pageCount : page - 1) })}
              </p>
              <Link to={{ pathname: paths.products, search: pageOneSearch }} className="btn btn-primary mt-4">
                {t('list.firstPage')}
              </Link>
            </div>
          ) : data.items.length === 0 ? (
            <div className="rounded-box bg-base-200 p-10 text-center">
              <p className="text-lg font-semibold">{t('list.noMatch')}</p>
              <p className="text-base-content/70">{t('list.noMatchHint')}</p>
            </div>
          ) : (
            <ProductGrid products={data.items} label={t('list.gridLabel')} />
          )}
        </div>
      </div>
      {!pastLastPage && <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} more={morePages} onPage={goToPage} />}
    </div>
  );
}
