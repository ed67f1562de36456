// npm test — everything CI checks, in order of speed: lint, types, unit + API tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), then the browser tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit + API tests', 'npx', ['vitest', 'run']],
  ['browser tests', 'node', ['scripts/e2e.mjs']],
];

if (!process.env.TEST_DATABASE_URL) {
  console.info('TEST_DATABASE_URL is not set: the API suite runs on PGlite only (set it to also run on PostgreSQL).');
}
for (const [name, command, args] of steps) {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}
