import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageHintsPlugin } from './build/page-hints-plugin.ts';

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
  /[\\/]packages[\\/]contract[\\/]src[\\/](paths|messages|listing)\.ts$/,
  /preload-helper|rolldown[\\/]runtime/,
];
/** Loaded after the first paint (lib/auth/load-auth-client.ts), with Better Auth's client library. */
const lateModules = [/[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]auth[\\/]auth-client\.ts$/];
const inShell = (id: string) => shellModules.some((pattern) => pattern.test(id)) && !lateModules.some((pattern) => pattern.test(id));

export default defineConfig({
  plugins: [react(), tailwindcss(), pageHintsPlugin()],
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  // The manifest is read into page-hints.json, which the server preloads from (plugins/web-app.ts).
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    manifest: true,
    rollupOptions: {
      output: { advancedChunks: { groups: [{ name: 'shell', test: inShell }] } },
    },
  },
});
