import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cataloguePerLocale } from './build/catalogue-per-locale.ts';

const apiPort = process.env.API_PORT ?? 3001;

export default defineConfig({
  plugins: [react(), cataloguePerLocale()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // Tenants are told apart by sub-domain (trindtech.localhost), so those hosts must be accepted.
    allowedHosts: ['.localhost', 'localhost'],
    proxy: {
      // No changeOrigin: the API picks the tenant from the Host header the browser sent.
      '/api': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The manifest lets scripts/check-bundle-budget.mjs follow each page's imports.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change less often than the app: their own chunk stays cached across
        // deploys. Everything else splits where the routes load it, so a page downloads only the
        // libraries it uses (the sign-in page none of the editors, charts or date pickers).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
