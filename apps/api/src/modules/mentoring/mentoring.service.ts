import {
  ASKABLE_PEOPLE_MAX,
  type AskablePerson,
  canTransition,
  type InProgressFilters,
  MENTORSHIP_TRANSITIONS,
  type MentorCard,
  type MentorSearchFilters,
  type MentorSuggestion,
  type MentorshipActions,
  type MentorshipAsk,
  type MentorshipEnd,
  type MentorshipEvent,
  type MentorshipListFilters,
  type MentorshipRequest,
  type MentorshipRequestList,
  type MentorshipTransition,
  type MyMentorships,
  type PersonCard,
  SUGGESTIONS_COUNT,
  type SuggestionReason,
} from '@ponte/shared/mentoring.schema';
import type { NotificationKind, NotificationParams } from '@ponte/shared/notifications.schema';
import type { Action } from '@ponte/shared/policy';
import { type Role, STAFF_ROLES } from '@ponte/shared/roles';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { Errors } from '../../http/errors.ts';
import { decodeCursor, keysetPage } from '../../http/keyset-cursor.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import { collaboratorCard } from '../collaborators/collaborators.service.ts';
import type { Notice, NotificationsService } from '../notifications/notifications.service.ts';
import { listOptions } from '../options/options.repository.ts';
import { decide, decideKnown } from '../policy/policy.service.ts';
import { findProfileOwner } from '../profile/profile-access.repository.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import {
  activeUsersWithRoles,
  findRequest,
  insertEvent,
  insertRequest,
  listEnded,
  listEvents,
  listInProgress,
  listRequestsOf,
  listWaiting,
  lockRequest,
  type PersonRow,
  type RequestRow,
  readSettings,
  searchAskablePeople,
  stalledLongerThan,
  updateRequest,
  waitingLongerThan,
} from './mentoring.repository.ts';
import { findMentor, type MentorRow, searchMentors, suggestMentors } from './mentors.repository.ts';

/** The mentor search answers at most this many cards; the total says how many matched. */
export const MENTOR_SEARCH_LIMIT = 100;

const PATHS = {
  mine: '/plataforma/mentorias',
  waiting: '/plataforma/solicitacao-de-mentorias',
  inProgress: '/plataforma/mentoria-de-talentos',
} as const;

function personCard(row: PersonRow): PersonCard {
  const { photoUrl, ...card } = collaboratorCard(row);
  return { ...card, userId: row.id, photo: photoUrl };
}

