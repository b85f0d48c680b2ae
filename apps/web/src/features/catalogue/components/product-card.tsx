import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@phonehaat/contract';
import { usePlaceText } from './place-text.ts';
import { Price } from '../../../components/ui/price.tsx';
import { PriceMarkBadge } from './price-guide.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { CornerLabel } from './corner-label.tsx';
import { CalendarIcon, PinIcon, UserIcon } from './icons.tsx';
import { ProductActions } from './product-actions.tsx';
import { ProductImage } from './product-image.tsx';
import { SellerLine } from './seller-rating.tsx';
import { useIsOwnListing } from '../api/get-own-listings.ts';
// Issue 39 §5: the heart; a visitor's is a plain link to sign in, a signed-in person's code loads then.
import { WatchHeart } from '../../watchlist/index.ts';

/** Spec §2 product card, used in every grid. `eager` for cards in the first screenful, `priority` for the first. */
export function ProductCard({
  product,
  eager = false,
  priority = false,
}: {
  product: Product;
  eager?: boolean;
  priority?: boolean;
}) {
  const { t } = useTranslation('products');
  const { amount, date } = useFormat();
  const placeText = usePlaceText();
  const own = useIsOwnListing(product);
  return (
    <article className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      <figure className="relative aspect-[4/3] bg-gradient-to-b from-white to-[#e9edf2]">
        <ProductImage product={product} eager={eager} priority={priority} />
        <span className="badge badge-neutral badge-sm absolute left-3 top-3 rounded-full font-medium shadow-sm">
          {t('card.years', { count: product.usingYears, n: amount(product.usingYears) })}
        </span>
        <CornerLabel product={product} className="badge-sm right-3 top-3" />
        {!own && <WatchHeart productId={product._id} className="absolute bottom-2 right-2" />}
      </figure>
      {/* Skipped while far below the fold; the photo is not, so its lazy loading starts as early as ever. */}
      <div className="card-body offscreen-lazy gap-2 p-4 [contain-intrinsic-size:auto_236px]">
        <p className="text-xs font-semibold uppercase tracking-wide text-base-content/70">{product.brandName}</p>
        {/* A name with no spaces must still wrap, and a long one stops at two lines (the page has it all). */}
        <h3 className="card-title line-clamp-2 text-base leading-snug [overflow-wrap:anywhere]" title={product.productName}>
          <Link to={paths.product(product._id)} className="link-hover">
            {product.productName}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-base-content/80">
          <UserIcon />
          <SellerLine product={product} />
        </p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Price selling={product.selling} purchase={product.purchase} />
          <PriceMarkBadge mark={product.priceMark} />
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/70">
          <span className="flex items-center gap-1">
            <PinIcon />
            {placeText(product)}
          </span>
          <span className="flex items-center gap-1">
            <CalendarIcon />
            <span className="sr-only">{t('card.posted')}</span>
            <time dateTime={product.postDate}>{date(product.postDate)}</time>
          </span>
        </div>
        <ProductActions product={product} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
