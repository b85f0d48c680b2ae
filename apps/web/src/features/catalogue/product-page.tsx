import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { usePlaceText } from './components/place-text.ts';
import { Price } from '../../components/ui/price.tsx';
import { PriceGuideNote, PriceMarkBadge } from './components/price-guide.tsx';
import { priceGuideKind } from './components/price-guide-kind.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { VerifiedTick } from '../../components/ui/verified-tick.tsx';
import { VerifiedPhoneMark } from '../../components/ui/verified-phone-mark.tsx';
import { SellerRating } from './components/seller-rating.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useErrorText } from '../../lib/i18n/translate-message.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { useProduct } from './api/get-product.ts';
import { CalendarIcon, PinIcon, UserIcon } from './components/icons.tsx';
import { CornerLabel } from './components/corner-label.tsx';
import { ListingSpecs } from './components/listing-specs.tsx';
import { ProductActions } from './components/product-actions.tsx';
import { ProductGallery } from './components/product-gallery.tsx';
import { SellerCard } from './components/seller-card.tsx';
import { ShareButtons } from './components/share-buttons.tsx';
import { CashAcceptedBadge } from '../payments/index.ts';
import { DeliveryBadges } from '../delivery/index.ts';
// Issue 26: the review note and the report button, loaded with their texts for signed-in people only.
import { ListingModeration } from '../moderation/index.ts';
// Issue 39: "Make an offer" and "Ask the seller", loaded with their texts for signed-in people only.
import { ListingConversation } from '../conversations/index.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
// Issue 39 §5: the heart beside the price (its code loads for signed-in people only).
import { WatchHeart } from '../watchlist/index.ts';
import { useIsOwnListing } from './api/get-own-listings.ts';

// Issue 26: similar phones sit below the fold; their cards' code loads with them, not with the page.
const SimilarProducts = lazy(async () => ({ default: (await import('./components/similar-products.tsx')).SimilarProducts }));

/** /products/{id}: one listing in full. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const { t } = useTranslation(['products', 'common', 'product-page']);
  const { amount, date } = useFormat();
  const errorText = useErrorText();
  const { user, loading } = useAuth();
  const location = useLocation();
  const placeText = usePlaceText();
  // Nobody watches their own listing: its heart is left out.
  const own = useIsOwnListing(product.data ?? { _id: id });

  // The placeholder is as tall as the screen, so the footer does not jump down when the product arrives.
  if (product.isPending)
    return (
      <div className="min-h-screen">
        <Spinner label={t('product.loading')} />
      </div>
    );
  if (product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return (
      <div className="mx-auto max-w-lg py-16 text-center">
        <h1 className="text-2xl font-bold">{missing ? t('product.gone') : t('product.failed')}</h1>
        <p className="mt-2 text-base-content/70">{missing ? t('product.goneHint') : errorText(product.error)}</p>
        <Link to={paths.products} className="btn btn-primary mt-6">
          {t('product.browseAll')}
        </Link>
      </div>
    );
  }

  const item = product.data;
  return (
    <div className="pt-6">
      <PageTitle>{item.productName}</PageTitle>
      <nav aria-label={t('product.breadcrumb')} className="breadcrumbs text-sm">
        <ul>
          <li>
            <Link to={paths.home}>{t('common:nav.home')}</Link>
          </li>
          <li>
            <Link to={paths.products}>{t('common:nav.products')}</Link>
          </li>
          <li>
            <span aria-current="page" className="max-w-48 truncate sm:max-w-none">
              {item.productName}
            </span>
          </li>
        </ul>
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <ProductGallery
          product={item}
          overlay={
            <>
              <span className="badge badge-neutral absolute left-4 top-4 rounded-full">
                {t('card.years', { count: item.usingYears, n: amount(item.usingYears) })}
              </span>
              <CornerLabel product={item} className="right-4 top-4" />
            </>
          }
        />
        <div className="grid content-start gap-4">
          <p className="text-sm font-semibold uppercase tracking-wide text-base-content/70">{item.brandName}</p>
          <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">{item.productName}</h1>
          <div className="flex flex-wrap items-center gap-3">
            <Price selling={item.selling} purchase={item.purchase} size="lg" />
            <PriceMarkBadge mark={item.priceMark} />
            {!own && <WatchHeart productId={item._id} variant="labelled" className="btn-sm sm:ml-auto" />}
          </div>
          <PriceGuideNote headingLevel={2} kind={priceGuideKind(item)} />
          <ul className="grid gap-2 text-base-content/80">
            <li className="flex items-center gap-2">
              <UserIcon />
              <Link to={paths.seller(item.sellerId)} className="link-hover">
                {t('product.soldBy', { seller: item.seller })}
              </Link>
              {item.sellerVerified && <VerifiedTick />}
              {item.sellerPhoneVerified && <VerifiedPhoneMark />}
              <SellerRating rating={item.sellerRating} />
            </li>
            <li className="flex items-center gap-2">
              <PinIcon />
              {placeText(item)}
            </li>
            <li className="flex items-center gap-2">
              <CalendarIcon />
              <span>
                {t('product.posted')} <time dateTime={item.postDate}>{date(item.postDate)}</time> ·{' '}
                {t('product.usedFor', { count: item.usingYears, n: amount(item.usingYears) })}
              </span>
            </li>
            <CashAcceptedBadge accepted={item.cashAccepted} />
            <DeliveryBadges ships={item.ships} cod={item.codAccepted} />
          </ul>
          <ProductActions product={item} className="max-w-md" />
          {/* Issue 39: a signed-in buyer's offer and question; a visitor asking signs in first, and comes back here. */}
          {user ? (
            <Suspense fallback={null}>
              <ListingConversation product={item} />
            </Suspense>
          ) : (
            !loading &&
            item.status === 'available' && (
              <Link to={paths.signIn} state={{ from: location }} className="btn btn-outline min-h-11 max-w-md">
                {t('product-page:conversation.ask')}
              </Link>
            )
          )}
          <ShareButtons product={item} />
          <ListingSpecs product={item} />
          <SellerCard product={item} />
          {/* Issue 26: the seller's (or an admin's) view of a listing not public, and the report button. */}
          {user && (
            <Suspense fallback={null}>
              <ListingModeration product={item} />
            </Suspense>
          )}
          <section aria-labelledby="details" className="mt-4 rounded-box border border-base-300 p-5">
            <h2 id="details" className="mb-2 text-lg font-semibold">
              {t('product.details')}
            </h2>
            <p className="whitespace-pre-line leading-relaxed text-base-content/80">{item.details}</p>
          </section>
        </div>
      </div>
      <Suspense fallback={null}>
        <SimilarProducts key={item._id} productId={item._id} />
      </Suspense>
    </div>
  );
}
