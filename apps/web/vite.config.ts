import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  // The manifest lets the server preload a route's own chunks with the page (plugins/web-app.ts).
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 0, manifest: true },
});
