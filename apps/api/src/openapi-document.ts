import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './prepare.ts';

/**
 * Writes the API's OpenAPI document (what /api/docs/json serves) to the file named by the first
 * argument, for `npm run lint:openapi`. The app is built as it runs, on a throwaway in-memory database,
 * so the document is the one the routes generate and never a copy kept by hand.
 */
const output = process.argv[2];
if (!output) {
  console.error('usage: openapi-document.ts <output.json>');
  process.exit(2);
}
const dataDir = mkdtempSync(join(tmpdir(), 'ponte-openapi-'));
const handle = await openDatabase({ driver: 'pglite', dir: 'memory' });
try {
  await prepareDatabase(handle, { seedDemo: false });
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'none'),
  });
  const app = await buildApp({ config, database: handle });
  await app.ready();
  writeFileSync(output, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
