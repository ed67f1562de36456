// npm run test:e2e — Playwright in Debian's Chromium against the app started with `npm start`
// on a fresh embedded database (.data-e2e/).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

// The config reads the path this chose (it runs in Playwright's own processes).
const chromium = ensureChromium();
rmSync(process.env.E2E_DATA_DIR ?? new URL('../.data-e2e', import.meta.url), { recursive: true, force: true });
const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
