import PgBoss from 'pg-boss';
import type { JobHandler, JobOptions, JobQueue } from './job-queue.ts';
import { DEFAULT_RETRY_LIMIT } from './job-queue.ts';

export interface PgBossLogger {
  error(obj: object, msg: string): void;
}

/**
 * pg-boss keeps jobs in PostgreSQL (schema `pgboss`): a job sent by any instance is run once by one of
 * them, a failure is retried with back-off from the database, and a schedule fires once per tick
 * however many instances run. ADR 0027.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly schedules = new Map<string, number>();

  constructor(connectionString: string, log: PgBossLogger, tuning: { cronMonitorIntervalSeconds?: number } = {}) {
    this.boss = new PgBoss({ connectionString, schema: 'pgboss', max: 2, application_name: 'ponte-jobs', ...tuning });
    this.boss.on('error', (err) => log.error({ err }, 'job queue error'));
  }

  work<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<unknown>);
  }

  every(name: string, minutes: number): void {
    this.schedules.set(name, minutes);
  }

  async send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<void> {
    await this.boss.send(name, data, {
      retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay: 1,
      retryBackoff: true,
      ...(options.singleton
        ? { singletonKey: options.singleton.key, singletonSeconds: options.singleton.seconds }
        : {}),
    });
  }

  async run<T extends object>(name: string, data: T): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`no handler for job ${name}`);
    await handler(data);
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const [name, handler] of this.handlers) {
      await this.createQueue(name);
      await this.boss.work<unknown>(name, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    }
    for (const [name, minutes] of this.schedules) {
      await this.boss.schedule(name, minutes >= 60 ? `0 */${Math.floor(minutes / 60)} * * *` : `*/${minutes} * * * *`);
    }
  }

  /**
   * pg-boss makes a queue a partition of its job table. Instances started together attach theirs at
   * once, and PostgreSQL may answer one of them with a deadlock (seen with two instances): the
   * statement rolled back whole, so it is tried again a moment later.
   */
  private async createQueue(name: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.createQueue(name);
        return;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt >= 8 || !(code === '40P01' || code === '23505' || code === '42P07')) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
      }
    }
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
