import { srcSetOf, type Language, type PageHint, type Product } from '@phonehaat/contract';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * How a page's scripts are fetched: a page rendered on the server is whole without them, so they come at low
 * priority, after its stylesheet, font and photo on a slow line, but at once (decision 0058).
 */
export type ScriptPriority = 'auto' | 'low';

/**
 * `<link>`s that fetch a lazily loaded page's chunks, styles and first pictures with the HTML, instead
 * of after the entry script has run and the router has asked for them.
 */
export function pageLinks(hint: PageHint | undefined, language?: Language, scripts: ScriptPriority = 'auto'): string[] {
  if (!hint) return [];
  const priority = scripts === 'low' ? ' fetchpriority="low"' : '';
  // The page's own texts in the page's language: its route renders once they are loaded.
  const texts = language ? (hint.texts?.[language] ?? []) : [];
  return [
    ...hint.images.map((image) => `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">`),
    ...[...hint.chunks, ...texts].map((chunk) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(chunk)}"${priority}>`),
    ...hint.styles.map((style) => `<link rel="preload" as="style" href="${escapeAttribute(style)}">`),
    ...(hint.fonts ?? []).map(
      (font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttribute(font)}">`,
    ),
  ];
}

/** Preloads an API answer the page is about to ask for; the page's own fetch then finds it waiting. */
export const fetchPreload = (apiPath: string) =>
  `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(apiPath)}">`;

/** Preloads a product's photo as its `<img>` will ask for it: the same srcset and the page's `sizes`. */
export function productImagePreload(product: Pick<Product, 'image' | 'imageSet'>, sizes: string | undefined): string {
  const srcset = srcSetOf(product.imageSet);
  const responsive = srcset && sizes ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(sizes)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(product.image)}"${responsive}>`;
}
