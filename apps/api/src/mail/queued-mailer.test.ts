import { describe, expect, it } from 'vitest';
import { InProcessJobQueue } from '../jobs/in-process-queue.ts';
import type { JobHandler, JobOptions, JobQueue } from '../jobs/job-queue.ts';
import type { OutgoingMail } from './mailer.ts';
import { MAIL_JOB, queuedMailer } from './queued-mailer.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const mail: OutgoingMail = {
  to: 'ana@example.com',
  subject: 'Redefinir senha',
  text: 'https://ponte.example/acesso/redefinir-senha?token=secret-token-123',
  html: '<p>secret-token-123</p>',
};

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('queued mailer', () => {
  it('delivers a message the mail server refused twice, once it takes it', async () => {
    const queue = new InProcessJobQueue({ error: () => {} }, 5);
    const delivered: OutgoingMail[] = [];
    let refusals = 0;
    const mailer = queuedMailer(
      queue,
      {
        async send(message) {
          if (refusals < 2) {
            refusals += 1;
            throw new Error('421 service not available');
          }
          delivered.push(message);
        },
      },
      SECRET,
    );
    await queue.start();
    await mailer.send(mail);
    await until(() => delivered.length === 1);
    expect(delivered).toEqual([mail]);
    expect(refusals).toBe(2);
    await queue.stop();
  });

  it('keeps no readable message in the queue: the job holds it sealed with the app secret', async () => {
    const sent: { name: string; data: unknown; options?: JobOptions }[] = [];
    const handlers = new Map<string, JobHandler<unknown>>();
    const recording: JobQueue = {
      work: (name, handler) => void handlers.set(name, handler as JobHandler<unknown>),
      every: () => {},
      send: async (name, data, options) => void sent.push({ name, data, options }),
      run: async () => {},
      start: async () => {},
      stop: async () => {},
    };
    const delivered: OutgoingMail[] = [];
    const mailer = queuedMailer(recording, { send: async (m) => void delivered.push(m) }, SECRET);
    await mailer.send(mail);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.name).toBe(MAIL_JOB);
    const stored = JSON.stringify(sent[0]!.data);
    for (const plain of ['ana@example.com', 'secret-token-123', 'Redefinir']) expect(stored).not.toContain(plain);
    await handlers.get(MAIL_JOB)!(sent[0]!.data);
    expect(delivered).toEqual([mail]);
    // Another secret cannot open it.
    const other = new Map<string, JobHandler<unknown>>();
    queuedMailer(
      { ...recording, work: (n, h) => void other.set(n, h as JobHandler<unknown>) },
      { send: async () => {} },
      `${SECRET}-other`,
    );
    await expect(other.get(MAIL_JOB)!(sent[0]!.data)).rejects.toThrow();
  });
});
