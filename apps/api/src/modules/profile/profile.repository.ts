import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { optionItems, profiles, storedFiles, users } from '../../db/schema.ts';

export type ProfileRow = typeof profiles.$inferSelect;
/** The columns a save may write: everything but the keys and the timestamp. */
export type ProfileValues = Partial<Omit<ProfileRow, 'tenantId' | 'userId' | 'updatedAt'>>;

/** The person's profile row, or null before their first save. */
export async function findProfileRow(tx: Tx, userId: number): Promise<ProfileRow | null> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ?? null;
}

/** Creates the row at the first save of any tab; later saves change only the columns given. */
export async function upsertProfile(tx: Tx, tenantId: string, userId: number, values: ProfileValues): Promise<void> {
  const updatedAt = new Date();
  await tx
    .insert(profiles)
    .values({ ...values, tenantId, userId, updatedAt })
    .onConflictDoUpdate({ target: [profiles.tenantId, profiles.userId], set: { ...values, updatedAt } });
}

export interface UserProfileValues {
  firstName?: string;
  lastName?: string;
  position?: string | null;
  sectorId?: number | null;
  companyRelationshipIds?: number[];
}

export async function updateUserProfileFields(tx: Tx, userId: number, values: UserProfileValues): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export interface ProfileHeader {
  socialName: string | null;
  photoKey: string | null;
}

export async function findProfileHeader(tx: Tx, userId: number): Promise<ProfileHeader> {
  const [row] = await tx
    .select({ socialName: profiles.socialName, photoKey: storedFiles.storageKey })
    .from(profiles)
    .leftJoin(storedFiles, eq(storedFiles.id, profiles.photoFileId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ?? { socialName: null, photoKey: null };
}

export interface OptionRef {
  id: number;
  type: string;
  active: boolean;
}

/** The option items among these ids (any type, active or not): the caller checks type and state. */
export async function findOptions(tx: Tx, ids: readonly number[]): Promise<OptionRef[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: optionItems.id, type: optionItems.type, active: optionItems.active })
    .from(optionItems)
    .where(inArray(optionItems.id, [...ids]));
}
