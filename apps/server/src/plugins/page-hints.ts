import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_CARD_IMAGE_SIZES, srcSetOf, type Product } from '@phonehaat/contract';

/** One chunk of Vite's build manifest (`build.manifest`), keyed by its source path. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * `<link>`s that fetch a lazily loaded page's chunks (and their styles) with the HTML, instead of
 * after the entry script has run and the router has asked for them. The entry's own imports are
 * already in index.html.
 */
export function pageChunkLinks(manifest: Manifest, source: string): string[] {
  const alreadyLoaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    alreadyLoaded.add(key);
    for (const imported of chunk.imports ?? []) alreadyLoaded.add(imported);
  }
  const links: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || alreadyLoaded.has(key)) return;
    seen.add(key);
    links.push(`<link rel="modulepreload" crossorigin href="/${escapeAttribute(chunk.file)}">`);
    for (const css of chunk.css ?? []) links.push(`<link rel="preload" as="style" href="/${escapeAttribute(css)}">`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return links;
}

/** Preloads an API answer the page is about to ask for; the page's own fetch then finds it waiting. */
export const fetchPreload = (apiPath: string) =>
  `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(apiPath)}">`;

/**
 * Preloads a product's photo as its `<img>` will ask for it: the same srcset and sizes (a card's by
 * default, PRODUCT_PAGE_IMAGE_SIZES on the product's own page).
 */
export function productImagePreload(product: Pick<Product, 'image' | 'imageSet'>, sizes = PRODUCT_CARD_IMAGE_SIZES): string {
  const srcset = srcSetOf(product.imageSet);
  const responsive = srcset ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(sizes)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(product.image)}"${responsive}>`;
}

/** index.html with `links` added at the end of its head. */
export function withHints(html: string, links: string[]): string {
  if (links.length === 0) return html;
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}
