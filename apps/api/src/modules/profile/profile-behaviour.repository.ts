import type { BehaviouralTestAnswer } from '@ponte/shared/behavioural-test';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { behaviouralTestAttempts } from '../../db/schema.ts';

const attemptColumns = {
  id: behaviouralTestAttempts.id,
  takenAt: behaviouralTestAttempts.takenAt,
  score1: behaviouralTestAttempts.score1,
  score2: behaviouralTestAttempts.score2,
  score3: behaviouralTestAttempts.score3,
  score4: behaviouralTestAttempts.score4,
  dominant: behaviouralTestAttempts.dominant,
};

export interface AttemptRow {
  id: number;
  takenAt: Date;
  score1: number;
  score2: number;
  score3: number;
  score4: number;
  dominant: string;
}

/** Newest first; the id breaks ties between attempts saved in the same instant. */
export function listAttempts(tx: Tx, userId: number): Promise<AttemptRow[]> {
  return tx
    .select(attemptColumns)
    .from(behaviouralTestAttempts)
    .where(eq(behaviouralTestAttempts.userId, userId))
    .orderBy(desc(behaviouralTestAttempts.takenAt), desc(behaviouralTestAttempts.id));
}

export interface NewAttempt {
  tenantId: string;
  userId: number;
  answers: readonly BehaviouralTestAnswer[];
  scores: { '1': number; '2': number; '3': number; '4': number };
  dominant: string;
}

export async function insertAttempt(tx: Tx, attempt: NewAttempt): Promise<AttemptRow> {
  const [row] = await tx
    .insert(behaviouralTestAttempts)
    .values({
      tenantId: attempt.tenantId,
      userId: attempt.userId,
      answers: attempt.answers,
      score1: attempt.scores['1'],
      score2: attempt.scores['2'],
      score3: attempt.scores['3'],
      score4: attempt.scores['4'],
      dominant: attempt.dominant,
    })
    .returning(attemptColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}
