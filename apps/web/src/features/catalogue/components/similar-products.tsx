import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSimilarProducts } from '../api/get-similar-products.ts';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

/** How far below the screen the section starts loading: a quick scroll finds it ready. */
const NEAR_SCREEN = '400px';

/**
 * Similar phones below the product (issue 26): asked for only when the section nears the screen, so
 * the page's first paint (its LCP is the photo above) neither waits for nor competes with them. Nothing
 * shows when there are none, or when they could not be loaded: the page is whole without them.
 */
export function SimilarProducts({ productId }: { productId: string }) {
  const { t } = useTranslation('product-page');
  const anchor = useRef<HTMLElement>(null);
  const near = useNearScreen(anchor);
  const similar = useSimilarProducts(productId, near);
  const empty = similar.isSuccess && similar.data.length === 0;
  return (
    <section ref={anchor} aria-labelledby="similar-phones" className={`mt-10 ${empty || similar.isError ? 'hidden' : ''}`}>
      <h2 id="similar-phones" className="text-xl font-semibold">
        {t('similar.title')}
      </h2>
      <p className="mb-4 text-sm text-base-content/70">{t('similar.hint')}</p>
      {similar.isSuccess ? <ProductGrid products={similar.data} label={t('similar.title')} eagerCards={0} /> : <ProductGridSkeleton count={4} />}
    </section>
  );
}

/** True once the element has come within NEAR_SCREEN of the viewport (at once where browsers cannot tell). */
function useNearScreen(element: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_SCREEN });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
