import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingPhoto, Product } from '@phonehaat/contract';
import { PRODUCT_PAGE_IMAGE_SIZES } from '../../../config/page-hints.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { ProductImage } from './product-image.tsx';

type GalleryProduct = Pick<Product, 'image' | 'imageSet' | 'productName' | 'photos'>;

/** The listing's photos, cover first; a listing answered without them (a card's copy) shows its cover. */
export const galleryPhotos = (product: GalleryProduct): ListingPhoto[] =>
  product.photos && product.photos.length > 0 ? product.photos : [{ url: product.image, imageSet: product.imageSet }];

// Smooth scrolling moves the photo as a finger would; people who asked for less motion get a jump.
const scrollBehaviour = (): ScrollBehavior =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * Whether the page has loaded (its `load` event): until then only the cover is fetched, so that on a
 * slow line the other photos and the thumbnails do not share the bandwidth of the page's largest paint.
 */
function usePageLoaded(): [boolean, () => void] {
  // Server-rendered (decision 0049), the page is hydrated as its markup was made: before `load`.
  const loaded = useSyncExternalStore(
    onLoad,
    () => document.readyState === 'complete',
    () => false,
  );
  const [moved, setMoved] = useState(false);
  return [loaded || moved, () => setMoved(true)];
}

function onLoad(done: () => void): () => void {
  window.addEventListener('load', done, { once: true });
  return () => window.removeEventListener('load', done);
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The product page's photos (issue 26): one large photo at a time in a CSS scroll-snap track, so a
 * finger swipes between them with no script; arrows, the arrow keys and thumbnails move it too. Each
 * photo keeps the zoom viewer, which opens on the photo shown. The cover is the page's LCP image:
 * eager and fetched first, as before; the others and the thumbnails wait for the page's `load` event
 * (or a first move), then load lazily. `overlay` (badges) sits over the photos.
 */
export function ProductGallery({ product, overlay }: { product: GalleryProduct; overlay?: ReactNode }) {
  const { t } = useTranslation('photos');
  const { amount } = useFormat();
  const photos = galleryPhotos(product);
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [pageLoaded, loadRest] = usePageLoaded();
  const total = photos.length;
  const position = (index: number) => ({ n: amount(index + 1), total: amount(total) });

  // The photo an arrow, key or thumbnail is scrolling to: until the track gets there, the scroll events of
  // its smooth scroll pass over the photos between and must not make them current (a second key press
  // would then start from one of those and be lost).
  const scrollingTo = useRef<number | null>(null);
  const goTo = (index: number) => {
    loadRest();
    const target = Math.min(Math.max(index, 0), total - 1);
    setCurrent(target);
    const element = track.current;
    if (!element?.scrollTo || element.clientWidth === 0) return;
    scrollingTo.current = Math.abs(element.scrollLeft - target * element.clientWidth) < 1 ? null : target;
    element.scrollTo({ left: target * element.clientWidth, behavior: scrollBehaviour() });
  };
  // A swipe (or a scroll by any other means) settles on one photo: that one is current.
  const followScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    loadRest();
    const at = element.scrollLeft / element.clientWidth;
    if (scrollingTo.current !== null) {
      if (Math.abs(at - scrollingTo.current) * element.clientWidth >= 1) return;
      scrollingTo.current = null;
    }
    setCurrent(Math.min(Math.max(Math.round(at), 0), total - 1));
  };
  // A finger or a wheel takes over from a scroll the arrows started.
  const takeOver = () => {
    scrollingTo.current = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') goTo(current - 1);
    else if (event.key === 'ArrowRight') goTo(current + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section aria-roledescription="carousel" aria-label={t('gallery.label', { name: product.productName })} onKeyDown={onKeyDown}>
      <div className="relative aspect-square overflow-hidden rounded-box border border-base-300 bg-gradient-to-b from-white to-[#e9edf2]">
        <ul
          ref={track}
          onScroll={followScroll}
          onPointerDown={takeOver}
          onTouchStart={takeOver}
          onWheel={takeOver}
          className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          data-testid="gallery-track"
        >
          {photos.map((photo, index) => (
            <li
              key={photo.url}
              className="h-full w-full shrink-0 snap-center snap-always"
              aria-roledescription="slide"
              aria-label={t('gallery.position', position(index))}
              aria-hidden={index === current ? undefined : true}
              inert={index === current ? undefined : true}
            >
              {(index === 0 || pageLoaded) && (
                <ProductImage
                  product={{ image: photo.url, imageSet: photo.imageSet, productName: product.productName }}
                  sizes={PRODUCT_PAGE_IMAGE_SIZES}
                  eager={index === 0}
                  priority={index === 0}
                />
              )}
            </li>
          ))}
        </ul>
        {overlay}
        {total > 1 && (
          <>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute left-2 top-1/2 -translate-y-1/2 border-base-300 bg-base-100/90 shadow"
              aria-label={t('gallery.previous')}
              disabled={current === 0}
              onClick={() => goTo(current - 1)}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute right-2 top-1/2 -translate-y-1/2 border-base-300 bg-base-100/90 shadow"
              aria-label={t('gallery.next')}
              disabled={current === total - 1}
              onClick={() => goTo(current + 1)}
            >
              <Chevron direction="right" />
            </button>
            <p
              className="badge badge-neutral absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full opacity-90"
              aria-live="polite"
              data-testid="gallery-position"
            >
              {t('gallery.position', position(current))}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, index) => (
            <li key={photo.url} className="shrink-0">
              <button
                type="button"
                aria-label={t('gallery.show', position(index))}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => goTo(index)}
                className={`block size-14 overflow-hidden rounded-lg border-2 bg-base-200 sm:size-16 ${
                  index === current ? 'border-primary' : 'border-base-300'
                }`}
              >
                {pageLoaded && (
                  <img
                    src={photo.imageSet[0]?.url ?? photo.url}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-contain"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
