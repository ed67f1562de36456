import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends OutgoingMail {
  from: string;
  date: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Otherwise every message is written as JSON to <DATA_DIR>/outbox, where
 * someone running `npm start` (and the tests) can read it.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  let sequence = 0;
  return {
    async send(mail) {
      // Messages carry reset links and codes: readable by the server's user only.
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const date = new Date().toISOString();
      const stored: StoredMail = { from: options.from, date, ...mail };
      sequence += 1;
      const name = `${date.replace(/[:.]/g, '-')}-${String(sequence).padStart(4, '0')}.json`;
      // Written aside and renamed: whoever reads the outbox never sees half a message.
      const temporary = join(options.outboxDir, `.${name}.part`);
      await writeFile(temporary, `${JSON.stringify(stored, null, 2)}\n`, { encoding: 'utf8', mode: 0o600 });
      await rename(temporary, join(options.outboxDir, name));
    },
  };
}

/** Messages in the outbox, oldest first. */
export async function readOutbox(outboxDir: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (n) => JSON.parse(await readFile(join(outboxDir, n), 'utf8')) as StoredMail));
}
