import { Link } from 'react-router';
import { srcSetOf, type Product } from '@phonehaat/contract';
import { VerifiedTick } from '../../../components/ui/verified-tick.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';

/** A listing in an admin queue: photo, name (to its page), brand, seller, price and place. */
export function ListingSummary({ product }: { product: Product }) {
  const { tk } = useFormat();
  return (
    <div className="flex items-start gap-3">
      <img src={product.image} srcSet={srcSetOf(product.imageSet)} sizes="80px" alt="" className="size-20 shrink-0 rounded-lg object-cover" loading="lazy" />
      <div className="min-w-0">
        <Link to={paths.product(product._id)} className="link-hover text-lg font-semibold [overflow-wrap:anywhere]">
          {product.productName}
        </Link>
        <p className="text-sm text-base-content/70">
          {product.brandName} · <span className="inline-flex items-center gap-1">{product.seller}{product.sellerVerified && <VerifiedTick className="size-3.5" />}</span>
        </p>
        <p className="text-sm">
          <span className="font-semibold">{tk(product.selling)}</span> · {product.location}
        </p>
      </div>
    </div>
  );
}
