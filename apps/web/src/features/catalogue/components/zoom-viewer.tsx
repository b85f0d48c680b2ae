import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Controlled as ControlledZoom } from 'react-medium-image-zoom';
import 'react-medium-image-zoom/dist/styles.css';

/**
 * The zoom viewer around a product photo. It is loaded by a click on the photo, so it opens by itself
 * as soon as it has found its image (it can only open once it has).
 */
export default function ZoomViewer({ label, children }: { label: string; children: ReactNode }) {
  const [zoomed, setZoomed] = useState(false);
  const { t } = useTranslation('products');
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const openWhenFound = () => {
      if (!element.querySelector('[data-rmiz-content="found"]')) return false;
      setZoomed(true);
      return true;
    };
    if (openWhenFound()) return;
    const observer = new MutationObserver(() => openWhenFound() && observer.disconnect());
    observer.observe(element, { subtree: true, attributes: true, attributeFilter: ['data-rmiz-content'] });
    return () => observer.disconnect();
  }, []);

  return (
    // `contents`: the wrapper adds no box, so the photo keeps its place in the card.
    <div ref={wrapper} className="contents">
      <ControlledZoom
        isZoomed={zoomed}
        onZoomChange={setZoomed}
        a11yNameButtonZoom={label}
        a11yNameButtonUnzoom={t('card.zoomOut')}
        zoomMargin={24}
      >
        {children}
      </ControlledZoom>
    </div>
  );
}
