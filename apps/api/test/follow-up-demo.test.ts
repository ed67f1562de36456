import { addDays, type TimelineItem, todayIn } from '@ponte/shared/follow-up.schema';
import type { TenantSlug } from '@ponte/shared/tenants';
import { describe, expect, it } from 'vitest';
import { executableVectors } from './rich-text-check.ts';
import { call, demoUser, login } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp({ demoTalents: 3 });

async function get(tenant: TenantSlug, role: 'Mentor' | 'Talento' | 'Admin', path: string) {
  const { cookie } = await login(ctx.app, tenant, role);
  const talent = await demoUser(ctx, tenant, 'Talento');
  const response = await call(ctx.app, { url: `/api/perfil/${talent.publicId}/${path}`, tenant, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the demo follow-up (issue 12)', () => {
  for (const tenant of ['trindtech', 'mais-pra-ti'] as const) {
    it(`${tenant}: the demo Mentor sees their notes and feedback about the demo talent`, async () => {
      const timeline = await get(tenant, 'Mentor', 'acompanhamento');
      const entries = (timeline.items as TimelineItem[]).filter(
        (i: TimelineItem): i is Extract<TimelineItem, { kind: 'annotation' | 'feedback' }> =>
          i.kind === 'annotation' || i.kind === 'feedback',
      );
      expect(entries.map((i) => i.title)).toEqual([
        'Check-in de bem-estar',
        'Feedback do primeiro mês',
        'Plano de estudos',
        'Primeira conversa',
      ]);
      for (const entry of entries) expect(executableVectors(entry.annotation)).toEqual([]);
      expect(timeline.canWriteFeedback).toBe(true);
    });

    it(`${tenant}: the mentorship was asked for and linked before the mentor's first note`, async () => {
      const timeline = await get(tenant, 'Mentor', 'acompanhamento');
      const items = timeline.items as TimelineItem[];
      const event = (kind: string) =>
        items.find(
          (i): i is Extract<TimelineItem, { kind: 'mentorship' }> => i.kind === 'mentorship' && i.event === kind,
        );
      const asked = event('CREATED')!.at;
      const linked = event('LINKED')!.at;
      const notes = items
        .filter(
          (i): i is Extract<TimelineItem, { kind: 'annotation' | 'feedback' }> =>
            i.kind !== 'mentorship' && i.kind !== 'enrolment',
        )
        .map((i) => i.annotationDate)
        .sort();
      // Today's São Paulo date minus the demo's 45 and 40 days: before the first note, 30 days ago.
      expect(todayIn(undefined, new Date(asked))).toBe(addDays(todayIn(), -45));
      expect(todayIn(undefined, new Date(linked))).toBe(addDays(todayIn(), -40));
      expect(todayIn(undefined, new Date(linked)) < notes[0]!).toBe(true);
      expect(notes[0]).toBe(addDays(todayIn(), -30));
    });

    it(`${tenant}: the talent reads the feedback and its plan in every state`, async () => {
      const feedbacks = await get(tenant, 'Talento', 'feedbacks');
      expect(feedbacks.items).toHaveLength(1);
      expect(feedbacks.items[0].actions.map((a: { status: string }) => a.status)).toEqual([
        'done',
        'inProgress',
        'notStarted',
        'overdue',
      ]);
    });

    it(`${tenant}: Admin sees the shared note and the feedback, not the private notes`, async () => {
      const timeline = await get(tenant, 'Admin', 'acompanhamento?kind=annotation');
      expect(timeline.items.map((i: { title: string }) => i.title)).toEqual(['Primeira conversa']);
    });
  }

  it('leaves the other tenants’ demo talents without a follow-up', async () => {
    const timeline = await get('sandbox', 'Admin', 'acompanhamento?kind=annotation');
    expect(timeline.total).toBe(0);
  });
});
