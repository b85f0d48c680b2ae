import { helpPageOf, isAppPagePath, isUuid, type HelpPage } from '@phonehaat/contract';

/** Which page of the web app a path is, as far as its head is concerned. */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'products' }
  | { kind: 'product'; id: string }
  | { kind: 'category'; id: string }
  | { kind: 'blog' }
  /** A help or policy page (issue 36 item 21). */
  | { kind: 'help'; page: HelpPage }
  /** A seller's public page (issue 24); user ids are Better Auth's, not UUIDs. */
  | { kind: 'seller'; id: string }
  /** Sign-in, sign-up, the dashboard and an email's unsubscribe page: the site's head, kept out of search. */
  | { kind: 'private' }
  /** Any other path: the web app shows its not-found page. */
  | { kind: 'unknown' };

const PRIVATE_PATHS = /^\/(signIn|signUp|dashboard|unsubscribe)(\/|$)/;

/** The route of a page path (spec §2; the web app's config/paths.ts). */
export function pageRoute(pathname: string): PageRoute {
  if (!isAppPagePath(pathname)) return { kind: 'unknown' };
  if (pathname === '/' || pathname === '/home') return { kind: 'home' };
  if (pathname === '/products') return { kind: 'products' };
  if (pathname === '/blog') return { kind: 'blog' };
  const help = helpPageOf(pathname);
  if (help) return { kind: 'help', page: help };
  if (PRIVATE_PATHS.test(pathname)) return { kind: 'private' };
  const [, sellerId] = /^\/sellers\/([A-Za-z0-9_-]{1,64})$/.exec(pathname) ?? [];
  if (sellerId) return { kind: 'seller', id: sellerId };
  const [, section, id] = /^\/(products|category)\/([^/]+)$/.exec(pathname) ?? [];
  if (id && isUuid(id)) return { kind: section === 'products' ? 'product' : 'category', id };
  return { kind: 'unknown' };
}
