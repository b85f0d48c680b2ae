import './lib/zod-config.ts';
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ApiGet, Language, PageRenderRequest, RenderedPage } from '@phonehaat/contract';
import type { i18n } from 'i18next';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { serverPageReads } from './app/server-pages.ts';
import { setApiFetch } from './lib/api-client.ts';
import { startPageI18n } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { SiteOriginProvider } from './lib/site-origin.tsx';

/**
 * The web app's server renderer (decision 0049): the server loads this module (built to dist-server/) and
 * asks it for the listing's and a product's page, so that their first screen, photo and all, is in the HTML.
 * The page reads the API in-process (`apiGet`) into a query cache, renders from it, and hands the cache's
 * answers to the browser, where app/hydrate-page.tsx hydrates the same markup from them.
 */
export function createPageRenderer(apiGet: ApiGet): (request: PageRenderRequest) => Promise<RenderedPage | undefined> {
  // The renderer only reads public answers: a GET of the path, whatever else the app would send with it.
  setApiFetch((path) => apiGet(path));
  const handler = createStaticHandler(routes);
  const texts = new Map<Language, Promise<i18n>>();
  const pageTexts = (language: Language) => {
    let instance = texts.get(language);
    if (!instance) {
      instance = startPageI18n(language);
      texts.set(language, instance);
    }
    return instance;
  };

  return async ({ url, language, origin }) => {
    const address = new URL(url, origin);
    const reads = serverPageReads(address);
    if (!reads) return undefined;
    const queryClient = createQueryClient();
    const [context, i18n] = await Promise.all([
      handler.query(new Request(address)),
      pageTexts(language),
      // A failed read shows in the cache, below.
      reads(queryClient).catch(() => undefined),
    ]);
    // A page whose data failed (a listing gone, the API down) is left to the app, which says so and retries.
    if (
      context instanceof Response ||
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status !== 'success')
    )
      return undefined;
    // Rendered whole (prerender waits for every Suspense boundary, such as the product page's similar phones).
    const { prelude } = await prerender(
      <I18nextProvider i18n={i18n}>
        <SiteOriginProvider origin={origin}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </AppProviders>
        </SiteOriginProvider>
      </I18nextProvider>,
      // Each boundary written in place: split out, React would send it with an inline script to move it, which the CSP refuses.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return { html: await new Response(prelude).text(), data: JSON.stringify(dehydrate(queryClient)) };
  };
}
