import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

export const MAIL_JOB = 'mail';

/**
 * A mail server that refuses for a while must cost a retry, not the message (issue 15 §2): with the
 * back-off of the job queue, ten retries span about seventeen minutes.
 */
const MAIL_RETRY_LIMIT = 10;

/** What waits in the queue's table: the message sealed (AES-256-GCM), since it may hold a reset link or a code. */
interface SealedMail {
  iv: string;
  tag: string;
  body: string;
}

function seal(mail: OutgoingMail, key: Buffer): SealedMail {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(mail), 'utf8'), cipher.final()]);
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), body: body.toString('base64') };
}

function open(sealed: SealedMail, key: Buffer): OutgoingMail {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const text = Buffer.concat([decipher.update(Buffer.from(sealed.body, 'base64')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as OutgoingMail;
}

/**
 * Every message goes out from a job (pg-boss on PostgreSQL, the in-process runner on the embedded
 * database), retried with back-off until the mail server takes it: the services call `send` as before and
 * it answers once the message is queued, not sent. Register before the queue starts.
 */
export function queuedMailer(jobs: JobQueue, transport: Mailer, secret: string): Mailer {
  const key = createHash('sha256').update(`ponte-mail-job:${secret}`).digest();
  jobs.work<SealedMail>(MAIL_JOB, async (sealed) => transport.send(open(sealed, key)));
  return {
    send: (mail) => jobs.send<SealedMail>(MAIL_JOB, seal(mail, key), { retryLimit: MAIL_RETRY_LIMIT }),
  };
}
