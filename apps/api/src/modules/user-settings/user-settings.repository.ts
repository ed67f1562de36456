import type { Tx } from '../../db/client.ts';
import { userSettings } from '../../db/schema.ts';

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
