import './lib/zod-config.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import './index.css';

const router = createRouter();

const root = createRoot(document.getElementById('root')!);
// As a transition, the first render is split into short tasks (React yields every few milliseconds)
// instead of one long one that holds up the page's first paint and its answers to taps.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
