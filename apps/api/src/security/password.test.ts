import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('the password pool', () => {
  it('hashes and checks on its workers, several at once', async () => {
    const hash = await hashPassword('Ponte@2026');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(
      await Promise.all([verifyPassword(hash, 'Ponte@2026'), verifyPassword(hash, 'errada'), verifyPassword(hash, '')]),
    ).toEqual([true, false, false]);
  });

  it('lets a script end once its hashes are done, and not before', () => {
    // A seed script hung here: the workers' ports stayed referenced after the last hash.
    const password = fileURLToPath(new URL('./password.ts', import.meta.url));
    const script = `const { hashPassword } = await import(${JSON.stringify(password)});
      const hash = await hashPassword('x'); console.log(hash.slice(0, 10));`;
    const dir = mkdtempSync(join(tmpdir(), 'ponte-password-'));
    const file = join(dir, 'hash-once.mts');
    writeFileSync(file, script);
    const run = spawnSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8', timeout: 30_000 });
    rmSync(dir, { recursive: true, force: true });
    expect(run.signal, run.stderr).toBeNull();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe('$argon2id$');
  });
});
