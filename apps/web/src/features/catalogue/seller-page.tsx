import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { SellerProfile } from '@phonehaat/contract';
import { Avatar } from '../../components/ui/avatar.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { VerifiedPhoneMark } from '../../components/ui/verified-phone-mark.tsx';
import { VerifiedTick } from '../../components/ui/verified-tick.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { Stars, useRatingFormat } from '../../components/ui/stars.tsx';
import { ProductGrid } from './components/product-grid.tsx';
import { useSeller } from './api/get-seller.ts';

/** /sellers/{id}: who the seller is, how buyers rate them, what they say, and the phones they sell now. */
export default function SellerPage() {
  const { t } = useTranslation(['sellers', 'products']);
  const { id = '' } = useParams();
  const seller = useSeller(id);

  if (seller.isPending) {
    return (
      <div className="min-h-screen">
        <Spinner />
      </div>
    );
  }
  if (seller.isError) {
    const missing = seller.error instanceof ApiError && (seller.error.status === 404 || seller.error.status === 400);
    return (
      <div className="mx-auto max-w-lg py-16 text-center">
        <h1 className="text-2xl font-bold">{missing ? t('notFound') : t('loadError')}</h1>
        <Link to={paths.products} className="btn btn-primary mt-6">
          {t('products:product.browseAll')}
        </Link>
      </div>
    );
  }
  return <SellerDetails seller={seller.data} />;
}

function SellerDetails({ seller }: { seller: SellerProfile }) {
  const { t } = useTranslation('sellers');
  const { amount, date } = useFormat();
  const one = useRatingFormat();
  return (
    <div className="flex flex-col gap-8 pt-8">
      <PageTitle>{seller.name}</PageTitle>
      <header className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5 sm:flex-row sm:items-center">
        <Avatar photoURL={null} name={seller.name} className="size-16 text-2xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
            {seller.name}
            {seller.verified && <VerifiedTick className="size-6" />}
            {seller.phoneVerified && <VerifiedPhoneMark className="size-6" />}
          </h1>
          {seller.verified && <p className="text-sm font-medium text-accent">{t('verified')}</p>}
          <p className="text-sm text-base-content/70">{t('memberSince', { date: date(seller.memberSince) })}</p>
          <p className="text-sm text-base-content/70">
            {t('completedSales', { count: seller.completedSales, n: amount(seller.completedSales) })}
          </p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end" data-testid="seller-page-rating">
          {seller.averageRating === null ? (
            <p className="text-base-content/70">{t('noRatings')}</p>
          ) : (
            <>
              <p className="text-3xl font-bold">{one(seller.averageRating)}</p>
              <Stars rating={seller.averageRating} label={t('rating', { average: one(seller.averageRating) })} className="text-xl text-warning" />
              <p className="text-sm text-base-content/70">
                {t('ratingCount', { count: seller.ratingCount, n: amount(seller.ratingCount) })}
              </p>
            </>
          )}
        </div>
      </header>

      <section aria-labelledby="seller-reviews">
        <h2 id="seller-reviews" className="mb-3 text-xl font-semibold">
          {t('reviews')}
        </h2>
        {seller.reviews.length === 0 ? (
          <p className="text-base-content/70">{t('noReviews')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {seller.reviews.map((review) => (
              <li key={review._id} className="rounded-box border border-base-300 bg-base-100 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Stars rating={review.rating} label={t('rating', { average: amount(review.rating) })} />
                  <time dateTime={review.createdAt} className="text-sm text-base-content/70">
                    {date(review.createdAt)}
                  </time>
                </div>
                {review.text && <p className="mt-2 break-words">{review.text}</p>}
                <p className="mt-2 text-sm text-base-content/70">{review.authorName}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="seller-listings">
        <h2 id="seller-listings" className="mb-3 text-xl font-semibold">
          {t('listings')}
        </h2>
        {seller.listings.length === 0 ? (
          <p className="text-base-content/70">{t('noListings')}</p>
        ) : (
          <ProductGrid products={seller.listings} label={t('listings')} />
        )}
      </section>
    </div>
  );
}
