import { srcSetOf, type Product } from '@phonehaat/contract';
import { VerifiedTick } from '../../../components/ui/verified-tick.tsx';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format.ts';

/** Photo, name, brand and seller of a listing, for the dashboard tables. */
export function ProductSummary({ product }: { product: Product }) {
  const srcSet = srcSetOf(product.imageSet);
  return (
    <div className="flex items-center gap-3">
      <img
        src={product.image}
        srcSet={srcSet}
        sizes="56px"
        alt=""
        className="size-14 shrink-0 rounded-lg object-cover"
        loading="lazy"
      />
      <div className="min-w-36">
        <p className="font-semibold [overflow-wrap:anywhere]">{product.productName}</p>
        <p className="text-sm text-base-content/70">
          {product.brandName} · <span className="inline-flex items-center gap-1">{product.seller}{product.sellerVerified && <VerifiedTick className="size-3.5" />}</span>
        </p>
      </div>
    </div>
  );
}

export function ProductPrice({ product }: { product: Product }) {
  const { tk } = useFormat();
  return (
    <div className="whitespace-nowrap">
      <p className="font-semibold">{tk(product.selling)}</p>
      <del className="text-xs text-base-content/70">{tk(product.purchase)}</del>
    </div>
  );
}

/** The advertisement label a listing carries: the server's 'Advertised' in the page's language, any other label as it is. */
export function AdsBadge({ label }: { label: string }) {
  const { t } = useTranslation('dashboard');
  return <span className="badge badge-secondary whitespace-nowrap">{label === 'Advertised' ? t('product.advertised') : label}</span>;
}
