import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createMailer } from './mailer.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ponte-modes-'));
  made.push(dir);
  return dir;
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('what the server writes to disk is its own (issue 15 §1)', () => {
  it('keeps the outbox (reset links, codes) readable by the server user only', async () => {
    const outboxDir = join(scratch(), 'outbox');
    await createMailer({ from: 'Ponte <x@y>', outboxDir }).send({
      to: 'a@b.c',
      subject: 's',
      text: 't',
      html: '<p>t</p>',
    });
    expect(modeOf(outboxDir)).toBe(0o700);
    const [file] = readdirSync(outboxDir);
    expect(modeOf(join(outboxDir, file!))).toBe(0o600);
  });

  it('creates the embedded database folder readable by the server user only', async () => {
    const dir = join(scratch(), 'data', 'pglite');
    const handle = await openDatabase({ driver: 'pglite', dir });
    await handle.close();
    expect(modeOf(dir)).toBe(0o700);
  });
});
