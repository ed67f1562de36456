import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * Leaves a note naming the file a worker is running, removed when the file ends. A worker that dies
 * (a native module's crash) reports only "Worker exited unexpectedly", without the file; its note is
 * what is left, and `npm test` prints it (scripts/test.mjs).
 */
const RUNNING_DIR = fileURLToPath(new URL('../../../test-reports/running/', import.meta.url));
const note = `${RUNNING_DIR}${process.pid}`;

beforeAll(() => {
  mkdirSync(RUNNING_DIR, { recursive: true });
  writeFileSync(note, `${process.env.TEST_DB_DRIVER ?? ''} ${expect.getState().testPath}\n`);
});

afterAll(() => {
  rmSync(note, { force: true });
});
