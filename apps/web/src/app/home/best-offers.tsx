import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { BEST_OFFERS_LIMIT } from '@phonehaat/contract';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { paths } from '../../config/paths.ts';
import { useProducts } from '../../features/products/api/get-products.ts';
import { ProductGrid, ProductGridSkeleton } from '../../features/products/components/product-grid.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The server preloads exactly this request with the home page (contract BEST_OFFERS_PATH). */
export const bestOffersFilters = { ads: true, limit: BEST_OFFERS_LIMIT } as const;

/** Spec §2 home: 'Best Offers', advertised products only. */
export function BestOffers() {
  const offers = useProducts(bestOffersFilters);
  // Rendered as a transition React can split into short tasks (see products-page.tsx).
  const data = useDeferredValue(offers.data);
  return (
    <section aria-labelledby="best-offers" className="mt-16">
      <SectionHeading
        id="best-offers"
        title="Best Offers"
        subtitle="Listings our team is advertising right now."
        action={
          <Link to={paths.products} className="btn btn-outline btn-primary btn-sm">
            See all products
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
        <ProductGrid products={data.items} label="Best Offers" />
      )}
    </section>
  );
}
