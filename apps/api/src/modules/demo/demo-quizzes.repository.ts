import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The course the demo quizzes are about: one the demo talent is taking now (status A), and the
 * other people enrolled in it (A, I or C), oldest first for a seeded generator.
 */
export async function demoQuizAudience(
  tx: Tx,
  talentId: number,
): Promise<{ courseId: number; people: number[] } | null> {
  // The busiest of them, so that its quizzes have many takers.
  const [course] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select e.course_id as id from enrolments e where e.user_id = ${talentId} and e.status = 'A'
      order by (select count(*) from enrolments o where o.course_id = e.course_id and o.status in ('A','I','C')) desc,
        e.course_id
      limit 1`),
  );
  if (!course) return null;
  const people = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select user_id as id from enrolments
      where course_id = ${course.id} and status in ('A','I','C') and user_id <> ${talentId} order by user_id`),
  ).map((r) => r.id);
  return { courseId: course.id, people };
}
