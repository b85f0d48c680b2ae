import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppProviders } from './providers.tsx';

/** The whole app in the browser, rendered (main.tsx) or hydrated over the server's markup (hydrate-page.tsx). */
export function AppRoot({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
