import { describe, expect, it } from 'vitest';
import { fetchPreload, pageLinks, productImagePreload } from './page-preloads.ts';

describe('page preloads', () => {
  it("links a page's pictures, chunks and styles from the web build's hints", () => {
    expect(pageLinks({ chunks: ['/assets/page-3.js'], styles: ['/assets/page-4.css'], images: ['/demo/hero.svg'] })).toEqual([
      '<link rel="preload" as="image" href="/demo/hero.svg" fetchpriority="high">',
      '<link rel="modulepreload" crossorigin href="/assets/page-3.js">',
      '<link rel="preload" as="style" href="/assets/page-4.css">',
    ]);
    expect(pageLinks(undefined)).toEqual([]);
  });

  it("preloads the page's own texts in the page's language only", () => {
    const hint = {
      chunks: ['/assets/page-3.js'],
      styles: [],
      images: [],
      texts: { en: ['/assets/listing-en.js'], bn: ['/assets/listing-bn.js'] },
    };
    expect(pageLinks(hint, 'bn')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/page-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/listing-bn.js">',
    ]);
    expect(pageLinks(hint, 'en')).toContain('<link rel="modulepreload" crossorigin href="/assets/listing-en.js">');
    expect(pageLinks(hint, 'en').join()).not.toContain('listing-bn');
  });

  it('preloads the fonts a hint names as fonts, fetched without credentials as fonts are', () => {
    expect(pageLinks({ chunks: [], styles: [], images: [], fonts: ['/assets/noto-1.woff2'] })).toEqual([
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-1.woff2">',
    ]);
  });

  it("preloads a photo with the page's own srcset and sizes, escaped", () => {
    expect(productImagePreload({ image: '/a.svg?x="1"&y=<2>', imageSet: [] }, '100vw')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/a.svg?x=&quot;1&quot;&amp;y=&lt;2&gt;">',
    );
    const link = productImagePreload(
      {
        image: '/p-640.webp',
        imageSet: [
          { url: '/p-320.webp', width: 320 },
          { url: '/p-640.webp', width: 640 },
        ],
      },
      '(min-width: 1024px) 50vw, 100vw',
    );
    expect(link).toContain('imagesrcset="/p-320.webp 320w, /p-640.webp 640w"');
    expect(link).toContain('imagesizes="(min-width: 1024px) 50vw, 100vw"');
  });

  it('preloads an API answer as the page will fetch it, its address escaped', () => {
    expect(fetchPreload('/api/x?a=1&b="2"')).toBe('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/x?a=1&amp;b=&quot;2&quot;">');
  });

  it("fetches a rendered page's chunks and texts at low priority, its pictures and fonts as before", () => {
    const hint = { chunks: ['/assets/page-3.js'], styles: [], images: ['/hero.svg'], fonts: ['/noto.woff2'], texts: { en: ['/assets/t-en.js'], bn: [] } };
    expect(pageLinks(hint, 'en', 'low')).toEqual([
      '<link rel="preload" as="image" href="/hero.svg" fetchpriority="high">',
      '<link rel="modulepreload" crossorigin href="/assets/page-3.js" fetchpriority="low">',
      '<link rel="modulepreload" crossorigin href="/assets/t-en.js" fetchpriority="low">',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/noto.woff2">',
    ]);
  });
});
