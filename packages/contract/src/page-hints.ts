import { z } from 'zod';

/**
 * What the web build tells the server to preload with a page's HTML (`dist/.vite/page-hints.json`,
 * written by apps/web/build/page-hints-plugin.ts from Vite's manifest). The server names no web source
 * file: it reads the page's chunk files, styles, images and photo `sizes` from here.
 */
const pageHint = z.object({
  /** The page's own JavaScript chunks, beyond what the entry loads (paths under the web root). */
  chunks: z.array(z.string()),
  styles: z.array(z.string()),
  /** Pictures the page paints first, whatever its data (the home page's hero). */
  images: z.array(z.string()),
  /** The `sizes` of the page's main product photo, so a preload picks the variant the `<img>` will. */
  imageSizes: z.string().optional(),
  /**
   * The page's own message chunks in each language (its `loadPageTexts` namespaces): the page renders once
   * they are loaded, so the server preloads the page language's with the HTML. Absent from older builds.
   */
  texts: z.object({ en: z.array(z.string()), bn: z.array(z.string()) }).optional(),
  /** Fonts the page draws its first text in (the Bangla catalogue's: Noto Sans Bengali). Absent from older builds. */
  fonts: z.array(z.string()).optional(),
});
export type PageHint = z.infer<typeof pageHint>;

export const pageHintsFile = z.object({
  home: pageHint,
  products: pageHint,
  product: pageHint,
  /** A seller's public page (issue 24); absent from builds made before it. */
  seller: pageHint.optional(),
  /** What takes a server-rendered page over (decision 0049): preloaded with such pages only. Absent from older builds. */
  rendered: pageHint.optional(),
  /** Each language's message catalogue: the page preloads its own language's, which the first render waits for. */
  catalogues: z.object({ en: pageHint, bn: pageHint }),
});
export type PageHints = z.infer<typeof pageHintsFile>;
