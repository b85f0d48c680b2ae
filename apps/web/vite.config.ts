import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { banglaFontPlugin } from './build/bangla-font-plugin.ts';
import { offlinePagePlugin } from './build/offline-page-plugin.ts';
import { languageLabelFontPlugin } from './build/language-label-font-plugin.ts';
import { pageHintsPlugin } from './build/page-hints-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { stylesheetFirstPlugin } from './build/stylesheet-first-plugin.ts';
import appTexts from './src/locales/en/app.json';

/**
 * Modules every page needs, bundled into one `shell` chunk. Left alone, rolldown splits whatever the
 * entry shares with a lazily loaded page into its own chunk — ten files of a few hundred bytes to
 * 30 KB — and over HTTP/1.1 (six requests at a time per host) each costs a round trip before the first
 * paint. React, the router and TanStack Query, plus the app's own shared helpers.
 */
const shellModules = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
  /[\\/]apps[\\/]web[\\/]src[\\/](lib|config)[\\/]/,
  /[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/]spinner\.tsx$/,
  // The viewer's own listings (lib/ until decision 0060): every product card asks whether it is theirs.
  /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]listings[\\/]api[\\/]get-my-products\.ts$/,
  // The contract's plain modules that the first page reads (no zod: the schemas load with the pages that check input).
  /[\\/]packages[\\/]contract[\\/]src[\\/](paths|messages|listing|ids|language|help-pages|app-pages|price-marks)\.ts$/,
  /preload-helper|rolldown[\\/]runtime/,
];
/**
 * Loaded after the first paint (lib/auth/load-auth-client.ts), with Better Auth's client library; and
 * what server-rendered pages alone need. (The deal's helpers, once lib/deal, are in features/orders
 * now, outside lib: they load with the pages that use them.)
 */
const lateModules = [
  /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]auth[\\/]auth-client\.ts$/,
  // The signed-in person's event stream (issue 39 §2): only the signed-in parts (the header's messages icon
  // and bell, loaded lazily) open it, and it reads its events with the contract's zod schema.
  /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]realtime[\\/]/,
  // TanStack Query's hydration, which only server-rendered pages need (app/hydrate-page.tsx, decision 0049).
  /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]hydration\.js$/,
];
/**
 * A feature's modules do nothing when imported (no module-level state, STYLE 13), which the bundler is
 * told: a feature's index.ts re-exports parts for other features, and a page that uses one of them must
 * not download the others (the home page's product cards use the orders' lazy booking dialog, not the
 * deal's formatters beside it in orders/index.ts). Decision 0060.
 */
const featureModulesWithoutSideEffects = [{ test: /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]/, sideEffects: false }];
const inShell = (id: string) => shellModules.some((pattern) => pattern.test(id)) && !lateModules.some((pattern) => pattern.test(id));

/**
 * The installable app (decision 0022): the manifest, and the service worker src/sw/sw.ts, into which
 * Workbox writes the list of files to keep: the app itself (every hashed script, style and font, so a
 * page seen once opens offline), index.html, the offline page and the icons; not the demo photos, which
 * are kept one by one as they are seen. The worker is registered after load by
 * lib/pwa/register-service-worker.ts, so none of this is in the first download.
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  // The manifest's icons are in globPatterns already.
  includeManifestIcons: false,
  registerType: 'prompt',
  injectManifest: {
    globPatterns: ['index.html', 'offline.{html,js}', 'favicon.svg', 'icons/*.png', 'assets/**/*.{js,css,woff2}'],
  },
  manifest: {
    name: 'PhoneHaat',
    short_name: 'PhoneHaat',
    description: appTexts.manifest.description,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});

/**
 * The server renderer (src/entry-server.tsx, decision 0049), for Node: React alone, no styles or
 * service worker. One self-contained module: its libraries bundled in (as production builds), so that it
 * runs wherever it is written, node_modules or not.
 */
const serverRenderer = defineConfig({
  plugins: [react()],
  publicDir: false,
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-server',
    target: 'node20',
    sourcemap: false,
    emptyOutDir: true,
    // Imported by the service worker's registration, which runs in the browser only (an effect).
    rolldownOptions: { external: ['virtual:pwa-register'] },
  },
});

const browserApp = defineConfig({
  plugins: [react(), tailwindcss(), banglaFontPlugin(), languageLabelFontPlugin(), pageHintsPlugin(), offlinePagePlugin(), precompressPlugin(), stylesheetFirstPlugin(), installableApp],
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  // The manifest is read into page-hints.json, which the server preloads from (plugins/web-app.ts).
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    manifest: true,
    rollupOptions: {
      input: { index: 'index.html' },
      // Constants are copied where they are used (first set for decision 0050's starter, removed by 0058; the chunk sizes are measured with it).
      optimization: { inlineConst: { mode: 'all' } },
      treeshake: { moduleSideEffects: featureModulesWithoutSideEffects },
      output: { advancedChunks: { groups: [{ name: 'shell', test: inShell }] } },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderer : browserApp));
