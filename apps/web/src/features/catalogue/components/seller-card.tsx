import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@phonehaat/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { VerifiedPhoneMark } from '../../../components/ui/verified-phone-mark.tsx';
import { VerifiedTick } from '../../../components/ui/verified-tick.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { SellerRating } from './seller-rating.tsx';

/**
 * The product page's seller card (issue 26): who sells the phone, whether an admin verified them, how
 * buyers rate them, how many sales they completed here and since when, and the way to their page.
 * The count and the date come with the one-product answer (`sellerCard`); a list's product has none.
 */
export function SellerCard({ product }: { product: Product }) {
  const { t } = useTranslation('product-page');
  const { amount, date } = useFormat();
  const card = product.sellerCard;
  return (
    <section aria-labelledby="seller-card" className="rounded-box border border-base-300 p-5" data-testid="seller-card">
      <h2 id="seller-card" className="mb-3 text-lg font-semibold">
        {t('sellerCard.title')}
      </h2>
      <div className="flex items-start gap-3">
        <Avatar photoURL={null} name={product.seller} className="size-12 shrink-0 text-lg" />
        <div className="grid min-w-0 gap-1">
          <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
            <span className="[overflow-wrap:anywhere]">{product.seller}</span>
            {product.sellerVerified && <VerifiedTick />}
            {product.sellerPhoneVerified && <VerifiedPhoneMark />}
          </p>
          <p className={`text-sm ${product.sellerVerified ? 'font-medium text-accent' : 'text-base-content/70'}`}>
            {product.sellerVerified ? t('sellerCard.verified') : t('sellerCard.notVerified')}
          </p>
          <p className="text-sm">
            {product.sellerRating ? (
              <SellerRating rating={product.sellerRating} />
            ) : (
              <span className="text-base-content/70">{t('sellerCard.noRating')}</span>
            )}
          </p>
          {card && (
            <>
              <p className="text-sm text-base-content/80" data-testid="seller-card-sales">
                {t('sellerCard.sales', { count: card.completedSales, n: amount(card.completedSales) })}
              </p>
              <p className="text-sm text-base-content/70">{t('sellerCard.memberSince', { date: date(card.memberSince) })}</p>
            </>
          )}
        </div>
      </div>
      <Link to={paths.seller(product.sellerId)} className="btn btn-outline btn-sm mt-4 w-full sm:w-auto">
        {t('sellerCard.viewPage')}
      </Link>
    </section>
  );
}
