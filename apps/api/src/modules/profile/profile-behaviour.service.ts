import { BehaviouralTestAnswersError, scoreBehaviouralTest } from '@ponte/shared/behavioural-test';
import type {
  BehaviouralTestAnswers,
  BehaviouralTestAttempt,
  BehaviouralTestResponse,
  LearningPreferencesRequest,
  LearningPreferencesResponse,
} from '@ponte/shared/profile-behaviour.schema';
import type { ScopedDatabase } from '../../db/scope.ts';
import { Errors } from '../../http/errors.ts';
import { findProfileRow, type ProfileRow, upsertProfile } from './profile.repository.ts';
import { type ProfileRequest, storedCode, withProfile } from './profile.service.ts';
import { requireEdit, requireTab } from './profile-access.service.ts';
import { type AttemptRow, insertAttempt, listAttempts } from './profile-behaviour.repository.ts';

function attemptView(row: AttemptRow): BehaviouralTestAttempt {
  return {
    id: row.id,
    takenAt: row.takenAt.toISOString(),
    scores: { '1': row.score1, '2': row.score2, '3': row.score3, '4': row.score4 },
    dominant: row.dominant as BehaviouralTestAttempt['dominant'],
  };
}

function preferencesView(row: ProfileRow | null): LearningPreferencesResponse {
  return {
    learningStyle: storedCode(row?.learningStyle ?? null),
    learningPreference: storedCode(row?.learningPreference ?? null),
    workMode: storedCode(row?.workMode ?? null),
    feedbackStyle: storedCode(row?.feedbackStyle ?? null),
    communication: storedCode(row?.communication ?? null),
    shift: storedCode(row?.shift ?? null),
  };
}

export class BehaviourService {
  constructor(private readonly db: ScopedDatabase) {}

  /** Every attempt, newest first: whoever may see the profile sees the results. */
  attempts(request: ProfileRequest): Promise<BehaviouralTestResponse> {
    return withProfile(this.db, request, async (tx, ctx) => {
      requireTab(ctx, 'behaviouralTest');
      return { attempts: (await listAttempts(tx, ctx.owner.id)).map(attemptView) };
    });
  }

  /** Only the person answers their own test (not even an Admin answers for them); the server scores it. */
  takeTest(request: ProfileRequest, input: BehaviouralTestAnswers): Promise<BehaviouralTestAttempt> {
    return withProfile(this.db, request, async (tx, ctx) => {
      requireTab(ctx, 'behaviouralTest');
      if (!ctx.access.canTakeTest) throw Errors.forbidden();
      let result: ReturnType<typeof scoreBehaviouralTest>;
      try {
        result = scoreBehaviouralTest(input.answers);
      } catch (error) {
        if (error instanceof BehaviouralTestAnswersError)
          throw Errors.invalidFields({ answers: 'profileApi.testAnswers' });
        throw error;
      }
      const answers = [...input.answers].sort((a, b) => a.itemId - b.itemId);
      const row = await insertAttempt(tx, {
        tenantId: request.tenant.id,
        userId: ctx.owner.id,
        answers,
        scores: result.scores,
        dominant: result.dominant,
      });
      return attemptView(row);
    });
  }

  readPreferences(request: ProfileRequest): Promise<LearningPreferencesResponse> {
    return withProfile(this.db, request, async (tx, ctx) => {
      requireTab(ctx, 'behaviouralTest');
      return preferencesView(await findProfileRow(tx, ctx.owner.id));
    });
  }

  savePreferences(request: ProfileRequest, input: LearningPreferencesRequest): Promise<LearningPreferencesResponse> {
    return withProfile(this.db, request, async (tx, ctx) => {
      requireTab(ctx, 'behaviouralTest');
      requireEdit(ctx);
      await upsertProfile(tx, request.tenant.id, ctx.owner.id, input);
      return preferencesView(await findProfileRow(tx, ctx.owner.id));
    });
  }
}
