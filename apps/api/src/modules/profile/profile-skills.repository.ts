import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { guardWrite } from '../../db/driver-errors.ts';
import { profileCertificates, profileLanguages } from '../../db/schema.ts';

// --- Languages ----------------------------------------------------------------------------------

const languageColumns = {
  id: profileLanguages.id,
  nameLanguage: profileLanguages.nameLanguage,
  generalLevel: profileLanguages.generalLevel,
  speakingLevel: profileLanguages.speakingLevel,
  writingLevel: profileLanguages.writingLevel,
  readingLevel: profileLanguages.readingLevel,
};

export interface LanguageRow {
  id: number;
  nameLanguage: string;
  generalLevel: number;
  speakingLevel: number | null;
  writingLevel: number | null;
  readingLevel: number | null;
}
export type LanguageValues = Omit<LanguageRow, 'id'>;

export function listLanguages(tx: Tx, userId: number): Promise<LanguageRow[]> {
  return tx
    .select(languageColumns)
    .from(profileLanguages)
    .where(eq(profileLanguages.userId, userId))
    .orderBy(asc(profileLanguages.id));
}

export async function findLanguage(tx: Tx, userId: number, id: number): Promise<LanguageRow | null> {
  const [row] = await tx
    .select(languageColumns)
    .from(profileLanguages)
    .where(and(eq(profileLanguages.id, id), eq(profileLanguages.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Whether the person already has this language on another row than `exceptId`. */
export async function hasLanguage(
  tx: Tx,
  userId: number,
  nameLanguage: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(profileLanguages)
    .where(
      and(
        eq(profileLanguages.userId, userId),
        eq(profileLanguages.nameLanguage, nameLanguage),
        exceptId === null ? undefined : ne(profileLanguages.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertLanguage(
  tx: Tx,
  tenantId: string,
  userId: number,
  values: LanguageValues,
): Promise<LanguageRow> {
  const [row] = await guardWrite(
    tx
      .insert(profileLanguages)
      .values({ ...values, tenantId, userId })
      .returning(languageColumns),
  );
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateLanguage(
  tx: Tx,
  userId: number,
  id: number,
  values: LanguageValues,
): Promise<LanguageRow | null> {
  const [row] = await guardWrite(
    tx
      .update(profileLanguages)
      .set(values)
      .where(and(eq(profileLanguages.id, id), eq(profileLanguages.userId, userId)))
      .returning(languageColumns),
  );
  return row ?? null;
}

export async function deleteLanguage(tx: Tx, userId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(profileLanguages)
    .where(and(eq(profileLanguages.id, id), eq(profileLanguages.userId, userId)))
    .returning({ id: profileLanguages.id });
  return rows.length > 0;
}

// --- Certificates -------------------------------------------------------------------------------

const certificateColumns = {
  certificateId: profileCertificates.id,
  courseName: profileCertificates.courseName,
  platform: profileCertificates.platform,
  issueDate: profileCertificates.issueDate,
  url: profileCertificates.url,
};

export interface CertificateRow {
  certificateId: number;
  courseName: string;
  platform: string;
  issueDate: string | null;
  url: string;
}
export type CertificateValues = Omit<CertificateRow, 'certificateId'>;

export function listCertificates(tx: Tx, userId: number): Promise<CertificateRow[]> {
  return tx
    .select(certificateColumns)
    .from(profileCertificates)
    .where(eq(profileCertificates.userId, userId))
    .orderBy(asc(profileCertificates.id));
}

export async function countCertificates(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(profileCertificates)
    .where(eq(profileCertificates.userId, userId));
  return row?.n ?? 0;
}

export async function insertCertificate(
  tx: Tx,
  tenantId: string,
  userId: number,
  values: CertificateValues,
): Promise<CertificateRow> {
  const [row] = await tx
    .insert(profileCertificates)
    .values({ ...values, tenantId, userId })
    .returning(certificateColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCertificate(
  tx: Tx,
  userId: number,
  id: number,
  values: CertificateValues,
): Promise<CertificateRow | null> {
  const [row] = await tx
    .update(profileCertificates)
    .set(values)
    .where(and(eq(profileCertificates.id, id), eq(profileCertificates.userId, userId)))
    .returning(certificateColumns);
  return row ?? null;
}

export async function deleteCertificate(tx: Tx, userId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(profileCertificates)
    .where(and(eq(profileCertificates.id, id), eq(profileCertificates.userId, userId)))
    .returning({ id: profileCertificates.id });
  return rows.length > 0;
}
