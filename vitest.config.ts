import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const apiTest = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TEST_DB_DRIVER: driver, NODE_ENV: 'test' },
    pool: 'forks' as const,
    // A worker imports the app once for all its files (3 s a file otherwise): files share modules, never a
    // database or an app (ADR 0050), so no module may keep state of a file's database.
    isolate: false,
    // Migrates and seeds once per run; every file starts from a copy (test/global-setup.ts, ADR 0050).
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/running-file.ts'],
    // Some tests build a second app (a production configuration, another limit): generous under a busy CI, where
    // a file's start (a copy of the seeded database, an app) has taken over 120 s on a starved machine.
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on CI's two cores is one worker (cores − 1); the API files wait on a database half the
    // time, so two finish the suite sooner (docs/performance.md, "CI time").
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      {
        // The app's own '@/…' imports (apps/web/vite.config.ts), so a feature's logic is tested as the app imports it.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: true },
      },
      apiTest('api-pglite', 'pglite'),
      // The same API suite runs again on a real PostgreSQL server when one is offered.
      ...(process.env.TEST_DATABASE_URL ? [apiTest('api-postgres', 'postgres')] : []),
    ],
  },
});
