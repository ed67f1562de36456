import type { AnswerValue, SaveAnswersInput, SaveAnswersResult } from '@ponte/shared/quizzes.schema';

export type SaveState =
  | { status: 'idle' }
  | { status: 'pending' | 'saving' }
  | { status: 'saved'; savedAt: string }
  | { status: 'failed'; error: unknown }
  /** The server refused for good (409: submitted, or past the deadline): nothing more is sent. */
  | { status: 'closed'; error: unknown };

interface Options {
  save: (body: SaveAnswersInput) => Promise<SaveAnswersResult>;
  onState: (state: SaveState) => void;
  onSaved?: (result: SaveAnswersResult) => void;
  /** Whether an error means the attempt takes no more answers (a 409). */
  isFinal: (error: unknown) => boolean;
  /** Quiet time after the last change before the answers go (ms). */
  delay?: number;
  /** Wait before trying again after a failure (ms). */
  retryDelay?: number;
}

/**
 * Answers are saved as they change (issue 14 §1): each change waits `delay` for the next one, then every
 * changed position goes in one PUT. One request at a time; what changes meanwhile goes in the next. A
 * failed save keeps its answers (unless newer ones replaced them) and is tried again; a 409 closes the
 * saver, since the server will take nothing more for this attempt.
 */
export class AnswerSaver {
  private pending = new Map<number, AnswerValue | null>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private closed = false;
  private readonly delay: number;
  private readonly retryDelay: number;

  constructor(private readonly options: Options) {
    this.delay = options.delay ?? 800;
    this.retryDelay = options.retryDelay ?? 5000;
  }

  get hasPending(): boolean {
    return this.pending.size > 0 || this.inFlight !== null;
  }

  change(position: number, value: AnswerValue | null): void {
    if (this.closed) return;
    this.pending.set(position, value);
    this.options.onState({ status: 'pending' });
    this.schedule(this.delay);
  }

  /** Sends what waits now and resolves once nothing is left (or the saver failed or closed). */
  async flush(): Promise<void> {
    this.clearTimer();
    if (this.inFlight) await this.inFlight;
    if (this.pending.size > 0 && !this.closed) await this.send();
  }

  dispose(): void {
    this.clearTimer();
    this.closed = true;
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private async run(): Promise<void> {
    if (this.inFlight) {
      await this.inFlight;
      if (this.pending.size > 0 && this.timer === null && !this.closed) this.schedule(0);
      return;
    }
    await this.send();
  }

  private send(): Promise<void> {
    if (this.closed || this.pending.size === 0) return Promise.resolve();
    const batch = new Map(this.pending);
    this.pending.clear();
    this.options.onState({ status: 'saving' });
    const answers = [...batch].map(([position, value]) => ({ position, value }));
    const request = this.options
      .save({ answers })
      .then((result) => {
        this.options.onSaved?.(result);
        if (this.pending.size === 0) this.options.onState({ status: 'saved', savedAt: result.savedAt });
      })
      .catch((error: unknown) => {
        if (this.options.isFinal(error)) {
          this.closed = true;
          this.pending.clear();
          this.clearTimer();
          this.options.onState({ status: 'closed', error });
          return;
        }
        // Put back what no newer change replaced, and try again later.
        for (const [position, value] of batch) if (!this.pending.has(position)) this.pending.set(position, value);
        this.options.onState({ status: 'failed', error });
        if (!this.closed) this.schedule(this.retryDelay);
      })
      .finally(() => {
        this.inFlight = null;
      });
    this.inFlight = request;
    return request;
  }
}
