import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@phonehaat/contract';
import { VerifiedPhoneMark } from '../../../components/ui/verified-phone-mark.tsx';
import { VerifiedTick } from '../../../components/ui/verified-tick.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useRatingFormat } from '../../../components/ui/stars.tsx';


const STAR = '★';

/** "★ 4.5 (12)", read out as "Rated 4.5 out of 5 by 12 buyers"; nothing before the first rating. */
export function SellerRating({ rating }: { rating: Product['sellerRating'] }) {
  const { t } = useTranslation('products');
  const { amount } = useFormat();
  const one = useRatingFormat();
  if (!rating) return null;
  const words = { average: one(rating.average), count: amount(rating.count) };
  return (
    <span className="inline-flex shrink-0 items-center gap-0.5 whitespace-nowrap font-medium" data-testid="seller-rating">
      <span aria-hidden="true" className="text-warning">
        {STAR}
      </span>
      <span aria-hidden="true">{t('sellerRating.short', words)}</span>
      <span className="sr-only">{t('sellerRating.label', words)}</span>
    </span>
  );
}

/** The seller's name linking to their public page, with the verified tick, the verified-phone mark and their buyers' rating. */
export function SellerLine({ product, className = '' }: { product: Product; className?: string }) {
  return (
    <span className={`flex min-w-0 items-center gap-1.5 ${className}`}>
      <Link to={paths.seller(product.sellerId)} className="link-hover truncate">
        {product.seller}
      </Link>
      {product.sellerVerified && <VerifiedTick />}
      {product.sellerPhoneVerified && <VerifiedPhoneMark />}
      <SellerRating rating={product.sellerRating} />
    </span>
  );
}
