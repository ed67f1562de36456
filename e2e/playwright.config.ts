import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { installedChromium } from '../scripts/ensure-chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORT = E2E_PORT;
// Overridable so two runs (say, two people working on one machine) need not share a port or database.
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('../.data-e2e', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous under CI, whose machine has been seen running these tests five times slower than a
  // quiet one; a passing test takes no longer for it.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-reports/playwright.json' }]],
  outputDir: '../test-results',
  use: {
    baseURL: `http://trindtech.localhost:${PORT}`,
    browserName: 'chromium',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A trace records every action's DOM and a screencast: it tripled Chromium's CPU time (docs/performance.md,
    // "CI time"). On CI a failing test is run again with one (it retries once); a local run keeps a failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell where it is installed: 40 % less CPU than the full browser (ADR 0051).
      executablePath: installedChromium() ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The README's start command, on a fresh embedded database. `npm test` has just built the web app for
    // its bundle budget and says so (E2E_WEB_BUILT), so the server starts without building it again.
    command: process.env.E2E_WEB_BUILT ? 'npm run start -w @ponte/api' : 'npm start',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/ready`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${PORT}`,
      // Forty sign-ins from one IP in a few minutes is the test, not an attack; the limiter has its own API tests.
      RATE_LIMIT_LOGIN_PER_IP: '100000',
    },
  },
});
