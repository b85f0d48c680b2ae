import './lib/zod-config.ts';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { PAGE_DATA_ELEMENT_ID } from '@phonehaat/contract';
import { AppRoot } from './app/app-root.tsx';
import { createRouter } from './app/router.tsx';
import { startI18n } from './lib/i18n/i18n.ts';
import { chosenLanguage, pageLanguage, rememberLanguage } from './lib/i18n/language.ts';
import { applyZodLanguage } from './lib/i18n/zod-language.ts';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';
import 'virtual:language-label-font.css';

const language = pageLanguage();
// A language chosen (`?lang=bn`, or the cookie) is kept for the next pages; one that only came from the
// server (the profile's) is not, so that signing in elsewhere can still bring the profile's.
if (chosenLanguage()) rememberLanguage(language);
else document.documentElement.lang = language;

const container = document.getElementById('root')!;
// The page's texts load before the first render (one small chunk, preloaded with the page), so nothing
// flashes in the other language. zod's own Bangla messages are not waited for: they show only once a
// form is checked, and on Bangla pages waiting put one more request (2 KB, not preloaded) before the
// first paint.
void applyZodLanguage(language);
const pageData = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
if (pageData) {
  // Rendered on the server (decision 0049): the app takes its markup over.
  const textsReady = startI18n(language);
  void import('./app/hydrate-page.tsx').then(({ hydratePage }) => hydratePage(container, pageData, textsReady));
} else {
  // The router, made now, starts loading the page's module (and its texts, once i18next knows the
  // language) while the startup texts load.
  const textsReady = startI18n(language);
  const router = createRouter();
  void textsReady.then(() => {
    const root = createRoot(container);
    // As a transition, the first render is split into short tasks (React yields every few milliseconds)
    // instead of one long one that holds up the page's first paint and its answers to taps.
    startTransition(() => root.render(<AppRoot queryClient={createQueryClient()} router={router} />));
  });
}
