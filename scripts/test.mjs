// npm test — everything CI checks, in order of speed: lint, types, the API's contract, the web bundle's budget, unit +
// API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const VITEST_REPORT = 'test-reports/vitest.json';
const PLAYWRIGHT_REPORT = 'test-reports/playwright.json';
rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });
mkdirSync('test-reports', { recursive: true });

const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  // The OpenAPI document the routes generate, against Redocly's recommended rules (ADR 0043).
  ['OpenAPI lint', 'npm', ['run', 'lint:openapi']],
  // Builds the web app and fails when a page's JavaScript passes its limit (scripts/check-bundle-budget.mjs).
  ['bundle budget', 'npm', ['run', 'check:budget']],
  [
    'unit + API tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
  ],
  // The budget step built the web app: the browser tests' server serves that build (E2E_WEB_BUILT).
  ['browser tests', 'node', ['scripts/e2e.mjs'], { E2E_WEB_BUILT: '1' }],
];

if (!process.env.TEST_DATABASE_URL) {
  console.info('TEST_DATABASE_URL is not set: the API suite runs on PGlite only (set it to also run on PostgreSQL).');
}
/** One closing line over every runner, in the plain form CI tools read: "Tests: N passed, N failed". */
function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(VITEST_REPORT)) {
    const report = JSON.parse(readFileSync(VITEST_REPORT, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  if (existsSync(PLAYWRIGHT_REPORT)) {
    const { stats } = JSON.parse(readFileSync(PLAYWRIGHT_REPORT, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  }
  console.info(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

for (const [name, command, args, env] of steps) {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    summary();
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}
summary();
