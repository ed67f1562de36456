// npm run lint:openapi — builds the API, writes the OpenAPI document its routes generate (what
// /api/docs/json serves) and holds it to Redocly's recommended rules (redocly.yaml, ADR 0043), where a
// warning fails too (recommended-strict), so that a new route cannot add one unnoticed. Nothing is
// fetched: the CLI's usage reports and update check are off.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const DOCUMENT = 'test-reports/openapi.json';
mkdirSync('test-reports', { recursive: true });

const offline = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
};

function run(args) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: offline });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['--import', 'tsx', 'apps/api/src/openapi-document.ts', DOCUMENT]);
run([
  'node_modules/@redocly/cli/bin/cli.js',
  'lint',
  DOCUMENT,
  '--config',
  'redocly.yaml',
  '--max-problems',
  '1000',
  '--format',
  'codeframe',
]);
