import type { EducationRequest } from '@ponte/shared/profile-personal.schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { profileEducations } from '../../db/schema.ts';

const educationColumns = {
  id: profileEducations.id,
  educationType: profileEducations.educationType,
  course: profileEducations.course,
  institution: profileEducations.institution,
  situation: profileEducations.situation,
};

export type EducationRow = {
  id: number;
  educationType: string;
  course: string;
  institution: string;
  situation: string;
};

export function listEducations(tx: Tx, userId: number): Promise<EducationRow[]> {
  return tx
    .select(educationColumns)
    .from(profileEducations)
    .where(eq(profileEducations.userId, userId))
    .orderBy(asc(profileEducations.id));
}

export async function countEducations(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(profileEducations)
    .where(eq(profileEducations.userId, userId));
  return row?.n ?? 0;
}

export async function insertEducation(
  tx: Tx,
  tenantId: string,
  userId: number,
  values: EducationRequest,
): Promise<EducationRow> {
  const [row] = await tx
    .insert(profileEducations)
    .values({ ...values, tenantId, userId })
    .returning(educationColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Null when the row does not exist or belongs to someone else. */
export async function updateEducation(
  tx: Tx,
  userId: number,
  id: number,
  values: EducationRequest,
): Promise<EducationRow | null> {
  const [row] = await tx
    .update(profileEducations)
    .set(values)
    .where(and(eq(profileEducations.id, id), eq(profileEducations.userId, userId)))
    .returning(educationColumns);
  return row ?? null;
}

export async function deleteEducation(tx: Tx, userId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(profileEducations)
    .where(and(eq(profileEducations.id, id), eq(profileEducations.userId, userId)))
    .returning({ id: profileEducations.id });
  return rows.length > 0;
}
