import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pageHintsFile, type PageHints } from '@phonehaat/contract';
import { pageDocuments, type PageDocument, type PageRequest } from './page-document.ts';
import { loadPageRenderer } from './page-renderer.ts';
import { readPageShell } from './page-shell.ts';
import { inProcessApiGet, pageSources } from './page-sources.ts';

export type { PageDocument, PageRequest } from './page-document.ts';
export { languageCookieHeader } from './page-language.ts';

/** Answers a page request with its HTML (README.md beside this file). */
export type WritePage = (request: PageRequest) => Promise<PageDocument>;

/** The web build's page hints (`.vite/page-hints.json`); none when the build wrote none. */
function readPageHints(distDir: string): PageHints | undefined {
  const file = path.join(distDir, '.vite', 'page-hints.json');
  return existsSync(file) ? pageHintsFile.parse(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
}

/**
 * The pages of the built web app in `distDir`: its index.html read into parts once, its page hints, and its
 * server renderer when built; each page's head, preloads and markup read from `app`'s own read path.
 */
export async function createPages(app: FastifyInstance, distDir: string): Promise<WritePage> {
  const shell = readPageShell(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const renderPage = await loadPageRenderer(distDir, inProcessApiGet(app), app.log);
  return pageDocuments(shell, readPageHints(distDir), { ...pageSources(app), ...(renderPage && { renderPage }) });
}
