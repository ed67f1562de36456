// npm test — everything CI checks, in order of speed: lint, types, the API's contract, the web bundle's budget, unit +
// API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const VITEST_REPORT = 'test-reports/vitest.json';
const PLAYWRIGHT_REPORT = 'test-reports/playwright.json';
rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });
// Notes of the API files running now (apps/api/test/running-file.ts): what is left when a worker died.
const RUNNING_DIR = 'test-reports/running';
rmSync(RUNNING_DIR, { recursive: true, force: true });
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

/** The API files whose worker died under them: their notes outlive them (apps/api/test/running-file.ts). */
function filesOfDeadWorkers() {
  if (!existsSync(RUNNING_DIR)) return [];
  return readdirSync(RUNNING_DIR).map((pid) => {
    const [driver, file] = readFileSync(`${RUNNING_DIR}/${pid}`, 'utf8').trim().split(' ');
    return { pid, project: `api-${driver}`, file };
  });
}

/**
 * A worker that died (seen once on CI: "Worker exited unexpectedly", every test passed) took its file's
 * results with it. When that is the only failure, those files run once more on their own, as Playwright
 * retries a test once on CI: a file that fails or kills its worker again fails the run.
 */
function rerunFilesOfDeadWorkers() {
  const dead = filesOfDeadWorkers();
  if (dead.length === 0 || !existsSync(VITEST_REPORT)) return false;
  // Any other failure (a test, or a file that failed to load) fails the run as it is.
  const report = JSON.parse(readFileSync(VITEST_REPORT, 'utf8'));
  if (report.numFailedTests > 0 || report.numFailedTestSuites > 0) return false;
  for (const { pid, project, file } of dead) {
    console.error(`  a worker (pid ${pid}) died while running ${project} ${file}: running it again on its own`);
  }
  rmSync(RUNNING_DIR, { recursive: true, force: true });
  const projects = [...new Set(dead.map((d) => d.project))].flatMap((p) => ['--project', p]);
  const again = spawnSync('npx', ['vitest', 'run', ...projects, ...dead.map((d) => d.file)], {
    stdio: 'inherit',
    env: process.env,
  });
  return again.status === 0;
}

for (const [name, command, args, env] of steps) {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0 && !(name === 'unit + API tests' && rerunFilesOfDeadWorkers())) {
    console.error(`\n✖ ${name} failed`);
    for (const { pid, project, file } of filesOfDeadWorkers()) {
      console.error(`  a worker (pid ${pid}) died while running ${project} ${file}`);
    }
    summary();
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}
summary();
