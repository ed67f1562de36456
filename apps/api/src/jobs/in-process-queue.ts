import type { JobHandler, JobOptions, JobQueue } from './job-queue.ts';
import { DEFAULT_RETRY_LIMIT } from './job-queue.ts';

export interface JobLogger {
  error(obj: object, msg: string): void;
}

/**
 * The embedded database's runner: jobs run in this process soon after they are sent, failures are
 * retried with exponential back-off (1 s, 2 s, 4 s …), and scheduled jobs run on a timer. Nothing
 * survives a restart; the embedded database serves one process on one machine (ADR 0027).
 */
export class InProcessJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly schedules: { name: string; minutes: number }[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly singletonSlots = new Map<string, number>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly log: JobLogger,
    private readonly retryBaseMs = 1000,
  ) {}

  work<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<unknown>);
  }

  every(name: string, minutes: number): void {
    this.schedules.push({ name, minutes });
  }

  async send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`no handler for job ${name}`);
    if (options.singleton) {
      const id = `${name}:${options.singleton.key}`;
      const slot = Math.floor(Date.now() / (options.singleton.seconds * 1000));
      if (this.singletonSlots.get(id) === slot) return;
      this.singletonSlots.set(id, slot);
    }
    this.later(0, () => this.attempt(name, data, options.retryLimit ?? DEFAULT_RETRY_LIMIT, 0));
  }

  async run<T extends object>(name: string, data: T): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`no handler for job ${name}`);
    await handler(data);
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (const { name, minutes } of this.schedules) {
      const timer = setInterval(() => void this.track(this.attempt(name, {}, 0, 0)), minutes * 60_000);
      timer.unref();
      this.timers.add(timer);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private later(ms: number, run: () => Promise<void>): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.track(run());
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private track(work: Promise<void>): Promise<void> {
    this.running.add(work);
    return work.finally(() => this.running.delete(work));
  }

  private async attempt(name: string, data: unknown, retriesLeft: number, failures: number): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) return;
    try {
      await handler(data);
    } catch (err) {
      this.log.error({ err, job: name, failures: failures + 1 }, 'job failed');
      if (retriesLeft > 0) {
        this.later(this.retryBaseMs * 2 ** failures, () => this.attempt(name, data, retriesLeft - 1, failures + 1));
      }
    }
  }
}
