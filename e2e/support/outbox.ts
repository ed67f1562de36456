/**
 * Without SMTP_URL the app writes each email as JSON to <DATA_DIR>/outbox; the e2e server's
 * DATA_DIR is E2E_DATA_DIR. File names start with the send time, so sorted names are oldest first.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config.ts';

export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

const OUTBOX_DIR = join(E2E_DATA_DIR, 'outbox');

/** Every email sent so far, oldest first. One still being written is skipped until it is whole. */
export async function readOutbox(): Promise<Mail[]> {
  let names: string[];
  try {
    names = (await readdir(OUTBOX_DIR)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names.map(async (name) => {
      try {
        return JSON.parse(await readFile(join(OUTBOX_DIR, name), 'utf8')) as Mail;
      } catch {
        return null;
      }
    }),
  );
  return mails.filter((mail): mail is Mail => mail !== null);
}

/**
 * The newest email to `to` sent at or after `since` (taken just before the action that sends it, so
 * an older message to the same person is never mistaken for it). Polls until it arrives.
 */
export async function waitForMail(to: string, since: Date, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await readOutbox();
    const found = mails.filter((mail) => mail.to === to && mail.date >= since.toISOString()).at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = mails.map((mail) => `${mail.date} ${mail.to}: ${mail.subject}`).join('\n  ');
      throw new Error(`No email to ${to} since ${since.toISOString()} within ${timeoutMs} ms. Outbox:\n  ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function resetLinkIn(mail: Mail): string {
  const link = /https?:\/\/\S+\/acesso\/redefinir-senha\?token=[A-Za-z0-9_%-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in "${mail.subject}":\n${mail.text}`);
  return link;
}

export function verificationCodeIn(mail: Mail): string {
  const code = /\b\d{6}\b/.exec(mail.text)?.[0];
  if (!code) throw new Error(`No 6-digit code in "${mail.subject}":\n${mail.text}`);
  return code;
}
