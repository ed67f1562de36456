import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import './provided-context.ts';

/**
 * Migrating and seeding a database costs most of an API test file's start (ADR 0050). The first file
 * of a run pays it and leaves a prepared copy (a PGlite dump, a PostgreSQL template); every other file
 * of the run starts from a copy of that. The run's copies are removed when it ends.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'ponte-prepared-'));
  const prefix = `ponte_tpl_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  project.provide('preparedDir', dir);
  project.provide('preparedPrefix', prefix);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    try {
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `${prefix}%`,
      ]);
      for (const { datname } of rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    } finally {
      await admin.end().catch(() => {});
    }
  };
}
