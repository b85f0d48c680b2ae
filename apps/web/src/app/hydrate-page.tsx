import { hydrate } from '@tanstack/react-query';
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { AppRoot } from './app-root.tsx';
import { createRouter, routes } from './router.tsx';

/**
 * Takes over a page rendered on the server (decision 0049): the app starts from the API answers the
 * markup was made from (`pageData`), once its texts (`textsReady`) and the page's own module are here, so
 * that its first render is that markup. Loaded with such pages only: the others never need it.
 */
export async function hydratePage(container: HTMLElement, pageData: string, textsReady: Promise<unknown>): Promise<void> {
  const queryClient = createQueryClient();
  hydrate(queryClient, JSON.parse(pageData));
  // The page's texts load with its module, into the i18next that startI18n starts.
  await textsReady;
  await loadMatchedRoutes(window.location);
  // As a transition, hydration is split into short tasks, as main.tsx's first render is.
  startTransition(
    () =>
      void hydrateRoot(
        container,
        <Hydrated
          onHydrated={() => {
            container.dataset.hydrated = 'true';
          }}
        >
          <AppRoot queryClient={queryClient} router={createRouter()} />
        </Hydrated>,
      ),
  );
}

/** Marks `#root` once the whole page is hydrated (its effects run after that commit): from then on the app answers taps. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Loads the modules (and texts) of the routes that `location` matches before the router is made, so that
 * its first render is the page itself, as the server rendered it, not a wait for `lazy`.
 */
async function loadMatchedRoutes(location: Pick<Location, 'pathname'>): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
