import type { Language } from './language.ts';

/**
 * Server rendering of the listing and product pages (decision 0049). The web build writes a renderer
 * module (apps/web/src/entry-server.tsx, built to `apps/web/dist-server/`); the server loads it and asks it
 * for a page's HTML, which the browser shows before the app's scripts have run and the app then hydrates.
 */

/** One page to render: its path and query as requested, its language and the site's public origin. */
export interface PageRenderRequest {
  url: string;
  language: Language;
  origin: string;
}

/** The page's markup for `#root`, and the API answers it was rendered from (JSON) for the app to start with. */
export interface RenderedPage {
  html: string;
  data: string;
}

/** How the renderer reads the API: an anonymous GET of an `/api/...` path, answered in-process. */
export type ApiGet = (path: string) => Promise<Response>;

/** What the renderer module exports. A page it does not render (or whose data failed) is `undefined`. */
export interface PageRendererModule {
  createPageRenderer(apiGet: ApiGet): (request: PageRenderRequest) => Promise<RenderedPage | undefined>;
}

/** The renderer's folder, beside the web app's own (`dist/`), and its module there. */
export const SERVER_RENDERER_DIR = 'dist-server';
export const SERVER_RENDERER_FILE = 'entry-server.js';

/** The `id` of the `<script type="application/json">` that carries a rendered page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
