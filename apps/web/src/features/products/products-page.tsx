import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { ProductFilters as Filters } from './api/get-products.ts';
import { useProducts } from './api/get-products.ts';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { Pagination } from './components/pagination.tsx';
import { ProductFilters } from './components/product-filters.tsx';
import { ProductGrid, ProductGridSkeleton } from './components/product-grid.tsx';
import { PAGE_SIZE, productsPageRequest, searchFromFilters } from './product-search-params.ts';

/** Spec §2 /products 'All Products', with search, brand, price, sort and paging kept in the URL. */
export default function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  // `ads=true` (Best Offers' 'See all'): advertised phones only, kept through every filter change.
  const adsOnly = searchParams.get('ads') === 'true';
  const request = useMemo(
    () => ({ ...productsPageRequest(new URLSearchParams(search)), ads: adsOnly || undefined }),
    [search, adsOnly],
  );
  const { page } = request;
  const filters: Filters = request;
  const products = useProducts(request);
  // Twelve cards are the page's longest render. Deferred, React renders them as a transition that it
  // can split into short tasks, so that the page answers taps while the list appears.
  const data = useDeferredValue(products.data);
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const activeFilters = [filters.q, filters.brand, filters.minPrice, filters.maxPrice].filter(
    (value) => value !== undefined,
  ).length;
  const filtered = activeFilters > 0;
  // Below 768 px the filters wait behind a button, so the first screen shows phones.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const pageOneParams = searchFromFilters({ ...filters, page: 1 });
  if (adsOnly) pageOneParams.set('ads', 'true');
  const pageOneSearch = pageOneParams.toString();
  const pastLastPage = Boolean(data && data.items.length === 0 && total > 0 && page > 1);

  const apply = (next: Filters) => {
    setFiltersOpen(false);
    const params = searchFromFilters(next);
    if (next.ads) params.set('ads', 'true');
    setSearchParams(params);
  };
  const goToPage = (next: number) => {
    apply({ ...filters, page: next });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="pt-8">
      <title>All Products — PhoneHaat</title>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">All Products</h1>
          {adsOnly && (
            <p className="mt-2 flex items-center gap-2">
              <span className="badge badge-warning font-semibold">Advertised only</span>
              <button
                type="button"
                className="link text-sm"
                onClick={() => apply({ ...filters, ads: undefined, page: undefined })}
              >
                Show all phones
              </button>
            </p>
          )}
          <p className="mt-1 text-base-content/70" aria-live="polite">
            {products.isError
              ? 'Phones could not be loaded'
              : !data
                ? 'Loading phones…'
                : pastLastPage
                  ? `Page ${page} is past the last page`
                  : `${total} ${total === 1 ? 'phone' : 'phones'} available`}
          </p>
        </div>
        <div className="flex gap-2">
          {filtered && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => apply({ sort: filters.sort, ads: filters.ads })}
            >
              Clear filters
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
            Filters
            {activeFilters > 0 && <span className="badge badge-primary badge-sm">{activeFilters}</span>}
          </button>
        </div>
      </div>
      <div id={filtersId} className={filtersOpen ? '' : 'max-md:hidden'}>
        <ProductFilters filters={filters} onChange={apply} />
      </div>
      <div className={`mt-8 transition-opacity ${products.isPlaceholderData ? 'opacity-60' : ''}`}>
        {/* The cards' titles are h3s: this keeps the outline h1 → h2 → h3 for screen readers. */}
        <h2 className="sr-only">Phones for sale</h2>
        {products.isError ? (
          <LoadFailed what="the phones" onRetry={() => void products.refetch()} retrying={products.isFetching} />
        ) : !data ? (
          <ProductGridSkeleton />
        ) : pastLastPage ? (
          <div className="rounded-box bg-base-200 p-10 text-center">
            <p className="text-lg font-semibold">There are no more phones after page {pageCount}.</p>
            <Link to={{ pathname: paths.products, search: pageOneSearch }} className="btn btn-primary mt-4">
              Go to page 1
            </Link>
          </div>
        ) : data.items.length === 0 ? (
          <div className="rounded-box bg-base-200 p-10 text-center">
            <p className="text-lg font-semibold">No phones match these filters.</p>
            <p className="text-base-content/70">Try another brand, a wider price range or fewer search words.</p>
          </div>
        ) : (
          <ProductGrid products={data.items} label="Products" />
        )}
      </div>
      {!pastLastPage && <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPage={goToPage} />}
    </div>
  );
}
