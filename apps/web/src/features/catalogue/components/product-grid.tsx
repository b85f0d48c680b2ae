import type { Product } from '@phonehaat/contract';
import { ProductCard } from './product-card.tsx';
import { useTranslation } from 'react-i18next';

/** Cards in the grid's first row at the widest layout: their images load at once, the rest lazily. */
const EAGER_CARDS = 4;

/** `eagerCards`: how many first cards' images load at once (0 below the fold, e.g. similar phones). */
export function ProductGrid({
  products,
  label,
  eagerCards = EAGER_CARDS,
}: {
  products: Product[];
  label?: string;
  eagerCards?: number;
}) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} eager={index < eagerCards} priority={eagerCards > 0 && index === 0} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation('products');
  return (
    <div
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      role="status"
      aria-label={t('list.gridLoading')}
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-box border border-base-300">
          <div className="skeleton aspect-[4/3] rounded-none" />
          <div className="grid gap-2 p-4">
            <div className="skeleton h-3 w-16" />
            <div className="skeleton h-5 w-3/4" />
            <div className="skeleton h-4 w-1/2" />
            <div className="skeleton h-6 w-2/3" />
            <div className="skeleton mt-2 h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
