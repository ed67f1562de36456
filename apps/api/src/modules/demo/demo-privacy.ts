/**
 * Each person's rights over their data in the demo (ADR 0044): the demo talent gave the sensitive-data
 * consent a month ago (the crowd gave theirs when they signed up, demo.repository.ts), and two people of
 * the crowd asked for their account to be deleted, so the Admin's queue has something to confirm.
 */
import { SENSITIVE_CONSENT_VERSION } from '@ponte/shared/privacy.schema';
import type { Tx } from '../../db/scope.ts';
import { insertConsent, insertDeletionRequest } from '../privacy/privacy.repository.ts';
import { newestCrowdTalents } from './demo-privacy.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoPrivacy(tx: Tx, tenantId: string, talentId: number | undefined): Promise<void> {
  const now = Date.now();
  if (talentId !== undefined) {
    await insertConsent(tx, {
      tenantId,
      userId: talentId,
      purpose: 'sensitiveData',
      version: SENSITIVE_CONSENT_VERSION,
      at: new Date(now - 30 * DAY_MS),
    });
  }
  const [first, second] = await newestCrowdTalents(tx, 2);
  if (first !== undefined) await insertDeletionRequest(tx, { tenantId, userId: first, at: new Date(now - 5 * DAY_MS) });
  if (second !== undefined) await insertDeletionRequest(tx, { tenantId, userId: second, at: new Date(now - DAY_MS) });
}
