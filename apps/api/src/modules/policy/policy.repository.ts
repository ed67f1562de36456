import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mentorshipRequests } from '../../db/schema.ts';

export interface MentorshipStanding {
  /** A mentorship in progress links this mentor to this person. */
  active: boolean;
  /** A mentorship that has ended linked them. */
  former: boolean;
}

/** How a mentor stands to a person through their mentorships, in one round trip. */
export async function mentorshipStanding(tx: Tx, mentorId: number, personId: number): Promise<MentorshipStanding> {
  const [row] = await tx
    .select({
      active: sql<boolean>`coalesce(bool_or(${mentorshipRequests.status} = 'EM_ANDAMENTO'), false)`,
      former: sql<boolean>`coalesce(bool_or(${mentorshipRequests.status} in ('CONCLUIDA','CANCELADA')), false)`,
    })
    .from(mentorshipRequests)
    .where(and(eq(mentorshipRequests.mentorId, mentorId), eq(mentorshipRequests.userId, personId)));
  return { active: row?.active === true, former: row?.former === true };
}
