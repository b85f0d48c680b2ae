import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { SERVER_RENDERER_DIR, SERVER_RENDERER_FILE, type ApiGet, type PageRendererModule, type PageRenderRequest, type RenderedPage } from '@phonehaat/contract';

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage | undefined>;

/**
 * The web build's server renderer (decision 0049), written next to the app (`dist-server/`, beside
 * `dist/`); without it every page is rendered in the browser alone. It reads the API through `apiGet`,
 * in-process and as anyone. A renderer that fails is logged, and the page goes out unrendered.
 */
export async function loadPageRenderer(distDir: string, apiGet: ApiGet, log: FastifyBaseLogger): Promise<RenderPage | undefined> {
  const file = path.join(distDir, '..', SERVER_RENDERER_DIR, SERVER_RENDERER_FILE);
  if (!existsSync(file)) {
    log.warn({ file }, 'no server renderer built: pages are rendered in the browser');
    return undefined;
  }
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as PageRendererModule;
  const render = createPageRenderer(apiGet);
  return async (request) => {
    try {
      return await render(request);
    } catch (error) {
      // The page still works, rendered in the browser.
      log.error({ err: error, url: request.url }, 'server rendering failed');
      return undefined;
    }
  };
}
