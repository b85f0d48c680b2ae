import type { PageNamespace } from '../locales/catalogue.ts';

/**
 * What each page paints first, which the server preloads with its HTML (through
 * build/page-hints-plugin.ts, which turns the modules into the built chunk files).
 */

/** The `sizes` of a product card's photo: the first card's photo is /products' largest paint. */
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';
/** The `sizes` of the photo on a product's own page. */
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 1024px) 50vw, 100vw';
/** The home page's first hero picture, its largest paint. */
export const HOME_HERO_IMAGE = '/demo/hero-1.svg';

export interface PageHintSource {
  /** The page's lazily loaded module, as the router imports it (relative to apps/web). */
  module?: string;
  images?: string[];
  imageSizes?: string;
  /** The page's own texts, which its route loads with the module (app/router.tsx) and the server preloads. */
  texts?: PageNamespace[];
}

export const pageHintSources = {
  home: { images: [HOME_HERO_IMAGE] },
  products: {
    module: 'src/features/catalogue/products-page.tsx',
    imageSizes: PRODUCT_CARD_IMAGE_SIZES,
    texts: ['listing', 'filters'],
  },
  product: {
    module: 'src/features/catalogue/product-page.tsx',
    imageSizes: PRODUCT_PAGE_IMAGE_SIZES,
    texts: ['cash', 'listing', 'photos', 'product-page', 'filters', 'share', 'delivery'],
  },
  seller: { module: 'src/features/catalogue/seller-page.tsx', imageSizes: PRODUCT_CARD_IMAGE_SIZES },
  /** What takes a page rendered on the server over (decision 0049), preloaded with such pages. */
  rendered: { module: 'src/app/hydrate-page.tsx' },
} satisfies Record<'home' | 'products' | 'product' | 'seller' | 'rendered', PageHintSource>;

/** The message catalogues, one chunk a language (lib/i18n/i18n.ts). */
export const catalogueHintSources = {
  en: { module: 'src/locales/en/startup.ts' },
  bn: { module: 'src/locales/bn/startup.ts' },
} satisfies Record<'en' | 'bn', PageHintSource>;
