import { describe, expect, it } from 'vitest';
import { PRODUCT_CARD_IMAGE_SIZES, PRODUCT_PAGE_IMAGE_SIZES } from '@phonehaat/contract';
import { productImagePreload, pageChunkLinks, withHints, type Manifest } from './page-hints.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  'src/page.tsx': { file: 'assets/page-3.js', imports: ['index.html', '_react.js', '_shared.js'], css: ['assets/page-4.css'] },
  '_shared.js': { file: 'assets/shared-5.js', imports: ['_react.js', 'src/page.tsx'] },
};

describe('page hints', () => {
  it("preloads a page's own chunks and styles, once each, but not what the entry already loads", () => {
    expect(pageChunkLinks(manifest, 'src/page.tsx')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/page-3.js">',
      '<link rel="preload" as="style" href="/assets/page-4.css">',
      '<link rel="modulepreload" crossorigin href="/assets/shared-5.js">',
    ]);
    expect(pageChunkLinks(manifest, 'src/missing.tsx')).toEqual([]);
  });

  it("preloads a card's photo with the card's own srcset and sizes, escaped", () => {
    expect(productImagePreload({ image: '/a.svg?x="1"&y=<2>', imageSet: [] })).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/a.svg?x=&quot;1&quot;&amp;y=&lt;2&gt;">',
    );
    const link = productImagePreload({
      image: '/p-640.webp',
      imageSet: [
        { url: '/p-320.webp', width: 320 },
        { url: '/p-640.webp', width: 640 },
      ],
    });
    expect(link).toContain('imagesrcset="/p-320.webp 320w, /p-640.webp 640w"');
    expect(link).toContain(`imagesizes="${PRODUCT_CARD_IMAGE_SIZES}"`);
    // A product's own page shows the photo larger: its hint carries that page's sizes.
    expect(
      productImagePreload({ image: '/p-640.webp', imageSet: [{ url: '/p-640.webp', width: 640 }] }, PRODUCT_PAGE_IMAGE_SIZES),
    ).toContain(`imagesizes="${PRODUCT_PAGE_IMAGE_SIZES}"`);
  });

  it('adds the links at the end of the head', () => {
    expect(withHints('<head>\n  <title>t</title>\n  </head><body></body>', ['<link a>', '<link b>'])).toBe(
      '<head>\n  <title>t</title>\n    <link a>\n    <link b>\n  </head><body></body>',
    );
  });
});
