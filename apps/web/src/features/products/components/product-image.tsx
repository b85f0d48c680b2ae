import Zoom from 'react-medium-image-zoom';
import 'react-medium-image-zoom/dist/styles.css';
import type { Product } from '@phonehaat/contract';

interface ProductImageProps {
  product: Pick<Product, 'image' | 'imageSet' | 'productName'>;
  sizes?: string;
  className?: string;
  /** Load at once: images in the first screenful (the largest one is the page's LCP). */
  eager?: boolean;
  /** Fetch before other images: the page's main picture. */
  priority?: boolean;
}

/** The product photo inside the zoom viewer (spec §2): click or press Enter on it to see it large. */
export function ProductImage({
  product,
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  className = '',
  eager = false,
  priority = false,
}: ProductImageProps) {
  const srcSet = product.imageSet.length > 0 ? product.imageSet.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : undefined;
  return (
    <Zoom a11yNameButtonZoom={`Zoom in on ${product.productName}`} a11yNameButtonUnzoom="Zoom out" zoomMargin={24}>
      <img
        src={product.image}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={product.productName}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={`h-full w-full object-contain ${className}`}
      />
    </Zoom>
  );
}
