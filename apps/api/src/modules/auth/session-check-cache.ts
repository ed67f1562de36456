import type { LiveSession } from './auth.repository.ts';

/** When a kept answer is asked for: the same instants the database check would be given. */
export interface CheckInstants {
  now: Date;
  idleCutoff: Date;
  touchBefore: Date;
}

/**
 * The session check's answers, kept by the one process that owns an embedded database (issue 15 §4, ADR 0048
 * addendum of 28 Nov). An answer is reused only while the database would give the same one:
 * - nothing was written to a session or a person since it was asked (the database notifies every such write,
 *   migration 0037, and `forgetAll` drops everything);
 * - the session has not expired, is not idle, and its last-seen mark need not move (the check moves it once
 *   a minute; that call goes to the database, as do the conditions' other edges).
 * A refusal is never kept: a new session is written after it, and a flood of made-up cookies must not fill
 * the memory. With several instances on PostgreSQL nothing is kept: a write on one instance would reach the
 * others' memory late, and a revoked session must end at once.
 */
export class SessionCheckCache {
  private heard = 0;
  private readonly kept = new Map<string, LiveSession>();

  constructor(private readonly max = 10_000) {}

  /** Taken before asking the database: an answer asked while a write was heard is not kept. */
  get generation(): number {
    return this.heard;
  }

  get(key: string, at: CheckInstants): LiveSession | undefined {
    const answer = this.kept.get(key);
    if (!answer) return undefined;
    // The check's own conditions (app_session_check), plus "no mark to move".
    if (answer.expiresAt > at.now && answer.seenAt > at.idleCutoff && answer.seenAt >= at.touchBefore) return answer;
    this.kept.delete(key);
    return undefined;
  }

  keep(key: string, generation: number, answer: LiveSession): void {
    if (generation !== this.heard) return;
    if (this.kept.size >= this.max && !this.kept.has(key)) {
      // The oldest kept goes first; a session still in use is asked again and kept anew.
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    this.kept.set(key, answer);
  }

  /** A session or a person was written: no answer kept so far can be trusted. */
  forgetAll(): void {
    this.heard++;
    this.kept.clear();
  }

  get size(): number {
    return this.kept.size;
  }
}
