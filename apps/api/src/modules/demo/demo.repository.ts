import { SENSITIVE_CONSENT_VERSION } from '@ponte/shared/privacy.schema';
import type { Tx } from '../../db/client.ts';
import { consents, profileEducations, profileLanguages, profiles, users } from '../../db/schema.ts';
import type { DemoTalent } from './demo-talents.ts';

const BATCH = 100;

/** Bulk-inserts generated talents with their profiles, languages and education, a batch at a time. */
export async function insertDemoTalents(
  tx: Tx,
  tenantId: string,
  passwordHash: string,
  people: readonly DemoTalent[],
): Promise<number> {
  const now = Date.now();
  const verifiedAt = new Date(now);
  const DAY_MS = 24 * 60 * 60 * 1000;
  for (let start = 0; start < people.length; start += BATCH) {
    const batch = people.slice(start, start + BATCH);
    const rows = await tx
      .insert(users)
      .values(
        batch.map((p) => ({
          tenantId,
          createdAt: new Date(now - p.signedUpDaysAgo * DAY_MS),
          updatedAt: new Date(now - p.signedUpDaysAgo * DAY_MS),
          firstName: p.firstName,
          lastName: p.lastName,
          position: null,
          email: p.email,
          role: 'Talento',
          passwordHash,
          emailVerifiedAt: verifiedAt,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idByEmail = new Map(rows.map((r) => [r.email, r.id]));
    const withIds = batch.map((p) => ({ person: p, userId: idByEmail.get(p.email) as number }));
    await tx.insert(profiles).values(withIds.map(({ person, userId }) => ({ tenantId, userId, ...person.profile })));
    // Their race/colour, disability and income answers were given with the sensitive-data consent, the
    // day they signed up (ADR 0044): the profile keeps those answers only while one is live.
    await tx.insert(consents).values(
      withIds.map(({ person, userId }) => ({
        tenantId,
        userId,
        purpose: 'sensitiveData',
        version: SENSITIVE_CONSENT_VERSION,
        grantedAt: new Date(now - person.signedUpDaysAgo * DAY_MS),
      })),
    );
    const languages = withIds.flatMap(({ person, userId }) =>
      person.languages.map((l) => ({ tenantId, userId, ...l })),
    );
    if (languages.length > 0) await tx.insert(profileLanguages).values(languages);
    const educations = withIds.flatMap(({ person, userId }) =>
      person.educations.map((e) => ({ tenantId, userId, ...e })),
    );
    if (educations.length > 0) await tx.insert(profileEducations).values(educations);
  }
  return people.length;
}
