/**
 * The home's cards, in one place (issue 10 §3; ADR 0034). The home shows, in `order`, every card whose
 * gate the person's session or the server's summary opens; nothing here names a role or a tenant.
 *
 * A later feature (courses, quizzes, follow-up…) adds its card with one entry:
 *   1. write the card as a component in this folder (it reads its own data, shows a <HomeCardSkeleton />
 *      while that loads, and renders its frame with <HomeCard>/<HomeLinkCard>);
 *   2. add a descriptor below: an `id`, an `order` (gaps of 10 leave room), the gate, and the lazy import;
 *      - `{ capability }` when the card goes with a screen of the session's permissions
 *        (`permissions.capabilities`, from the §6 matrix on the server);
 *      - `{ section }` when the server decides per caller: add the section to `homeSummarySchema`
 *        (packages/shared/src/home.schema.ts) and compute it in `HomeService` behind a policy action;
 *   3. put its texts in i18n/ns-home.ts (or its own namespace) in all three languages.
 * The card loads as a chunk of its own the first time someone who sees it opens the home.
 */
import type { HomeSection } from '@ponte/shared/home.schema';
import type { Capability } from '@ponte/shared/permissions';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { DeferredNamespace } from '@/lib/catalogue-parts';

/** What opens a card: a capability of the session, or a section of the server's home summary. */
export type HomeCardGate = { readonly capability: Capability } | { readonly section: HomeSection };

export interface HomeCardDescriptor {
  readonly id: string;
  readonly order: number;
  readonly shownWhen: HomeCardGate;
  readonly component: LazyExoticComponent<ComponentType>;
}

/** A card whose texts are a deferred part of the catalogue (lib/catalogue-parts.ts): fetched with its code. */
const withTexts =
  <M>(load: () => Promise<M>, namespaces: readonly DeferredNamespace[]) =>
  async (): Promise<M> => {
    const [module] = await Promise.all([
      load(),
      import('@/lib/i18n').then(({ loadNamespaces }) => loadNamespaces(namespaces)),
    ]);
    return module;
  };

const card = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

export const HOME_CARDS: readonly HomeCardDescriptor[] = [
  {
    id: 'profile-completeness',
    order: 10,
    shownWhen: { section: 'profileCompleteness' },
    component: card(
      () => import('./profile-completeness-card.tsx'),
      (m) => m.ProfileCompletenessCard,
    ),
  },
  {
    id: 'talent-counts',
    order: 20,
    shownWhen: { section: 'talentCounts' },
    component: card(
      () => import('./talent-counts-card.tsx'),
      (m) => m.TalentCountsCard,
    ),
  },
  {
    id: 'my-courses',
    order: 25,
    shownWhen: { section: 'myCourses' },
    component: card(
      () => import('./course-cards.tsx'),
      (m) => m.MyCoursesCard,
    ),
  },
  {
    id: 'course-overview',
    order: 27,
    shownWhen: { section: 'courseOverview' },
    component: card(
      () => import('./course-cards.tsx'),
      (m) => m.CourseOverviewCard,
    ),
  },
  {
    id: 'my-quizzes',
    order: 28,
    shownWhen: { capability: 'quizTaking' },
    component: card(
      withTexts(() => import('./quiz-cards.tsx'), ['quizzes']),
      (m) => m.MyQuizzesCard,
    ),
  },
  {
    id: 'quiz-grading',
    order: 29,
    shownWhen: { capability: 'quizGrading' },
    component: card(
      withTexts(() => import('./quiz-cards.tsx'), ['quizzes']),
      (m) => m.GradingCard,
    ),
  },
  {
    id: 'mentoring-waiting',
    order: 30,
    shownWhen: { capability: 'mentoringRequests' },
    component: card(
      () => import('./mentoring-cards.tsx'),
      (m) => m.WaitingCard,
    ),
  },
  {
    id: 'mentees',
    order: 40,
    shownWhen: { capability: 'talentMentoring' },
    component: card(
      () => import('./mentoring-cards.tsx'),
      (m) => m.MenteesCard,
    ),
  },
  {
    id: 'my-mentoring',
    order: 50,
    shownWhen: { capability: 'mentoring' },
    component: card(
      () => import('./mentoring-cards.tsx'),
      (m) => m.MyRequestCard,
    ),
  },
];

export interface HomeCardContext {
  /** The session's capabilities (`permissions.capabilities`). */
  capabilities: readonly Capability[];
  /** The sections of the server's summary; null while it loads or when it failed. */
  sections: readonly HomeSection[] | null;
}

export function gateOpen(gate: HomeCardGate, ctx: HomeCardContext): boolean {
  if ('capability' in gate) return ctx.capabilities.includes(gate.capability);
  return ctx.sections?.includes(gate.section) ?? false;
}

/** The cards this person sees now, in order. */
export function shownCards(
  ctx: HomeCardContext,
  cards: readonly HomeCardDescriptor[] = HOME_CARDS,
): HomeCardDescriptor[] {
  return cards.filter((c) => gateOpen(c.shownWhen, ctx)).sort((a, b) => a.order - b.order);
}
