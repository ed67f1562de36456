/**
 * Sessions signed in once per run and reused by every test that opens a page as the same person:
 * Playwright's storageState (the cookies), kept in files beside the e2e server's data so that every
 * worker shares them and a new run (a new database) starts without any. A sign-in costs a password
 * hash and three requests; reusing the cookie costs one request that checks it is still valid.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';

type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];

interface Who {
  tenant: string;
  email: string;
}

const DIR = join(E2E_DATA_DIR, 'e2e-sessions');

function fileOf({ tenant, email }: Who): string {
  return join(DIR, `${tenant}--${email.replace(/[^\w.@-]/g, '_')}.json`);
}

export async function readStoredSession(who: Who): Promise<{ cookies: Cookie[] } | null> {
  try {
    return JSON.parse(await readFile(fileOf(who), 'utf8')) as { cookies: Cookie[] };
  } catch {
    return null;
  }
}

export async function storeSession(who: Who, cookies: Cookie[]): Promise<void> {
  await mkdir(DIR, { recursive: true });
  // Written aside and renamed, so a worker reading at the same time sees a whole file or none.
  const temporary = `${fileOf(who)}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify({ cookies }));
  await rename(temporary, fileOf(who));
}
