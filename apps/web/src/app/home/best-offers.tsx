import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { BEST_OFFERS_LIMIT } from '@phonehaat/contract';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { paths } from '../../config/paths.ts';
import { useProducts } from '../../features/products/api/get-products.ts';
import { ProductGrid, ProductGridSkeleton } from '../../features/products/components/product-grid.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The server preloads exactly this request with the home page (contract BEST_OFFERS_PATH). */
export const bestOffersFilters = { ads: true, limit: BEST_OFFERS_LIMIT } as const;

/** /products showing advertised phones only: where 'See all' leads. */
export const allOffersPath = `${paths.products}?ads=true`;

/** One further page of offers, asked for when the visitor wants more. */
function MoreOffers({ page }: { page: number }) {
  const offers = useProducts({ ...bestOffersFilters, page });
  if (offers.isError) return <LoadFailed what="more offers" onRetry={() => void offers.refetch()} retrying={offers.isFetching} />;
  if (!offers.data) return <ProductGridSkeleton count={4} />;
  return <ProductGrid products={offers.data.items} label={`Best Offers, page ${page}`} />;
}

/** Spec §2 home: 'Best Offers', every advertised product — the first page at once, the rest on request. */
export function BestOffers() {
  const offers = useProducts(bestOffersFilters);
  // Rendered as a transition React can split into short tasks (see products-page.tsx).
  const data = useDeferredValue(offers.data);
  const [pagesShown, setPagesShown] = useState(1);
  const pageCount = data ? Math.ceil(data.total / BEST_OFFERS_LIMIT) : 1;
  const shownCount = Math.min(data?.total ?? 0, pagesShown * BEST_OFFERS_LIMIT);
  return (
    <section aria-labelledby="best-offers" className="mt-16">
      <SectionHeading
        id="best-offers"
        title="Best Offers"
        subtitle="Listings our team is advertising right now."
        action={
          <Link to={allOffersPath} className="btn btn-outline btn-primary btn-sm">
            See all offers
          </Link>
        }
      />
      {offers.isError ? (
        <LoadFailed what="the offers" onRetry={() => void offers.refetch()} retrying={offers.isFetching} />
      ) : !data ? (
        <ProductGridSkeleton count={4} />
      ) : data.items.length === 0 ? (
        <p className="rounded-box bg-base-200 p-8 text-center text-base-content/70">No advertised phones right now. Check back soon.</p>
      ) : (
        <div className="grid gap-5">
          <ProductGrid products={data.items} label="Best Offers" />
          {Array.from({ length: pagesShown - 1 }, (_, index) => (
            <MoreOffers key={index + 2} page={index + 2} />
          ))}
          {pagesShown < pageCount && (
            <div className="flex flex-col items-center gap-2">
              <p className="text-sm text-base-content/70">
                Showing {shownCount} of {data.total} offers
              </p>
              <button type="button" className="btn btn-outline btn-primary" onClick={() => setPagesShown((shown) => shown + 1)}>
                Show more offers
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
