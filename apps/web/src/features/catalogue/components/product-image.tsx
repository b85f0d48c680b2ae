import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { srcSetOf, type Product } from '@phonehaat/contract';
import { PRODUCT_CARD_IMAGE_SIZES } from '../../../config/page-hints.ts';

// The zoom viewer (react-medium-image-zoom: 17 KB of script and its stylesheet) is not needed to show
// a photo. It loads when a visitor points at, focuses or taps one, and takes over that photo when it
// is clicked.
const loadZoomViewer = () => import('./zoom-viewer.tsx');
const ZoomViewer = lazy(loadZoomViewer);
const prefetchZoomViewer = () => void loadZoomViewer();

interface ProductImageProps {
  product: Pick<Product, 'image' | 'imageSet' | 'productName'>;
  sizes?: string;
  className?: string;
  /** Load at once: images in the first screenful (the largest one is the page's LCP). */
  eager?: boolean;
  /** Fetch before other images: the page's main picture. */
  priority?: boolean;
}

/**
 * What shows when a listing's photo does not load: a drawn phone inside the photo's box, named like
 * the photo, instead of the browser's broken-image icon and its alt text spilling over the badges.
 */
export function MissingPhoto({ name }: { name: string }) {
  return (
    <div role="img" aria-label={name} className="flex h-full w-full items-center justify-center text-base-content/25">
      <svg
        viewBox="0 0 24 24"
        className="h-1/2 max-h-32 w-auto"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
        aria-hidden="true"
      >
        <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
        <path d="M10.5 5h3M11 18.5h2" strokeLinecap="round" />
      </svg>
    </div>
  );
}

/** The product photo with its zoom viewer (spec §2): click or press Enter on it to see it large. */
export function ProductImage({
  product,
  sizes = PRODUCT_CARD_IMAGE_SIZES,
  className = '',
  eager = false,
  priority = false,
}: ProductImageProps) {
  const [zoomRequested, setZoomRequested] = useState(false);
  const { t } = useTranslation('products');
  // The address that failed: a listing whose photo changes gets another try.
  const [failed, setFailed] = useState<string | null>(null);
  const srcSet = srcSetOf(product.imageSet);
  const label = t('card.zoomIn', { name: product.productName });
  const image = (
    <img
      src={product.image}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={product.productName}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`h-full w-full object-contain ${className}`}
      onError={() => setFailed(product.image)}
    />
  );
  // Nothing to zoom into.
  if (failed === product.image) return <MissingPhoto name={product.productName} />;
  const plain = (
    <div
      className="relative h-full w-full"
      onPointerEnter={prefetchZoomViewer}
      onFocus={prefetchZoomViewer}
      onTouchStart={prefetchZoomViewer}
    >
      {image}
      <button
        type="button"
        aria-label={label}
        className="absolute inset-0 cursor-zoom-in focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        onClick={() => setZoomRequested(true)}
      />
    </div>
  );
  if (!zoomRequested) return plain;
  return (
    <Suspense fallback={plain}>
      <ZoomViewer label={label}>{image}</ZoomViewer>
    </Suspense>
  );
}
