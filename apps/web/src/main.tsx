import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { i18nReady } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The interface language's catalogue is a chunk of its own; render once it is there (or failed to
// arrive: the page then shows its keys rather than nothing).
void i18nReady.finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
