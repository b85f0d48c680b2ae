import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductFilters as Filters } from './api/get-products.ts';
import { useProducts } from './api/get-products.ts';
import { Pagination } from './components/pagination.tsx';
import { ProductFilters } from './components/product-filters.tsx';
import { ProductGrid, ProductGridSkeleton } from './components/product-grid.tsx';
import { PAGE_SIZE, productsPageRequest, searchFromFilters } from './product-search-params.ts';

/** Spec §2 /products 'All Products', with search, brand, price, sort and paging kept in the URL. */
export default function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const request = useMemo(() => productsPageRequest(new URLSearchParams(search)), [search]);
  const { page } = request;
  const filters: Filters = request;
  const products = useProducts(request);
  // Twelve cards are the page's longest render. Deferred, React renders them as a transition that it
  // can split into short tasks, so that the page answers taps while the list appears.
  const data = useDeferredValue(products.data);
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = Boolean(filters.q || filters.brand || filters.minPrice !== undefined || filters.maxPrice !== undefined);

  const apply = (next: Filters) => setSearchParams(searchFromFilters(next));
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
          <p className="mt-1 text-base-content/70" aria-live="polite">
            {!data ? 'Loading phones…' : `${total} ${total === 1 ? 'phone' : 'phones'} available`}
          </p>
        </div>
        {filtered && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => apply({ sort: filters.sort })}>
            Clear filters
          </button>
        )}
      </div>
      <ProductFilters filters={filters} onChange={apply} />
      <div className={`mt-8 transition-opacity ${products.isPlaceholderData ? 'opacity-60' : ''}`}>
        {/* The cards' titles are h3s: this keeps the outline h1 → h2 → h3 for screen readers. */}
        <h2 className="sr-only">Phones for sale</h2>
        {products.isError ? (
          <p className="alert alert-error">{products.error.message}</p>
        ) : !data ? (
          <ProductGridSkeleton />
        ) : data.items.length === 0 ? (
          <div className="rounded-box bg-base-200 p-10 text-center">
            <p className="text-lg font-semibold">No phones match these filters.</p>
            <p className="text-base-content/70">Try another brand, a wider price range or fewer search words.</p>
          </div>
        ) : (
          <ProductGrid products={data.items} label="Products" />
        )}
      </div>
      <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPage={goToPage} />
    </div>
  );
}
