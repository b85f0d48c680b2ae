import './lib/zod-config.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { startI18n } from './lib/i18n/i18n.ts';
import { chosenLanguage, pageLanguage, rememberLanguage } from './lib/i18n/language.ts';
import { applyZodLanguage } from './lib/i18n/zod-language.ts';
import './index.css';
import 'virtual:language-label-font.css';

const router = createRouter();
const language = pageLanguage();
// A language chosen (`?lang=bn`, or the cookie) is kept for the next pages; one that only came from the
// server (the profile's) is not, so that signing in elsewhere can still bring the profile's.
if (chosenLanguage()) rememberLanguage(language);
else document.documentElement.lang = language;

// The page's texts load before the first render (one small chunk, preloaded with the page), so nothing
// flashes in the other language. zod's own Bangla messages are not waited for: they show only once a
// form is checked, and on Bangla pages waiting put one more request (2 KB, not preloaded) before the
// first paint.
void applyZodLanguage(language);
void startI18n(language).then(() => {
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
});
