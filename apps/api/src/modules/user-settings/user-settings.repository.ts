import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { userSettings, users } from '../../db/schema.ts';

export async function upsertSetting(
  tx: Tx,
  row: { tenantId: string; userId: number; key: string; value: string },
): Promise<void> {
  await tx
    .insert(userSettings)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [userSettings.tenantId, userSettings.userId, userSettings.key],
      set: { value: row.value, updatedAt: new Date() },
    });
}

/** Joins a person (users) to their chosen language (the 'language' setting), for mail sent in it. */
export const userLanguageJoin = and(
  eq(userSettings.tenantId, users.tenantId),
  eq(userSettings.userId, users.id),
  eq(userSettings.key, 'language'),
);
