import type { Product } from '@phonehaat/contract';

/**
 * The photo's top-right label (placed by `className`): 'Sold' once the phone is sold (its
 * advertisement no longer applies), else the ads label when it is advertised (spec §2).
 */
export function CornerLabel({ product, className = '' }: { product: Pick<Product, 'ads' | 'status'>; className?: string }) {
  if (product.status === 'sold') {
    return (
      <span className={`badge badge-error absolute rounded-full font-semibold uppercase tracking-wide shadow-sm ${className}`}>
        Sold
      </span>
    );
  }
  if (!product.ads) return null;
  return (
    <span className={`badge badge-warning absolute rounded-full font-semibold uppercase tracking-wide shadow-sm ${className}`}>
      {product.ads}
    </span>
  );
}
