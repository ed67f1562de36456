import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './app/global.css';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { i18n, i18nReady } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The sign-in page opened first runs without the router (app/sign-in-app.tsx); every other page, and the
// sign-in page reached from inside the app, is the router's. Either starts downloading now, beside the
// catalogue.
const app: Promise<ComponentType> = /^\/acesso\/login\/?$/.test(window.location.pathname)
  ? import('./app/sign-in-app.tsx').then((m) => m.SignInApp)
  : import('./app/app.tsx').then((m) => m.App);

// The interface language's catalogue is a chunk of its own; render once it is there (or failed to
// arrive: the page then shows its keys rather than nothing).
void i18nReady
  .catch(() => undefined)
  .then(() => app)
  .then((App) => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <App />
        </Providers>
      </StrictMode>,
    );
  })
  .catch(() => {
    // The app's chunk did not arrive (offline, or a deploy replaced it): say so rather than stay blank.
    root.textContent = i18n.t('errors.unavailable');
  });
