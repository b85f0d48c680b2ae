import type { Product } from '@phonehaat/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-format.ts';

/**
 * The photo's top-right label (placed by `className`): 'Sold' once the phone is sold, 'Reserved' while a
 * buyer's payment holds it (its
 * advertisement no longer applies), else the ads label when it is advertised (spec §2).
 * English shows the ads label as the server stored it; Bangla says প্রচারিত (advertised).
 */
export function CornerLabel({ product, className = '' }: { product: Pick<Product, 'ads' | 'status'>; className?: string }) {
  const { t } = useTranslation('products');
  const language = useLanguage();
  if (product.status === 'sold') {
    return (
      <span className={`badge badge-error absolute rounded-full font-semibold uppercase tracking-wide shadow-sm ${className}`}>
        {t('card.sold')}
      </span>
    );
  }
  // Paid for by a buyer, not yet handed over: taken, not gone (a refund puts it back on sale).
  if (product.status === 'reserved') {
    return (
      <span className={`badge badge-info absolute rounded-full font-semibold uppercase tracking-wide shadow-sm ${className}`}>
        {t('card.reserved')}
      </span>
    );
  }
  if (!product.ads) return null;
  return (
    <span className={`badge badge-warning absolute rounded-full font-semibold uppercase tracking-wide shadow-sm ${className}`}>
      {language === 'en' ? product.ads : t('card.advertised')}
    </span>
  );
}
