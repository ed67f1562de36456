import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mentorshipEvents, mentorshipRequests, profiles, users } from '../../db/schema.ts';

export interface NewMentorshipRequest {
  tenantId: string;
  userId: number;
  mentorId: number | null;
  areaOptionId: number | null;
  objective: string | null;
  period: 'M' | 'T' | 'N' | null;
}

/** A demo request, linked (in progress since now) when it has a mentor. */
export async function insertMentorshipRequest(tx: Tx, request: NewMentorshipRequest): Promise<number> {
  return insertMentorshipHistory(tx, {
    ...request,
    createdAt: new Date(),
    linkedAt: request.mentorId !== null ? new Date() : null,
    ended: null,
  });
}

export interface MentorshipHistory extends NewMentorshipRequest {
  createdAt: Date;
  /** When the mentor was linked; null while waiting. */
  linkedAt: Date | null;
  ended: { status: 'CONCLUIDA' | 'CANCELADA'; at: Date; reason: string; note: string | null } | null;
  /** An Admin or Rh who linked or ended it; the person themself otherwise. */
  actorId?: number;
}

/**
 * A demo mentorship with the events the product itself would have written on the way (created,
 * linked, concluded or cancelled), so its history reads as if people had used the screens.
 */
export async function insertMentorshipHistory(tx: Tx, m: MentorshipHistory): Promise<number> {
  const status = m.ended ? m.ended.status : m.mentorId !== null ? 'EM_ANDAMENTO' : 'AGUARDANDO';
  const [row] = await tx
    .insert(mentorshipRequests)
    .values({
      tenantId: m.tenantId,
      userId: m.userId,
      mentorId: m.mentorId,
      areaOptionId: m.areaOptionId,
      objective: m.objective,
      period: m.period,
      createdBy: m.userId,
      status,
      linkedAt: m.linkedAt,
      endedAt: m.ended?.at ?? null,
      endReason: m.ended?.reason ?? null,
      closingNote: m.ended?.note ?? null,
      createdAt: m.createdAt,
    })
    .returning({ id: mentorshipRequests.id });
  if (!row) throw new Error('insert returned no row');
  const base = { tenantId: m.tenantId, requestId: row.id };
  const events: (typeof mentorshipEvents.$inferInsert)[] = [
    { ...base, actorId: m.userId, kind: 'CREATED', fromStatus: null, toStatus: 'AGUARDANDO', createdAt: m.createdAt },
  ];
  if (m.linkedAt && m.mentorId !== null) {
    events.push({
      ...base,
      actorId: m.actorId ?? null,
      kind: 'LINKED',
      fromStatus: 'AGUARDANDO',
      toStatus: 'EM_ANDAMENTO',
      mentorAfter: m.mentorId,
      createdAt: m.linkedAt,
    });
  }
  if (m.ended) {
    events.push({
      ...base,
      actorId: m.ended.status === 'CONCLUIDA' ? m.mentorId : m.userId,
      kind: m.ended.status === 'CONCLUIDA' ? 'CONCLUDED' : 'CANCELLED',
      fromStatus: m.linkedAt ? 'EM_ANDAMENTO' : 'AGUARDANDO',
      toStatus: m.ended.status,
      mentorBefore: m.mentorId,
      reason: m.ended.reason,
      note: m.ended.note,
      createdAt: m.ended.at,
    });
  }
  await tx.insert(mentorshipEvents).values(events);
  return row.id;
}

export interface DemoMentorProfile {
  tenantId: string;
  userId: number;
  mentorAreaIds: number[];
  softSkills: string[];
  hardSkills: string[];
  capacity: number;
  available: boolean;
  state: string;
  city: string;
}

/** A mentor's profile as the professional-profile and skills tabs would have saved it. */
export async function upsertDemoMentorProfile(tx: Tx, p: DemoMentorProfile): Promise<void> {
  const values = {
    mentorAreaIds: p.mentorAreaIds,
    softSkills: p.softSkills,
    hardSkills: p.hardSkills,
    mentoringCapacity: p.capacity,
    mentoringAvailability: p.available ? 'S' : 'N',
    state: p.state,
    city: p.city,
  };
  await tx
    .insert(profiles)
    .values({ tenantId: p.tenantId, userId: p.userId, ...values })
    .onConflictDoUpdate({ target: [profiles.tenantId, profiles.userId], set: { ...values, updatedAt: sql`now()` } });
}

/** Talents of the generated crowd to play the demo mentees, the same ones at every fresh start. */
export async function pickDemoMentees(
  tx: Tx,
  count: number,
  except: number[],
): Promise<{ id: number; firstName: string; lastName: string }[]> {
  return tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(eq(users.role, 'Talento'), eq(users.status, 'active'), notInArray(users.id, except.length ? except : [-1])),
    )
    .orderBy(asc(users.id))
    .limit(count);
}
