import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BEST_OFFERS_LIMIT } from '@phonehaat/contract';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { paths } from '../../config/paths.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { useProducts } from '../../features/catalogue/api/get-products.ts';
import { ProductGrid, ProductGridSkeleton } from '../../features/catalogue/components/product-grid.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The server preloads exactly this request with the home page (contract BEST_OFFERS_PATH). */
export const bestOffersFilters = { ads: true, limit: BEST_OFFERS_LIMIT } as const;

/** /products showing advertised phones only: where 'See all' leads. */
export const allOffersPath = `${paths.products}?ads=true`;

/** One further page of offers, asked for when the visitor wants more. */
function MoreOffers({ page }: { page: number }) {
  const offers = useProducts({ ...bestOffersFilters, page });
  const { t } = useTranslation('home');
  const { amount } = useFormat();
  if (offers.isError) return <LoadFailed what={t('offers.whatMore')} onRetry={() => void offers.refetch()} retrying={offers.isFetching} />;
  if (!offers.data) return <ProductGridSkeleton count={4} />;
  return <ProductGrid products={offers.data.items} label={t('offers.pageLabel', { page: amount(page) })} />;
}

/** Spec §2 home: 'Best Offers', every advertised product — the first page at once, the rest on request. */
export function BestOffers() {
  const offers = useProducts(bestOffersFilters);
  const { t } = useTranslation('home');
  const { amount } = useFormat();
  // Rendered as a transition React can split into short tasks (see products-page.tsx).
  const data = useDeferredValue(offers.data);
  const [pagesShown, setPagesShown] = useState(1);
  const pageCount = data ? Math.ceil(data.total / BEST_OFFERS_LIMIT) : 1;
  const shownCount = Math.min(data?.total ?? 0, pagesShown * BEST_OFFERS_LIMIT);
  return (
    <section aria-labelledby="best-offers" className="mt-16">
      <SectionHeading
        id="best-offers"
        title={t('offers.title')}
        subtitle={t('offers.subtitle')}
        action={
          <Link to={allOffersPath} className="btn btn-outline btn-primary btn-sm">
            {t('offers.seeAll')}
          </Link>
        }
      />
      {offers.isError ? (
        <LoadFailed what={t('offers.what')} onRetry={() => void offers.refetch()} retrying={offers.isFetching} />
      ) : !data ? (
        <ProductGridSkeleton count={4} />
      ) : data.items.length === 0 ? (
        <p className="rounded-box bg-base-200 p-8 text-center text-base-content/70">{t('offers.none')}</p>
      ) : (
        <div className="grid gap-5">
          <ProductGrid products={data.items} label={t('offers.title')} />
          {Array.from({ length: pagesShown - 1 }, (_, index) => (
            <MoreOffers key={index + 2} page={index + 2} />
          ))}
          {pagesShown < pageCount && (
            <div className="flex flex-col items-center gap-2">
              <p className="text-sm text-base-content/70">
                {t('offers.showing', { shown: amount(shownCount), total: amount(data.total) })}
              </p>
              <button type="button" className="btn btn-outline btn-primary" onClick={() => setPagesShown((shown) => shown + 1)}>
                {t('offers.showMore')}
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
