import type { Plugin } from 'vite';
import bn from '../src/locales/bn/app.json';
import en from '../src/locales/en/app.json';

type OfflineTexts = typeof en.offline;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** One language's part of the page; the script below shows the reader's. */
const section = (lang: 'en' | 'bn', texts: OfflineTexts, hidden: boolean) => `
    <main lang="${lang}" data-title="${escapeHtml(texts.pageTitle)}"${hidden ? ' hidden' : ''}>
      <h1>${escapeHtml(texts.title)}</h1>
      <p>${escapeHtml(texts.body)}</p>
      <p class="actions"><a class="primary" href="">${escapeHtml(texts.retry)}</a> <a href="/" data-home hidden>${escapeHtml(texts.home)}</a></p>
    </main>`;

/**
 * The page the service worker shows for a page never opened while offline (src/sw/sw.ts). It cannot
 * load the app, so it is plain HTML with its texts from the `app` catalogues, both languages in it;
 * offline.js (no inline scripts under the site's CSP) shows the one the reader chose, from the `lang`
 * cookie or `?lang=`. "Try again" is a link to the same address, so it works without the script; the
 * script also tries again by itself once the device is back online. "Go to the home page" shows only
 * when the home page is kept, so that it opens offline (it went back to this page when it was not).
 */
export function offlinePageHtml(banglaFont?: string): string {
  // The app's own Bangla font, precached with it: phones without a Bangla system font would show boxes.
  // It comes first in the stack (its unicode-range leaves Latin to the system font): after system-ui,
  // Chromium on Linux drew a Bangla run that starts with আ or ফ as boxes, font loaded or not.
  const fontFace = banglaFont
    ? `@font-face { font-family: 'Noto Sans Bengali Variable'; font-weight: 400 700; font-display: swap; src: url(/${banglaFont}) format('woff2-variations'); unicode-range: U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+25CC; }\n      `
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#0f766e" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${escapeHtml(en.offline.pageTitle)}</title>
    <style>
      ${fontFace}body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc; color: #1f2937;
        font-family: 'Noto Sans Bengali Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; line-height: 1.6; }
      main { max-width: 32rem; padding: 2rem 1.25rem; text-align: center; }
      img { width: 64px; height: 64px; }
      h1 { font-size: 1.5rem; margin: 1rem 0 0.5rem; }
      .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: center; margin-top: 1.5rem; }
      a { display: inline-block; padding: 0.6rem 1.1rem; border-radius: 0.5rem; border: 1px solid #0f766e; color: #0f766e;
        font-weight: 600; text-decoration: none; }
      a.primary { background: #0f766e; color: #fff; }
      [hidden] { display: none !important; }
    </style>
    <script src="/offline.js" defer></script>
  </head>
  <body>
    <div>
      <p style="text-align:center;margin:0"><img src="/icons/icon-192.png" alt="PhoneHaat" /></p>${section('en', en.offline, false)}${section('bn', bn.offline, true)}
    </div>
  </body>
</html>
`;
}

/** Shows the reader's language: `?lang=` first, then the cookie, as the app itself chooses (lib/i18n/language.ts). */
const offlineScript = `(() => {
  const fromQuery = new URLSearchParams(location.search).get('lang');
  const fromCookie = /(?:^|;\\s*)lang=([^;]*)/.exec(document.cookie)?.[1];
  const lang = fromQuery === 'bn' || fromQuery === 'en' ? fromQuery : fromCookie === 'bn' ? 'bn' : 'en';
  document.documentElement.lang = lang;
  for (const part of document.querySelectorAll('main[lang]')) {
    part.hidden = part.lang !== lang;
    if (!part.hidden) document.title = part.dataset.title;
  }
  // Back online: the page asked for is there again. The first try can come a moment too soon (the line is
  // up before requests get through) and show this page again while the device says it is online: then it
  // tries again by itself, after 1, 2, 4 … up to 60 seconds. Opened as itself (/offline.html) it stands
  // in for no page, and reloading would only show it again.
  const standsIn = location.pathname !== '/offline.html';
  const tries = Number(sessionStorage.getItem('offline-retries')) || 0;
  addEventListener('online', () => {
    sessionStorage.setItem('offline-retries', '0');
    if (standsIn) location.reload();
  });
  if (standsIn && navigator.onLine) {
    sessionStorage.setItem('offline-retries', String(tries + 1));
    setTimeout(() => location.reload(), Math.min(60, 2 ** tries) * 1000);
  }
  // The home page opens offline only if the service worker kept it (its "pages" cache, src/sw/sw.ts).
  caches.match('/', { cacheName: 'pages' }).then((kept) => {
    if (!kept) return;
    for (const link of document.querySelectorAll('a[data-home]')) link.hidden = false;
  }, () => {});
})();
`;

/** Emits offline.html and offline.js into the build, for the service worker to precache. */
export function offlinePagePlugin(): Plugin {
  return {
    name: 'phonehaat-offline-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const banglaFont = Object.keys(bundle).find((fileName) => /noto-sans-bengali-bengali-wght-normal-[\w-]+\.woff2$/.test(fileName));
      if (!banglaFont) this.error('the Bangla font (Noto Sans Bengali, Bengali subset) is not in the build');
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePageHtml(banglaFont) });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: offlineScript });
    },
  };
}
