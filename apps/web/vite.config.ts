import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cataloguePerLocale } from './build/catalogue-per-locale.ts';
import { precompress } from './build/precompress.ts';

const apiPort = process.env.API_PORT ?? 3001;

// React Router's package exports only its development build (its warnings included); the production
// build ships beside it (remix-run/react-router#12532).
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The chunks of the codeSplitting groups below and rolldown's runtime: the entry imports them statically. */
const ALWAYS_LOADED = /^assets\/(react|vendor|rolldown-runtime)-[\w-]{8}\.(js|css)$/;

export default defineConfig(({ command, mode }) => {
  const production = command === 'build' && mode === 'production';
  // A production build is always React's production build, whatever NODE_ENV the shell exported
  // (`npm start` run from a development terminal). Vite reads NODE_ENV after loading this file.
  if (production) process.env.NODE_ENV = 'production';

  return {
    plugins: [react(), cataloguePerLocale(), precompress()],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(production ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      ],
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
      modulePreload: {
        // A lazy import preloads the chunks it needs, listed in the entry (every page downloads the
        // lists). The entry's own chunks (React, vendor, the runtime, their styles) are always there
        // by then: leaving them out of every list makes the entry smaller (issue 10 §2).
        resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
      },
      rolldownOptions: {
        output: {
          // Libraries change less often than the app, so the ones every page needs get chunks of
          // their own that stay cached across deploys: React, the router, and the rest of the
          // first load ('$initial': statically imported by the entry). A library only lazy screens
          // use is not in these groups: it splits with the screens that load it (the cropper with
          // the photo dialog, the date pickers with the forms), so the first load carries none of it.
          // A package the entry imports at all is initial, even for a part only a lazy chunk uses
          // (its index re-exports it): such a package is imported lazily everywhere (lib/notify.ts).
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
              // Every page but the sign-in page opened first (app/sign-in-app.tsx) loads it.
              { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
              { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
  };
});
