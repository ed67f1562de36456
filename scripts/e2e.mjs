// npm run test:e2e — Playwright in Debian's Chromium against the app started with `npm start`
// on a fresh embedded database (.data-e2e/).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
rmSync(process.env.E2E_DATA_DIR ?? new URL('../.data-e2e', import.meta.url), { recursive: true, force: true });
const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
