import {
  API_PREFIX,
  BEST_OFFERS_PATH,
  CATEGORIES_PATH,
  FIRST_PRODUCTS_PAGE_PATH,
  ALL_FACETS_PATH,
  isAppPagePath,
  LANGUAGE_QUERY,
  type Language,
  type PageHints,
  type PageRenderRequest,
  type Product,
  type RenderedPage,
} from '@phonehaat/contract';
import { buildPageHead, type HeadSources } from './head/build-page-head.ts';
import { renderHead } from './head/page-head.ts';
import { pageLanguage } from './page-language.ts';
import { fetchPreload, pageLinks, productImagePreload, type ScriptPriority } from './page-preloads.ts';
import { pageRoute, type PageRoute } from './page-route.ts';
import { writePage, type PageShell } from './page-shell.ts';

export interface PageDocumentSources extends HeadSources {
  /** An anonymous API answer (from the answer cache when warm); undefined when it fails: the page works without the hint. */
  apiAnswer<T>(apiPath: string): Promise<T | undefined>;
  /** The language of a session's user (decision 0018). */
  sessionLanguage(token: string): Promise<Language | undefined>;
  /** The web app's server renderer (decision 0049): the page's markup, or undefined for a page it leaves to the browser. */
  renderPage?(request: PageRenderRequest): Promise<RenderedPage | undefined>;
}

/** What a page request brings: its URL and parsed query, its cookies, and the site's public origin. */
export interface PageRequest {
  url: string;
  query: unknown;
  cookieHeader: string | undefined;
  origin: string;
}

export interface PageDocument {
  html: string;
  /** 200 for a page of the web app, 404 for any other path (the app shows its not-found page in either). */
  status: 200 | 404;
  language: Language;
  /** The language to remember in the `lang` cookie (it came from the profile). */
  remember?: Language;
}

/**
 * index.html written for one page: `<html lang>`, the page's head (head/) and the preloads of what the
 * page will ask for (page-preloads.ts), and the page itself when the web app's renderer renders it. The
 * listing and product pages are loaded lazily and show data from the API, so without hints their largest
 * paint waits for the entry script, then the page's chunk, then the API answer, then the photo: one after another.
 */
export function pageDocuments(shell: PageShell, hints: PageHints | undefined, sources: PageDocumentSources) {

  /**
   * The preloads of a page; `product` is the product page's own, already read for its head. A page
   * rendered on the server carries its API answers in the HTML: they are not preloaded.
   */
  async function preloads(
    route: PageRoute,
    search: string | undefined,
    product: Product | undefined,
    language: Language,
    rendered: boolean,
  ): Promise<string[]> {
    const answer = (apiPath: string) => (rendered ? [] : [fetchPreload(`${API_PREFIX}${apiPath}`)]);
    const scripts: ScriptPriority = rendered ? 'low' : 'auto';
    switch (route.kind) {
      case 'home':
        return [...pageLinks(hints?.home, undefined, scripts), ...answer(CATEGORIES_PATH), ...answer(BEST_OFFERS_PATH)];
      case 'products': {
        if (search) return pageLinks(hints?.products, language, scripts);
        // The first card's photo is the page's largest paint.
        const first = (await sources.apiAnswer<Product[]>(FIRST_PRODUCTS_PAGE_PATH))?.[0];
        return [
          ...pageLinks(hints?.products, language, scripts),
          ...answer(FIRST_PRODUCTS_PAGE_PATH),
          ...answer(ALL_FACETS_PATH),
          ...(first ? [productImagePreload(first, hints?.products.imageSizes)] : []),
        ];
      }
      case 'product':
        // The product's photo is the page's largest paint.
        return [
          ...pageLinks(hints?.product, language, scripts),
          ...answer(`/products/${route.id}`),
          ...(product ? [productImagePreload(product, hints?.product.imageSizes)] : []),
        ];
      case 'seller':
        // Its header and listings come from one public answer.
        return [...pageLinks(hints?.seller), fetchPreload(`${API_PREFIX}/sellers/${route.id}`)];
      default:
        return [];
    }
  }

  return async (request: PageRequest): Promise<PageDocument> => {
    const [pathname = '/', search] = request.url.split('?', 2);
    const route = pageRoute(pathname);
    const { language, remember } = await pageLanguage(request.query, request.cookieHeader, sources.sessionLanguage);
    const [{ head, product }, rendered] = await Promise.all([
      buildPageHead(route, language, request.origin, sources),
      sources.renderPage?.({ url: request.url, language, origin: request.origin }),
    ]);
    // The hints' search is the listing's own: `?lang=` alone does not change what /products asks for.
    const listingSearch = new URLSearchParams(search);
    listingSearch.delete(LANGUAGE_QUERY);
    const scripts: ScriptPriority = rendered ? 'low' : 'auto';
    const takeover = rendered ? pageLinks(hints?.rendered, undefined, scripts) : [];
    const links = await preloads(
      route,
      listingSearch.size > 0 ? listingSearch.toString() : undefined,
      product,
      language,
      rendered !== undefined,
    );
    // The first render waits for the page language's catalogue: fetched with the HTML, not after the entry script.
    const catalogue = pageLinks(hints?.catalogues[language], undefined, scripts);
    return {
      html: writePage(shell, { language, headTags: [...renderHead(head, request.origin), ...catalogue, ...takeover, ...links], rendered, scripts }),
      status: isAppPagePath(pathname) ? 200 : 404,
      language,
      ...(remember && { remember }),
    };
  };
}
