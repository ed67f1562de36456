import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { emailVerificationCodes, passwordResetTokens, sessions, userSettings, users } from '../../db/schema.ts';
import type { ScopedDatabase } from '../../db/scope.ts';
import { userLanguageJoin } from '../user-settings/user-settings.repository.ts';

const userColumns = {
  id: users.id,
  tenantId: users.tenantId,
  publicId: users.publicId,
  firstName: users.firstName,
  lastName: users.lastName,
  position: users.position,
  email: users.email,
  role: users.role,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
  language: userSettings.value,
};

export type UserRecord = {
  id: number;
  tenantId: string;
  publicId: string;
  firstName: string;
  lastName: string;
  position: string | null;
  email: string;
  role: string;
  status: string;
  emailVerifiedAt: Date | null;
  language: string | null;
};

export async function findUserByEmail(
  tx: Tx,
  email: string,
): Promise<(UserRecord & { passwordHash: string; photoKey: string | null }) | undefined> {
  // The photo key from the person's copy (migration 0035): a sign-in answers the session without a second look-up.
  const [row] = await tx
    .select({ ...userColumns, passwordHash: users.passwordHash, photoKey: users.sessionPhotoKey })
    .from(users)
    .leftJoin(userSettings, userLanguageJoin)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function setPassword(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function markEmailVerified(tx: Tx, userId: number, at: Date): Promise<void> {
  await tx.update(users).set({ emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId));
}

/** A set-password link reached the mailbox: that proves the address as well as a code does. */
export async function markEmailVerifiedIfUnset(tx: Tx, userId: number, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export async function recordLogin(tx: Tx, userId: number, at: Date): Promise<void> {
  await tx.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

// --- sessions ---------------------------------------------------------------------------------

export async function insertSession(
  tx: Tx,
  row: { idHash: string; tenantId: string; userId: number; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await tx.insert(sessions).values(row);
}

/**
 * The session check of every authenticated request, one statement (migration 0031, issue 15 §4): live (not
 * revoked, within absolute and idle expiry) and its person active; the last-seen mark moved when older
 * than `touchBefore`; with the photo key the header avatar needs, so GET /api/auth/sessao reads nothing more.
 */
export async function findLiveSession(
  db: ScopedDatabase,
  tenantId: string,
  at: { idHash: string; now: Date; idleCutoff: Date; touchBefore: Date },
): Promise<LiveSession | undefined> {
  const [row] = await db.callInTenant<SessionCheckRow>(tenantId, 'app_session_check', [
    at.idHash,
    at.now.toISOString(),
    at.idleCutoff.toISOString(),
    at.touchBefore.toISOString(),
  ]);
  if (!row) return undefined;
  return {
    user: {
      id: row.id,
      tenantId: row.tenant_id,
      publicId: row.public_id,
      firstName: row.first_name,
      lastName: row.last_name,
      position: row.position,
      email: row.email,
      role: row.role,
      status: row.status,
      emailVerifiedAt: row.email_verified_at === null ? null : new Date(row.email_verified_at),
      language: row.language,
    },
    photoKey: row.photo_key,
    expiresAt: new Date(row.expires_at),
    seenAt: new Date(row.seen_at),
  };
}

/** A live session as the check found it; its expiry and last-seen mark say how long that answer holds. */
export interface LiveSession {
  user: UserRecord;
  photoKey: string | null;
  expiresAt: Date;
  /** The last-seen mark after the check (moved to `now` when it was older than `touchBefore`). */
  seenAt: Date;
}

interface SessionCheckRow {
  id: number;
  tenant_id: string;
  public_id: string;
  first_name: string;
  last_name: string;
  position: string | null;
  email: string;
  role: string;
  status: string;
  email_verified_at: Date | string | null;
  language: string | null;
  photo_key: string | null;
  expires_at: Date | string;
  seen_at: Date | string;
}

export async function revokeSession(tx: Tx, idHash: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Every live session of the person but one (the one asking). */
export async function revokeOtherSessions(tx: Tx, userId: number, keptIdHash: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.idHash, keptIdHash)));
}

// --- password reset tokens ----------------------------------------------------------------------

export async function invalidateResetTokens(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertResetToken(
  tx: Tx,
  row: { tenantId: string; userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(passwordResetTokens).values(row);
}

/** Marks a live token used and returns its user, atomically: a token works once even under races. */
export async function consumeResetToken(tx: Tx, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

export async function findLiveResetToken(tx: Tx, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return rows.length > 0;
}

// --- email verification codes -----------------------------------------------------------------

export async function invalidateCodes(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx
    .update(emailVerificationCodes)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationCodes.userId, userId), isNull(emailVerificationCodes.usedAt)));
}

export async function insertCode(
  tx: Tx,
  row: { tenantId: string; userId: number; codeHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(emailVerificationCodes).values(row);
}

export async function findLiveCode(
  tx: Tx,
  userId: number,
  now: Date,
): Promise<{ id: number; codeHash: string; attempts: number } | undefined> {
  const [row] = await tx
    .select({
      id: emailVerificationCodes.id,
      codeHash: emailVerificationCodes.codeHash,
      attempts: emailVerificationCodes.attempts,
    })
    .from(emailVerificationCodes)
    .where(
      and(
        eq(emailVerificationCodes.userId, userId),
        isNull(emailVerificationCodes.usedAt),
        gt(emailVerificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(emailVerificationCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function recordCodeAttempt(tx: Tx, id: number): Promise<void> {
  await tx
    .update(emailVerificationCodes)
    .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
    .where(eq(emailVerificationCodes.id, id));
}

export async function markCodeUsed(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(emailVerificationCodes).set({ usedAt: now }).where(eq(emailVerificationCodes.id, id));
}

/** Housekeeping: what can never be used again, kept a day for troubleshooting. */
export async function purgeExpired(tx: Tx, before: Date): Promise<void> {
  await tx.delete(sessions).where(lt(sessions.expiresAt, before));
  await tx.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before));
  await tx.delete(emailVerificationCodes).where(lt(emailVerificationCodes.expiresAt, before));
}
