import { createContext, useContext, type ReactNode } from 'react';

const ServerOrigin = createContext('');

/** The site's origin for a page rendered on the server (entry-server.tsx), where there is no `window`. */
export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <ServerOrigin value={origin}>{children}</ServerOrigin>;
}

/** The site's origin, for absolute links (shares): the browser's own, or on the server the request's. */
export function useSiteOrigin(): string {
  const serverOrigin = useContext(ServerOrigin);
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
