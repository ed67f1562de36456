/**
 * Certificates issued by Ponte (issue 13 §3; ADR 0038 "Certificates"): the only place their SQL is
 * written. Row-level security keeps every statement in the request's tenant, the anonymous
 * verification's too (the Host's tenant).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { guardWrite } from '../../db/driver-errors.ts';
import { certificates, classes, courses, enrolments, users } from '../../db/schema.ts';

export interface CertificateSnapshot {
  courseName: string;
  workloadHours: number | null;
  classStart: string | null;
  classEnd: string | null;
}

export interface CertificateRow extends CertificateSnapshot {
  id: number;
  code: string;
  enrolmentId: number;
  userId: number;
  issuedAt: Date;
  revokedAt: Date | null;
}

export interface CertificateWithHolder extends CertificateRow {
  firstName: string;
  lastName: string;
  publicId: string;
}

const row = {
  id: certificates.id,
  code: certificates.code,
  enrolmentId: certificates.enrolmentId,
  userId: certificates.userId,
  courseName: certificates.courseName,
  workloadHours: certificates.workloadHours,
  classStart: certificates.classStart,
  classEnd: certificates.classEnd,
  issuedAt: certificates.issuedAt,
  revokedAt: certificates.revokedAt,
};

export async function findByEnrolment(tx: Tx, enrolmentId: number): Promise<CertificateRow | null> {
  const [found] = await tx.select(row).from(certificates).where(eq(certificates.enrolmentId, enrolmentId)).limit(1);
  return found ?? null;
}

export async function classDates(tx: Tx, classeId: number): Promise<{ start: string | null; end: string | null }> {
  const [found] = await tx
    .select({ start: classes.startDate, end: classes.endDate })
    .from(classes)
    .where(eq(classes.id, classeId))
    .limit(1);
  return found ?? { start: null, end: null };
}

/** Answers the new row's id, or null when the code is taken (in any tenant): the caller draws again. */
export async function insertCertificate(
  tx: Tx,
  values: CertificateSnapshot & {
    tenantId: string;
    enrolmentId: number;
    userId: number;
    courseId: number;
    code: string;
    issuedAt: Date;
  },
): Promise<number | null> {
  const inserted = await guardWrite(
    tx
      .insert(certificates)
      .values(values)
      .onConflictDoNothing({ target: certificates.code })
      .returning({ id: certificates.id }),
  );
  return inserted[0]?.id ?? null;
}

/** A reopened enrolment completed again: the same row and code, the course as it is now. */
export async function refreshSnapshot(tx: Tx, id: number, snapshot: CertificateSnapshot): Promise<void> {
  await tx.update(certificates).set(snapshot).where(eq(certificates.id, id));
}

export async function findByCode(tx: Tx, code: string): Promise<CertificateWithHolder | null> {
  const [found] = await tx
    .select({ ...row, firstName: users.firstName, lastName: users.lastName, publicId: users.publicId })
    .from(certificates)
    .innerJoin(users, and(eq(users.tenantId, certificates.tenantId), eq(users.id, certificates.userId)))
    .where(eq(certificates.code, code))
    .limit(1);
  return found ?? null;
}

/** Answers false when it was already revoked (a concurrent revoke, or a second one). */
export async function revoke(tx: Tx, id: number, reason: string, by: number, at: Date): Promise<boolean> {
  const updated = await tx
    .update(certificates)
    .set({ revokedAt: at, revokeReason: reason, revokedBy: by })
    .where(and(eq(certificates.id, id), sql`${certificates.revokedAt} is null`))
    .returning({ id: certificates.id });
  return updated.length > 0;
}

/** A person's certificates, oldest first, with their enrolment (Meus cursos, the profile's list). */
export function listForUser(tx: Tx, userId: number): Promise<CertificateRow[]> {
  return tx
    .select(row)
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(asc(certificates.issuedAt), asc(certificates.id));
}

/** Completed enrolments of courses that give certificates and have none yet (the demo issues them). */
export function completedWithoutCertificate(
  tx: Tx,
): Promise<(CertificateSnapshot & { enrolmentId: number; userId: number; courseId: number; completedAt: Date })[]> {
  return tx
    .select({
      enrolmentId: enrolments.id,
      userId: enrolments.userId,
      courseId: enrolments.courseId,
      completedAt: enrolments.statusSince,
      courseName: courses.name,
      workloadHours: courses.workloadHours,
      classStart: classes.startDate,
      classEnd: classes.endDate,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(classes, eq(classes.id, enrolments.classeId))
    .where(
      and(
        eq(enrolments.status, 'C'),
        eq(courses.certificateOnCompletion, true),
        sql`not exists (select 1 from ${certificates} where ${certificates.enrolmentId} = ${enrolments.id})`,
      ),
    )
    .orderBy(asc(enrolments.id));
}