function mentorCard(row: MentorRow): MentorCard {
  return {
    ...personCard(row),
    mentorAreas: row.mentorAreaIds,
    skills: row.skills,
    load: row.load,
    capacity: row.capacity,
    available: row.available,
  };
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * The mentoring lifecycle (issue 11, ADR 0025): asking, the waiting list, linking a mentor,
 * declining, concluding and cancelling, each change an event and each event the notifications it
 * owes. Who may do what comes from the policy table ('mentorship.*') through the one resolver.
 */
export class MentoringService {
  constructor(
    private readonly db: ScopedDatabase,
    private readonly notifications: NotificationsService,
  ) {}

  // --- presenting ---------------------------------------------------------------------------------

  private actionsFor(tenant: Tenant, caller: AuthenticatedUser, row: RequestRow, linking: boolean): MentorshipActions {
    // The row already says how the caller stands to it: no query per item.
    const relations = new Set<'self' | 'activeMentor' | 'formerMentor'>();
    if (caller.id === row.userId) relations.add('self');
    else if (row.mentorId === caller.id && row.status === 'EM_ANDAMENTO') relations.add('activeMentor');
    const { allowed } = decideKnown(tenant.slug, caller, relations, {}, [
      'mentorship.manage',
      'mentorship.cancel',
      'mentorship.decline',
      'mentorship.conclude',
    ]);
    return {
      link: linking && allowed['mentorship.manage'] && canTransition(row.status, 'link'),
      cancel: allowed['mentorship.cancel'] && canTransition(row.status, 'cancel'),
      decline: allowed['mentorship.decline'] && canTransition(row.status, 'decline'),
      conclude: allowed['mentorship.conclude'] && canTransition(row.status, 'conclude'),
    };
  }

  private present(tenant: Tenant, caller: AuthenticatedUser, row: RequestRow, linking: boolean): MentorshipRequest {
    return {
      id: row.id,
      mentorId: row.mentorId,
      mentor: row.mentor ? personCard(row.mentor) : null,
      creationDate: row.createdAt.toISOString(),
      user: {
        publicId: row.user.publicId,
        firstName: row.user.firstName,
        lastName: row.user.lastName,
        photo: row.user.photoKey,
      },
      areaOptions: row.areaOptionId ?? 0,
      objective: row.objective ?? '',
      period: row.period,
      status: row.status,
      linkedAt: iso(row.linkedAt),
      endedAt: iso(row.endedAt),
      endReason: row.endReason,
      closingNote: row.closingNote,
      lastFollowUpAt: iso(row.lastFollowUpAt),
      actions: this.actionsFor(tenant, caller, row, linking),
    };
  }

  /** Writes the notices in this transaction; the emails go once it has committed. */
  private async inTenantNotifying<T>(tenant: Tenant, work: (tx: Tx, notices: Notice[]) => Promise<T>): Promise<T> {
    const { result, ids } = await this.db.inTenant(tenant.id, async (tx) => {
      const notices: Notice[] = [];
      const result = await work(tx, notices);
      return { result, ids: await this.notifications.notify(tx, tenant, notices) };
    });
    await this.notifications.sendEmails(tenant, ids);
    return result;
  }

  // --- asking -------------------------------------------------------------------------------------

  /** The people a request may be opened for, by name or email (Admin, Rh: 'mentorship.askFor'). */
  async askablePeople(tenant: Tenant, search: string): Promise<AskablePerson[]> {
    return this.db.inTenant(tenant.id, (tx) => searchAskablePeople(tx, search, ASKABLE_PEOPLE_MAX));
  }

  async ask(tenant: Tenant, caller: AuthenticatedUser, body: MentorshipAsk): Promise<MentorshipRequest> {
    const askPeriod = tenant.definition.features.mentoringPeriod;
    if (askPeriod && !body.period) throw Errors.invalidFields({ period: 'validation.required' });
    if (!askPeriod && body.period) throw Errors.invalidFields({ period: 'validation.invalid' });
    return this.inTenantNotifying(tenant, async (tx, notices) => {
      const areas = await listOptions(tx, 'MENTOR_AREA');
      if (!areas.some((a) => a.id === body.areaOptions))
        throw Errors.invalidFields({ areaOptions: 'validation.invalid' });
      const forSelf = body.userId === undefined || body.userId === caller.publicId;
      const person = forSelf ? { ...caller, status: 'active' } : await findProfileOwner(tx, body.userId!);
      if (!person) throw Errors.notFound();
      const action: Action = forSelf ? 'mentorship.ask' : 'mentorship.askFor';
      const { allowed } = await decide(tx, tenant.slug, caller, { person }, [action]);
      if (!allowed[action]) throw Errors.forbidden();
      if (person.status !== 'active') throw Errors.invalidFields({ userId: 'validation.invalid' });

      const id = await insertRequest(tx, {
        tenantId: tenant.id,
        userId: person.id,
        createdBy: caller.id,
        areaOptionId: body.areaOptions,
        objective: body.objective.trim(),
        period: askPeriod ? (body.period ?? null) : null,
      });
      if (id === null) throw Errors.conflict('mentoring.errors.openRequest');
      await insertEvent(tx, {
        tenantId: tenant.id,
        requestId: id,
        actorId: caller.id,
        kind: 'CREATED',
        fromStatus: null,
        toStatus: 'AGUARDANDO',
        mentorBefore: null,
        mentorAfter: null,
      });
      const staff = (await activeUsersWithRoles(tx, STAFF_ROLES)).filter((s) => s !== caller.id);
      notices.push({
        userIds: staff,
        kind: 'mentorshipRequested',
        params: { name: fullName(person) },
        link: PATHS.waiting,
      });
      const row = await findRequest(tx, id);
      const settings = await readSettings(tx);
      return this.present(tenant, caller, row!, settings.mentorLinking);
    });
  }

  mine(tenant: Tenant, caller: AuthenticatedUser): Promise<MyMentorships> {
    return this.db.inTenant(tenant.id, async (tx) => {
      const rows = await listRequestsOf(tx, caller.id);
      const settings = await readSettings(tx);
      const { allowed } = decideKnown(tenant.slug, caller, new Set(['self']), {}, ['mentorship.ask']);
      const open = rows.some((r) => r.status === 'AGUARDANDO' || r.status === 'EM_ANDAMENTO');
      return {
        items: rows.map((r) => this.present(tenant, caller, r, settings.mentorLinking)),
        canAsk: allowed['mentorship.ask'] && !open,
      };
    });
  }

  // --- lists --------------------------------------------------------------------------------------

  list(tenant: Tenant, caller: AuthenticatedUser, query: MentorshipListFilters): Promise<MentorshipRequestList> {
    const { limit } = query;
    return this.db.inTenant(tenant.id, async (tx) => {
      const settings = await readSettings(tx);
      if (query.status === 'espera') {
        const after = decodeCursor('mentorships:waiting', query.cursor, ['int', 'instant', 'int']);
        const { rows, total } = await listWaiting(tx, {
          area: query.area,
          search: query.search,
          after: after ? { rank: after[0], createdAt: after[1], id: after[2] } : null,
          limit: limit + 1,
        });
        const page = keysetPage(rows, limit, 'mentorships:waiting', (r) => [
          r.waitingRank,
          r.createdAt.toISOString(),
          r.id,
        ]);
        return {
          items: page.rows.map((r) => this.present(tenant, caller, r, settings.mentorLinking)),
          nextCursor: page.nextCursor,
          total,
        };
      }
      const after = decodeCursor('mentorships:ended', query.cursor, ['instant', 'int']);
      const { rows, total } = await listEnded(tx, {
        area: query.area,
        search: query.search,
        after: after ? { endedAt: after[0], id: after[1] } : null,
        limit: limit + 1,
      });
      // Every ended mentorship has its end date; the cursor's 'instant' refuses a null one.
      const page = keysetPage(rows, limit, 'mentorships:ended', (r) => [r.endedAt?.toISOString() ?? null, r.id]);
      return {
        items: page.rows.map((r) => this.present(tenant, caller, r, settings.mentorLinking)),
        nextCursor: page.nextCursor,
        total,
      };
    });
  }

  /** A mentor's mentorships in progress; Admin sees everyone's, and may pick one mentor's. */
  inProgress(tenant: Tenant, caller: AuthenticatedUser, query: InProgressFilters): Promise<MentorshipRequestList> {
    return this.db.inTenant(tenant.id, async (tx) => {
      const { allowed } = decideKnown(tenant.slug, caller, new Set(), {}, ['mentorship.viewAll']);
      let mentorId: number | undefined = caller.id;
      if (allowed['mentorship.viewAll']) {
        if (query.mentor === undefined) mentorId = undefined;
        else {
          const mentor = await findProfileOwner(tx, query.mentor);
          if (!mentor) throw Errors.notFound();
          mentorId = mentor.id;
        }
      } else if (query.mentor !== undefined && query.mentor !== caller.publicId) {
        throw Errors.forbidden();
      }
      const after = decodeCursor('mentorships:inProgress', query.cursor, ['instant', 'int']);
      const { rows, total } = await listInProgress(tx, {
        mentorId,
        after: after ? { linkedAt: after[0], id: after[1] } : null,
        limit: query.limit + 1,
      });
      const settings = await readSettings(tx);
      const page = keysetPage(rows, query.limit, 'mentorships:inProgress', (r) => [
        r.linkedAt?.toISOString() ?? null,
        r.id,
      ]);
      return {
        items: page.rows.map((r) => this.present(tenant, caller, r, settings.mentorLinking)),
        nextCursor: page.nextCursor,
        total,
      };
    });
  }

  async history(tenant: Tenant, caller: AuthenticatedUser, id: number): Promise<MentorshipEvent[]> {
    return this.db.inTenant(tenant.id, async (tx) => {
      const row = await findRequest(tx, id);
      if (!row) throw Errors.notFound();
      await this.requireOn(tx, tenant, caller, row, 'mentorship.read');
      return (await listEvents(tx, id)).map((e) => ({ ...e, at: e.at.toISOString() }));
    });
  }

  private async requireOn(tx: Tx, tenant: Tenant, caller: AuthenticatedUser, row: RequestRow, action: Action) {
    const { allowed } = await decide(
      tx,
      tenant.slug,
      caller,
      { person: { id: row.userId, role: row.user.role as Role, status: row.user.status } },
      [action],
    );
    if (!allowed[action]) throw Errors.forbidden();
  }

  // --- mentors ------------------------------------------------------------------------------------

  mentors(tenant: Tenant, query: MentorSearchFilters): Promise<{ cards: MentorCard[]; total: number }> {
    return this.db.inTenant(tenant.id, async (tx) => {
      const { rows, total } = await searchMentors(tx, {
        search: query.search,
        area: query.areaMentoring,
        skills: query.skills,
        includeUnavailable: query.includeUnavailable === 'true',
        limit: MENTOR_SEARCH_LIMIT,
      });
      return { cards: rows.map(mentorCard), total };
    });
  }

  suggestions(tenant: Tenant, id: number): Promise<MentorSuggestion[]> {
    return this.db.inTenant(tenant.id, async (tx) => {
      const row = await findRequest(tx, id);
      if (!row) throw Errors.notFound();
      if (!canTransition(row.status, 'link')) throw Errors.conflict('mentoring.errors.transition');
      const rows = await suggestMentors(tx, id, SUGGESTIONS_COUNT + (row.mentorId === null ? 0 : 1));
      return rows
        .filter((r) => r.id !== row.mentorId)
        .slice(0, SUGGESTIONS_COUNT)
        .map((r) => {
          const reasons: { kind: SuggestionReason; detail: string[] }[] = [];
          if (r.areaMatch) reasons.push({ kind: 'area', detail: [] });
          if (r.sharedSkills.length > 0) reasons.push({ kind: 'skills', detail: r.sharedSkills });
          if (r.sharedLanguages.length > 0) reasons.push({ kind: 'languages', detail: r.sharedLanguages });
          if (r.periodMatch) reasons.push({ kind: 'period', detail: [] });
          if (r.sameCity) reasons.push({ kind: 'city', detail: [] });
          else if (r.sameState) reasons.push({ kind: 'state', detail: [] });
          if (r.behaviourComplement) reasons.push({ kind: 'behaviour', detail: [] });
          if (r.freeCapacity > 0) reasons.push({ kind: 'capacity', detail: [String(r.freeCapacity)] });
          return { mentor: mentorCard(r), score: r.score, reasons };
        });
    });
  }

  // --- transitions --------------------------------------------------------------------------------

  /** Spec §7 PUT /api/solicitacoes-mentorias/: links (or relinks) a mentor to a request. */
  link(tenant: Tenant, caller: AuthenticatedUser, mentorId: number, requestId: number): Promise<MentorshipRequest> {
    return this.inTenantNotifying(tenant, async (tx, notices) => {
      const settings = await readSettings(tx);
      if (!settings.mentorLinking) throw Errors.forbidden();
      const locked = await lockRequest(tx, requestId);
      if (!locked) throw Errors.notFound();
      const row = (await findRequest(tx, requestId))!;
      if (!canTransition(row.status, 'link')) throw Errors.conflict('mentoring.errors.transition');
      const mentor = await findMentor(tx, mentorId);
      if (!mentor) throw Errors.invalidFields({ mentorId: 'mentoring.errors.notAMentor' });
      if (mentor.id === row.userId) throw Errors.invalidFields({ mentorId: 'mentoring.errors.selfMentor' });
      if (mentor.id === row.mentorId) throw Errors.conflict('mentoring.errors.sameMentor');

      const relink = row.status === 'EM_ANDAMENTO';
      await updateRequest(tx, requestId, {
        status: 'EM_ANDAMENTO',
        mentorId: mentor.id,
        waitingRank: 1,
        linkedAt: new Date(),
      });
      await insertEvent(tx, {
        tenantId: tenant.id,
        requestId,
        actorId: caller.id,
        kind: relink ? 'RELINKED' : 'LINKED',
        fromStatus: row.status,
        toStatus: 'EM_ANDAMENTO',
        mentorBefore: row.mentorId,
        mentorAfter: mentor.id,
        overCapacity: mentor.load >= mentor.capacity,
      });
      const talentName = fullName(row.user);
      notices.push(
        {
          userIds: [row.userId],
          kind: 'mentorLinkedToTalent',
          params: { mentor: fullName(mentor) },
          link: PATHS.mine,
        },
        { userIds: [mentor.id], kind: 'mentorLinkedToMentor', params: { name: talentName }, link: PATHS.inProgress },
      );
      return this.present(tenant, caller, (await findRequest(tx, requestId))!, settings.mentorLinking);
    });
  }

  /** Cancel (the person or staff), decline (the linked mentor) or conclude (the mentor or staff). */
  end(
    tenant: Tenant,
    caller: AuthenticatedUser,
    requestId: number,
    transition: Exclude<MentorshipTransition, 'link'>,
    body: MentorshipEnd,
  ): Promise<MentorshipRequest> {
    const action: Action = `mentorship.${transition}`;
    if (transition === 'conclude' && !body.note?.trim()) throw Errors.invalidFields({ note: 'validation.required' });
    return this.inTenantNotifying(tenant, async (tx, notices) => {
      const locked = await lockRequest(tx, requestId);
      if (!locked) throw Errors.notFound();
      const row = (await findRequest(tx, requestId))!;
      await this.requireOn(tx, tenant, caller, row, action);
      if (!canTransition(row.status, transition)) throw Errors.conflict('mentoring.errors.transition');
      const to = MENTORSHIP_TRANSITIONS[transition].to;
      const reason = body.reason.trim();
      const now = new Date();
      if (transition === 'decline') {
        // Back to the waiting list, at its top: the person waited already.
        await updateRequest(tx, requestId, { status: to, mentorId: null, waitingRank: 0, linkedAt: null });
      } else {
        await updateRequest(tx, requestId, {
          status: to,
          mentorId: row.mentorId,
          endedAt: now,
          endReason: reason,
          closingNote: transition === 'conclude' ? (body.note?.trim() ?? null) : null,
        });
      }
      await insertEvent(tx, {
        tenantId: tenant.id,
        requestId,
        actorId: caller.id,
        kind: transition === 'decline' ? 'DECLINED' : transition === 'cancel' ? 'CANCELLED' : 'CONCLUDED',
        fromStatus: row.status,
        toStatus: to,
        mentorBefore: row.mentorId,
        mentorAfter: transition === 'decline' ? null : row.mentorId,
        reason,
        note: body.note?.trim() || null,
      });
      const talentName = fullName(row.user);
      const notice = (userIds: number[], kind: NotificationKind, params: NotificationParams, link: string) =>
        notices.push({ userIds: userIds.filter((u) => u !== caller.id), kind, params, link });
      if (transition === 'decline') {
        const staff = await activeUsersWithRoles(tx, STAFF_ROLES);
        notice([row.userId], 'mentorshipDeclined', { name: talentName }, PATHS.mine);
        notice(staff, 'mentorshipDeclined', { name: talentName }, PATHS.waiting);
      } else if (transition === 'cancel') {
        notice(
          row.mentorId === null ? [row.userId] : [row.userId, row.mentorId],
          'mentorshipCancelled',
          { name: talentName },
          PATHS.mine,
        );
      } else {
        notice([row.userId], 'mentorshipConcluded', { name: talentName }, PATHS.mine);
      }
      return this.present(tenant, caller, (await findRequest(tx, requestId))!, (await readSettings(tx)).mentorLinking);
    });
  }

  // --- reminders ----------------------------------------------------------------------------------

  /**
   * The reminder job's work for one tenant: requests waiting longer than the tenant's threshold (to
   * Admin and Rh, once per request) and mentorships with no follow-up entry for longer than the
   * other (to the mentor and Admin, once per stall: the key carries the date the stall began).
   * Running it twice sends each reminder once.
   */
  remind(tenant: Tenant): Promise<number> {
    return this.inTenantNotifying(tenant, async (tx, notices) => {
      const settings = await readSettings(tx);
      const staff = await activeUsersWithRoles(tx, STAFF_ROLES);
      const admins = await activeUsersWithRoles(tx, ['Admin']);
      const now = Date.now();
      const days = (since: Date) => Math.floor((now - new Date(since).getTime()) / 86_400_000);
      for (const r of await waitingLongerThan(tx, settings.waitingAlertDays)) {
        notices.push({
          userIds: staff,
          kind: 'requestWaiting',
          params: { name: r.talentName, days: days(r.createdAt) },
          link: PATHS.waiting,
          dedupeKey: `requestWaiting:${r.id}`,
        });
      }
      for (const r of await stalledLongerThan(tx, settings.stallAlertDays)) {
        notices.push({
          userIds: r.mentorId === null ? admins : [r.mentorId, ...admins],
          kind: 'mentorshipStalled',
          params: { name: r.talentName, days: days(r.since) },
          link: PATHS.inProgress,
          dedupeKey: `mentorshipStalled:${r.id}:${new Date(r.since).toISOString()}`,
        });
      }
      return notices.length;
    });
  }
}
