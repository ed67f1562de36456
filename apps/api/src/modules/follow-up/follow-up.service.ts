import {
  type ActionProgressInput,
  type Annotation,
  type AnnotationInput,
  type AnnotationList,
  addDays,
  deriveActionStatus,
  type EnrolmentTimelineItem,
  type Feedback,
  type FeedbackInput,
  type FeedbackList,
  FOLLOW_UP_MESSAGES,
  type FollowUpListFilters,
  type MentorshipTimelineItem,
  PRODUCT_TIME_ZONE,
  type Timeline,
  type TimelineFilters,
  type TimelineItem,
  todayIn,
} from '@ponte/shared/follow-up.schema';
import type { Action, Relation, SubjectFacts } from '@ponte/shared/policy';
import { htmlIsEmpty } from '@ponte/shared/rich-text';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { Errors } from '../../http/errors.ts';
import { decodeCursor, keysetPage } from '../../http/keyset-cursor.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import { attachAnnotationImages, deleteAnnotationImagesExcept } from '../files/files.repository.ts';
import type { AnnotationReaders } from '../files/files.service.ts';
import type { FileStorage } from '../files/storage.ts';
import { recordFollowUp } from '../mentoring/mentoring.repository.ts';
import type { Notice, NotificationsService } from '../notifications/notifications.service.ts';
import { optionExists } from '../options/options.repository.ts';
import { decide, decideKnown } from '../policy/policy.service.ts';
import { findProfileOwner, type ProfileOwner } from '../profile/profile-access.repository.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import {
  type ActionRow,
  type AnnotationRow,
  acknowledgeFeedback,
  deleteActionsExcept,
  deleteAnnotation,
  type EnrolmentEventRow,
  findAnnotation,
  findAnnotationAnywhere,
  findAnnotations,
  findEnrolmentEvents,
  findEvents,
  findUserId,
  insertActions,
  insertAnnotation,
  insertFeedback,
  listActions,
  listTimeline,
  lockAnnotation,
  openActionsEndingBetween,
  type TimelineFilter,
  type TimelineKey,
  type TimelineSource,
  type TimelineVisibility,
  updateActionPlan,
  updateActionProgress,
  updateAnnotation,
  updateAnnotationHtml,
  updateFeedback,
} from './follow-up.repository.ts';
import { imageKeysOf, sanitiseRichText } from './rich-text.ts';

const FOLLOW_UP_ACTIONS = [
  'followUp.read',
  'followUp.readMentorships',
  'annotation.read',
  'annotation.write',
  'annotation.edit',
  'feedback.read',
  'feedback.write',
  'feedback.edit',
  'feedback.progress',
  'enrolment.read',
] as const satisfies readonly Action[];
type FollowUpAction = (typeof FOLLOW_UP_ACTIONS)[number];

/** The talent's own view of their feedbacks (spec §2), and a person's follow-up tab. */
const TALENT_FOLLOW_UP_PATH = '/plataforma/mentorias/acompanhamento-talento';
const followUpPath = (publicId: string) => `/plataforma/perfil/${publicId}/acompanhamento`;

/** Reminders: an open action due within this many days, once; then once when it is overdue. */
export const ACTION_DUE_SOON_DAYS = 3;
/** How far back the reminder job looks for overdue actions it has not told about yet. */
const OVERDUE_LOOKBACK_DAYS = 30;

const CURSOR_SHAPE = ['isoDate', 'instant', 'int', 'int'] as const;
const LISTS = {
  annotations: 'followUp:annotations',
  feedbacks: 'followUp:feedbacks',
  timeline: 'followUp:timeline',
} as const;

/** How the caller stands to the person followed up, and what the rules let them do. */
interface Standing {
  viewer: AuthenticatedUser;
  person: ProfileOwner;
  /** A rule evaluated for a record of this person: written by the caller or not, shared or not. */
  allows(action: FollowUpAction, record?: { author?: boolean; shared?: boolean }): boolean;
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** What a write owes once it has committed: notices to send, image bytes to remove. */
interface AfterCommit {
  notices: Notice[];
  orphanFiles: string[];
}

export interface FollowUpOptions {
  now?: () => Date;
  /** Where annotation images' bytes live, to remove those an edit or a delete leaves behind. */
  storage?: Pick<FileStorage, 'delete'>;
  /** Told when removing bytes fails (the file is then unreachable, never half-served). */
  onDiscardError?: (error: unknown, key: string) => void;
}

/**
 * Annotations, feedbacks with action plans and the timeline of a person (issue 12; ADR 0037). Who
 * may see or do what is the policy table's ('followUp.*', 'annotation.*', 'feedback.*'), evaluated
 * once per call by the resolver and then per record from the row at hand, with no query per item.
 * A record the caller may not read is absent: not listed, and 404 by its address.
 */
export class FollowUpService implements AnnotationReaders {
  private readonly now: () => Date;

  constructor(
    private readonly db: ScopedDatabase,
    private readonly notifications: NotificationsService,
    private readonly options: FollowUpOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  private today(): string {
    return todayIn(PRODUCT_TIME_ZONE, this.now());
  }

  // --- who --------------------------------------------------------------------------------------

  /** The person by publicId (another tenant's is 404) and the caller's standing to them. */
  private async standing(tx: Tx, tenant: Tenant, viewer: AuthenticatedUser, publicId: string): Promise<Standing> {
    const person = await findProfileOwner(tx, publicId);
    if (!person) throw Errors.notFound();
    const { relations } = await decide(tx, tenant.slug, viewer, { person }, FOLLOW_UP_ACTIONS);
    const facts: SubjectFacts = { activeTalent: person.role === 'Talento' && person.status === 'active' };
    const withAuthor = new Set<Relation>([...relations, 'author']);
    return {
      viewer,
      person,
      allows: (action, record = {}) =>
        decideKnown(
          tenant.slug,
          viewer,
          record.author ? withAuthor : relations,
          {
            ...facts,
            sharedWithTeam: record.shared === true,
          },
          [action],
        ).allowed[action],
    };
  }

  private require(s: Standing, action: FollowUpAction): void {
    if (!s.allows(action)) throw Errors.forbidden();
  }

  /** sabimais has only annotations (spec §6): its feedback calls do not exist. */
  private requireFeedbacks(tenant: Tenant): void {
    if (!tenant.definition.features.feedbackTab) throw Errors.notFound();
  }

  private readable(s: Standing, row: AnnotationRow): boolean {
    const record = { author: row.authorId === s.viewer.id, shared: row.shared };
    return row.feedback === null ? s.allows('annotation.read', record) : s.allows('feedback.read', record);
  }

  private visibility(tenant: Tenant, s: Standing): TimelineVisibility {
    const read = (author: boolean, shared: boolean) => s.allows('annotation.read', { author, shared });
    const feedbacksOn = tenant.definition.features.feedbackTab;
    return {
      viewerId: s.viewer.id,
      annotations: {
        ownPrivate: read(true, false),
        ownShared: read(true, true),
        othersPrivate: read(false, false),
        othersShared: read(false, true),
      },
      feedbacks: {
        own: feedbacksOn && s.allows('feedback.read', { author: true }),
        others: feedbacksOn && s.allows('feedback.read'),
      },
      mentorshipEvents: s.allows('followUp.readMentorships'),
      // The person's course enrolments, for whoever may read them (the course rules, ADR 0038).
      enrolmentEvents: s.allows('enrolment.read'),
    };
  }

  // --- presenting -------------------------------------------------------------------------------

  private presentEnrolmentEvent(s: Standing, e: EnrolmentEventRow): EnrolmentTimelineItem {
    const language = s.viewer.language;
    return {
      kind: 'enrolment',
      id: e.id,
      event: e.kind,
      at: e.at.toISOString(),
      actor: e.actor,
      course: e.course,
      classeBefore: e.classeBefore,
      classeAfter: e.classeAfter,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      reason: e.reason && (language === 'en-US' ? e.reason.enUS : language === 'es-MX' ? e.reason.esMX : e.reason.ptBR),
    };
  }

  private presentAnnotation(s: Standing, row: AnnotationRow): Annotation {
    return {
      id: row.id,
      title: row.title,
      annotation: row.html,
      annotationDate: row.annotationDate,
      category: row.categoryId,
      shared: row.shared,
      author: { publicId: row.authorPublicId, name: row.authorName },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      canEdit: s.allows('annotation.edit', { author: row.authorId === s.viewer.id, shared: row.shared }),
    };
  }

  private presentFeedback(s: Standing, row: AnnotationRow, actions: readonly ActionRow[], today: string): Feedback {
    const feedback = row.feedback!;
    const { shared: _shared, ...annotation } = this.presentAnnotation(s, row);
    return {
      ...annotation,
      canEdit: s.allows('feedback.edit', { author: row.authorId === s.viewer.id }),
      type: feedback.type,
      actionInitialDate: feedback.actionInitialDate,
      actionEndDate: feedback.actionEndDate,
      actionDescription: feedback.actionDescription,
      actions: actions
        .filter((a) => a.feedbackId === row.id)
        .map((a) => ({
          id: a.id,
          name: a.name,
          initialDate: a.initialDate,
          endDate: a.endDate,
          isDone: a.isDone,
          conclusionDate: a.conclusionDate,
          comment: a.comment,
          status: deriveActionStatus(a, today),
        })),
      acknowledgedAt: feedback.acknowledgedAt?.toISOString() ?? null,
      canProgress: s.allows('feedback.progress'),
    };
  }

  private async loadFeedback(tx: Tx, s: Standing, feedbackId: number): Promise<Feedback> {
    const row = await findAnnotation(tx, s.person.id, feedbackId);
    if (!row || row.feedback === null || !this.readable(s, row)) throw Errors.notFound();
    return this.presentFeedback(s, row, await listActions(tx, [row.id]), this.today());
  }

  /**
   * A write: notices are written in its transaction and their emails go once it has committed, as do
   * the bytes of images it left without an annotation.
   */
  private async write<T>(tenant: Tenant, work: (tx: Tx, after: AfterCommit) => Promise<T>): Promise<T> {
    const { result, ids, orphanFiles } = await this.db.inTenant(tenant.id, async (tx) => {
      const after: AfterCommit = { notices: [], orphanFiles: [] };
      const result = await work(tx, after);
      return {
        result,
        ids: await this.notifications.notify(tx, tenant, after.notices),
        orphanFiles: after.orphanFiles,
      };
    });
    await this.notifications.sendEmails(tenant, ids);
    for (const key of orphanFiles) {
      await this.options.storage?.delete(tenant.id, key).catch((error) => this.options.onDiscardError?.(error, key));
    }
    return result;
  }

  /**
   * Attaches the images the stored HTML shows (the author's own uploads) to the annotation and drops
   * those it no longer shows; an image that cannot be attached (someone else's upload, another
   * annotation's) is taken out of the HTML.
   */
  private async placeImages(
    tx: Tx,
    after: AfterCommit,
    annotation: { id: number; authorId: number; talentId: number; html: string },
  ): Promise<void> {
    const keys = imageKeysOf(annotation.html);
    const attached = await attachAnnotationImages(tx, keys, {
      annotationId: annotation.id,
      uploaderId: annotation.authorId,
      ownerUserId: annotation.talentId,
      at: this.now(),
    });
    after.orphanFiles.push(...(await deleteAnnotationImagesExcept(tx, annotation.id, attached)));
    if (attached.length === keys.length) return;
    const html = sanitiseRichText(annotation.html, { images: new Set(attached) });
    if (htmlIsEmpty(html)) throw Errors.invalidFields({ annotation: FOLLOW_UP_MESSAGES.annotationRequired });
    await updateAnnotationHtml(tx, annotation.id, html);
  }

  /** Whether the caller may read an annotation (its images follow it; the files module asks). */
  async canRead(tx: Tx, tenant: Tenant, viewer: AuthenticatedUser, annotationId: number): Promise<boolean> {
    const found = await findAnnotationAnywhere(tx, annotationId);
    if (!found) return false;
    if (found.row.feedback !== null && !tenant.definition.features.feedbackTab) return false;
    const s = await this.standing(tx, tenant, viewer, found.talentPublicId);
    return this.readable(s, found.row);
  }

  // --- lists and the timeline -------------------------------------------------------------------

  private async page(
    tx: Tx,
    s: Standing,
    visibility: TimelineVisibility,
    list: string,
    filters: TimelineFilters,
  ): Promise<{ items: TimelineItem[]; nextCursor: string | null; total: number }> {
    const after = decodeCursor(list, filters.cursor, CURSOR_SHAPE);
    if (after && ![0, 1, 2].includes(after[2])) throw Errors.invalidFields({ cursor: 'validation.invalid' });
    const filter: TimelineFilter = {
      kind: filters.kind,
      categoryId: filters.category,
      authorId: filters.author === undefined ? undefined : await findUserId(tx, filters.author),
      from: filters.from,
      to: filters.to,
    };
    const { keys, total } = await listTimeline(tx, {
      talentId: s.person.id,
      visibility,
      filter,
      after: after ? { day: after[0], at: after[1], source: after[2] as TimelineSource, id: after[3] } : null,
      limit: filters.limit + 1,
    });
    const page = keysetPage(keys, filters.limit, list, (k: TimelineKey) => [k.day, k.at, k.source, k.id]);
    const rows = await findAnnotations(
      tx,
      page.rows.filter((k) => k.source === 2).map((k) => k.id),
    );
    const events = await findEvents(
      tx,
      page.rows.filter((k) => k.source === 1).map((k) => k.id),
    );
    const enrolmentEvents = await findEnrolmentEvents(
      tx,
      page.rows.filter((k) => k.source === 0).map((k) => k.id),
    );
    const actions = await listActions(
      tx,
      rows.filter((r) => r.feedback !== null).map((r) => r.id),
    );
    const today = this.today();
    const annotationsById = new Map(rows.map((r) => [r.id, r]));
    const eventsById = new Map(events.map((e) => [e.id, e]));
    const enrolmentEventsById = new Map(enrolmentEvents.map((e) => [e.id, e]));
    const items = page.rows.flatMap((k): TimelineItem[] => {
      if (k.source === 0) {
        const e = enrolmentEventsById.get(k.id);
        return e ? [this.presentEnrolmentEvent(s, e)] : [];
      }
      if (k.source === 1) {
        const e = eventsById.get(k.id);
        if (!e) return [];
        const item: MentorshipTimelineItem = {
          kind: 'mentorship',
          id: e.id,
          requestId: e.requestId,
          event: e.kind,
          at: e.at.toISOString(),
          actor: e.actor,
          mentorBefore: e.mentorBefore,
          mentorAfter: e.mentorAfter,
          reason: e.reason,
        };
        return [item];
      }
      const row = annotationsById.get(k.id);
      if (!row) return [];
      return row.feedback === null
        ? [{ kind: 'annotation', ...this.presentAnnotation(s, row) }]
        : [{ kind: 'feedback', ...this.presentFeedback(s, row, actions, today) }];
    });
    return { items, nextCursor: page.nextCursor, total };
  }

  /** GET /api/perfil/{id}/acompanhamento: everything the caller may see about the person, newest first. */
  timeline(tenant: Tenant, viewer: AuthenticatedUser, publicId: string, filters: TimelineFilters): Promise<Timeline> {
    return this.db.inTenant(tenant.id, async (tx) => {
      const s = await this.standing(tx, tenant, viewer, publicId);
      this.require(s, 'followUp.read');
      const page = await this.page(tx, s, this.visibility(tenant, s), LISTS.timeline, filters);
      return {
        ...page,
        canWriteAnnotation: s.allows('annotation.write'),
        canWriteFeedback: tenant.definition.features.feedbackTab && s.allows('feedback.write'),
      };
    });
  }

  annotations(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    publicId: string,
    filters: FollowUpListFilters,
  ): Promise<AnnotationList> {
    return this.db.inTenant(tenant.id, async (tx) => {
      const s = await this.standing(tx, tenant, viewer, publicId);
      this.require(s, 'followUp.read');
      const visibility = this.visibility(tenant, s);
      // The person never reads annotations about themself: no record of theirs could be shown.
      if (!Object.values(visibility.annotations).some(Boolean)) throw Errors.forbidden();
      const page = await this.page(tx, s, visibility, LISTS.annotations, { ...filters, kind: 'annotation' });
      return {
        items: page.items.flatMap((i) => (i.kind === 'annotation' ? [stripKind(i)] : [])),
        nextCursor: page.nextCursor,
        total: page.total,
        canWrite: s.allows('annotation.write'),
      };
    });
  }

  feedbacks(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    publicId: string,
    filters: FollowUpListFilters,
  ): Promise<FeedbackList> {
    this.requireFeedbacks(tenant);
    return this.db.inTenant(tenant.id, async (tx) => {
      const s = await this.standing(tx, tenant, viewer, publicId);
      this.require(s, 'followUp.read');
      const visibility = this.visibility(tenant, s);
      if (!visibility.feedbacks.own && !visibility.feedbacks.others) throw Errors.forbidden();
      const page = await this.page(tx, s, visibility, LISTS.feedbacks, { ...filters, kind: 'feedback' });
      return {
        items: page.items.flatMap((i) => (i.kind === 'feedback' ? [stripKind(i)] : [])),
        nextCursor: page.nextCursor,
        total: page.total,
        canWrite: s.allows('feedback.write'),
      };
    });
  }

  // --- annotations ------------------------------------------------------------------------------

  /** The stored form of the editor's HTML; what sanitising leaves empty is an empty annotation. */
  private sanitised(html: string): string {
    const clean = sanitiseRichText(html);
    if (htmlIsEmpty(clean)) throw Errors.invalidFields({ annotation: FOLLOW_UP_MESSAGES.annotationRequired });
    return clean;
  }

  private async checkCategory(tx: Tx, category: number): Promise<void> {
    if (!(await optionExists(tx, 'ANNOTATION_CATEGORY', category))) {
      throw Errors.invalidFields({ category: 'profileApi.unknownOption' });
    }
  }

  /**
   * What an annotation and a feedback share, written: the category checked, the entry inserted (`id` null)
   * or updated, its images placed. Answers the entry's id.
   */
  private async writeEntry(
    tx: Tx,
    after: AfterCommit,
    s: Standing,
    entry: { tenantId: string; id: number | null; authorId: number; shared: boolean },
    body: Pick<AnnotationInput, 'title' | 'annotationDate' | 'category'>,
    html: string,
  ): Promise<number> {
    await this.checkCategory(tx, body.category);
    const fields = {
      title: body.title,
      html,
      annotationDate: body.annotationDate,
      categoryId: body.category,
      shared: entry.shared,
    };
    let id = entry.id;
    if (id === null) {
      id = await insertAnnotation(tx, {
        tenantId: entry.tenantId,
        talentId: s.person.id,
        authorId: entry.authorId,
        ...fields,
      });
    } else {
      await updateAnnotation(tx, id, fields);
    }
    await this.placeImages(tx, after, { id, authorId: entry.authorId, talentId: s.person.id, html });
    return id;
  }

  createAnnotation(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    publicId: string,
    body: AnnotationInput,
  ): Promise<Annotation> {
    const html = this.sanitised(body.annotation);
    return this.write(tenant, async (tx, after) => {
      const s = await this.standing(tx, tenant, viewer, publicId);
      this.require(s, 'annotation.write');
      const entry = { tenantId: tenant.id, id: null, authorId: viewer.id, shared: body.shared ?? false };
      const id = await this.writeEntry(tx, after, s, entry, body, html);
      await recordFollowUp(tx, viewer.id, s.person.id, this.now());
      return this.presentAnnotation(s, (await findAnnotation(tx, s.person.id, id))!);
    });
  }

  /** The author's annotation (not a feedback) by its address; absent when the caller may not read it. */
  private async ownAnnotation(tx: Tx, s: Standing, annotationId: number): Promise<AnnotationRow> {
    const row = await findAnnotation(tx, s.person.id, annotationId);
    if (!row || row.feedback !== null || !this.readable(s, row)) throw Errors.notFound();
    if (!s.allows('annotation.edit', { author: row.authorId === s.viewer.id, shared: row.shared })) {
      throw Errors.forbidden();
    }
    return row;
  }

  updateAnnotation(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    publicId: string,
    annotationId: number,
    body: AnnotationInput,
  ): Promise<Annotation> {
    const html = this.sanitised(body.annotation);
    return this.write(tenant, async (tx, after) => {
      const s = await this.standing(tx, tenant, viewer, publicId);
      if (!(await lockAnnotation(tx, s.person.id, annotationId))) throw Errors.notFound();
      const row = await this.ownAnnotation(tx, s, annotationId);
      const entry = { tenantId: tenant.id, id: row.id, authorId: row.authorId, shared: body.shared ?? row.shared };
      await this.writeEntry(tx, after, s, entry, body, html);
      return this.presentAnnotation(s, (await findAnnotation(tx, s.person.id, row.id))!);
    });
  }

  async deleteAnnotation(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    publicId: string,
    annotationId: number,
  ): Promise<void> {
    await this.write(tenant, async (tx, after) => {
      const s = await this.standing(tx, tenant, viewer, publicId);
      const row = await this.ownAnnotation(tx, s, annotationId);
      after.orphanFiles.push(...(await deleteAnnotationImagesExcept(tx, row.id, [])));
      await deleteAnnotation(tx, row.id);
    });
  }

  // --- feedbacks --------------------------------------------------------------------------------

  feedback(tenant: Tenant, viewer: AuthenticatedUser, publicId: string, feedbackId: number): Promise<Feedback> {
    this.requireFeedbacks(tenant);
    return this.db.inTenant(tenant.id, async (tx) => {
      const s = await this.standing(tx, tenant, viewer, publicId);
      this.require(s, 'followUp.read');
      return this.loadFeedback(tx, s, feedbackId);
    });
  }

  createFeedback(tenant: Tenant, viewer: AuthenticatedUser, publicId: string, body: FeedbackInput): Promise<Feedback> {
    this.requireFeedbacks(tenant);
    const html = this.sanitised(body.annotation);
    if (body.actions.some((a) => a.id !== undefined)) {
      const index = body.actions.findIndex((a) => a.id !== undefined);
      throw Errors.invalidFields({ [`actions.${index}.id`]: FOLLOW_UP_MESSAGES.unknownAction });
    }
    return this.write(tenant, async (tx, after) => {
      const s = await this.standing(tx, tenant, viewer, publicId);
      this.require(s, 'feedback.write');
      // A feedback is the person's to read and the team's: it has no private form.
      const entry = { tenantId: tenant.id, id: null, authorId: viewer.id, shared: true };
      const id = await this.writeEntry(tx, after, s, entry, body, html);
      await insertFeedback(tx, { tenantId: tenant.id, annotationId: id, ...planOf(body) });
      await insertActions(
        tx,
        tenant.id,
        id,
        body.actions.map((a, position) => ({ name: a.name, initialDate: a.initialDate, endDate: a.endDate, position })),
      );
      await recordFollowUp(tx, viewer.id, s.person.id, this.now());
      after.notices.push({
        userIds: [s.person.id],
        kind: 'feedbackReceived',
        params: { author: fullName(viewer), title: body.title },
        link: TALENT_FOLLOW_UP_PATH,
      });
      return this.loadFeedback(tx, s, id);
    });
  }

  /** The author edits a sent feedback and its plan (spec §2 "edit action plan"): progress on kept actions stays. */
  updateFeedback(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    publicId: string,
    feedbackId: number,
    body: FeedbackInput,
  ): Promise<Feedback> {
    this.requireFeedbacks(tenant);
    const html = this.sanitised(body.annotation);
    return this.write(tenant, async (tx, after) => {
      const s = await this.standing(tx, tenant, viewer, publicId);
      if (!(await lockAnnotation(tx, s.person.id, feedbackId))) throw Errors.notFound();
      const row = await findAnnotation(tx, s.person.id, feedbackId);
      if (!row || row.feedback === null || !this.readable(s, row)) throw Errors.notFound();
      if (!s.allows('feedback.edit', { author: row.authorId === viewer.id })) throw Errors.forbidden();
      const existing = new Set((await listActions(tx, [row.id])).map((a) => a.id));
      const unknown = body.actions.findIndex((a) => a.id !== undefined && !existing.has(a.id));
      if (unknown >= 0) throw Errors.invalidFields({ [`actions.${unknown}.id`]: FOLLOW_UP_MESSAGES.unknownAction });

      await this.writeEntry(
        tx,
        after,
        s,
        { tenantId: tenant.id, id: row.id, authorId: row.authorId, shared: true },
        body,
        html,
      );
      await updateFeedback(tx, row.id, planOf(body));
      const kept = body.actions.flatMap((a) => (a.id === undefined ? [] : [a.id]));
      await deleteActionsExcept(tx, row.id, kept);
      const added: Parameters<typeof insertActions>[3][number][] = [];
      for (const [position, a] of body.actions.entries()) {
        const values = { name: a.name, initialDate: a.initialDate, endDate: a.endDate, position };
        if (a.id === undefined) added.push(values);
        else await updateActionPlan(tx, a.id, values);
      }
      await insertActions(tx, tenant.id, row.id, added);
      return this.loadFeedback(tx, s, row.id);
    });
  }

  /** The person acknowledges a feedback about them; the first time counts. */
  acknowledge(tenant: Tenant, viewer: AuthenticatedUser, publicId: string, feedbackId: number): Promise<Feedback> {
    this.requireFeedbacks(tenant);
    return this.db.inTenant(tenant.id, async (tx) => {
      const s = await this.standing(tx, tenant, viewer, publicId);
      const row = await findAnnotation(tx, s.person.id, feedbackId);
      if (!row || row.feedback === null || !this.readable(s, row)) throw Errors.notFound();
      this.require(s, 'feedback.progress');
      await acknowledgeFeedback(tx, row.id, this.now());
      return this.loadFeedback(tx, s, row.id);
    });
  }

  /** The person's progress on one action; its author hears when it is done. */
  progress(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    publicId: string,
    feedbackId: number,
    actionId: number,
    body: ActionProgressInput,
  ): Promise<Feedback> {
    this.requireFeedbacks(tenant);
    return this.write(tenant, async (tx, after) => {
      const s = await this.standing(tx, tenant, viewer, publicId);
      if (!(await lockAnnotation(tx, s.person.id, feedbackId))) throw Errors.notFound();
      const row = await findAnnotation(tx, s.person.id, feedbackId);
      if (!row || row.feedback === null || !this.readable(s, row)) throw Errors.notFound();
      this.require(s, 'feedback.progress');
      const action = (await listActions(tx, [row.id])).find((a) => a.id === actionId);
      if (!action) throw Errors.notFound();
      const conclusionDate = body.isDone ? (body.conclusionDate ?? this.today()) : null;
      await updateActionProgress(tx, action.id, {
        isDone: body.isDone,
        conclusionDate,
        comment: body.comment ?? null,
      });
      if (body.isDone && !action.isDone) {
        after.notices.push({
          userIds: [row.authorId],
          kind: 'actionDone',
          params: { name: fullName(s.person), action: action.name },
          link: followUpPath(s.person.publicId),
        });
      }
      return this.loadFeedback(tx, s, row.id);
    });
  }

  // --- reminders --------------------------------------------------------------------------------

  /**
   * The reminder job's work for one tenant: each open action due within three days, and each one
   * past its end date, is told to the person once (the notice's key carries the action and its end
   * date, so a moved deadline is told again). Running it twice sends each reminder once.
   */
  remind(tenant: Tenant): Promise<number> {
    if (!tenant.definition.features.feedbackTab) return Promise.resolve(0);
    return this.write(tenant, async (tx, after) => {
      const today = this.today();
      for (const a of await openActionsEndingBetween(tx, addDays(today, 1), addDays(today, ACTION_DUE_SOON_DAYS))) {
        const days = Math.round((Date.parse(a.endDate) - Date.parse(today)) / 86_400_000);
        after.notices.push({
          userIds: [a.talentId],
          kind: 'actionDueSoon',
          params: { action: a.name, days },
          link: TALENT_FOLLOW_UP_PATH,
          dedupeKey: `actionDueSoon:${a.id}:${a.endDate}`,
        });
      }
      for (const a of await openActionsEndingBetween(tx, addDays(today, -OVERDUE_LOOKBACK_DAYS), addDays(today, -1))) {
        after.notices.push({
          userIds: [a.talentId],
          kind: 'actionOverdue',
          params: { action: a.name },
          link: TALENT_FOLLOW_UP_PATH,
          dedupeKey: `actionOverdue:${a.id}:${a.endDate}`,
        });
      }
      return after.notices.length;
    });
  }
}

function planOf(body: FeedbackInput) {
  return {
    type: body.type,
    actionInitialDate: body.actionInitialDate ?? null,
    actionEndDate: body.actionEndDate ?? null,
    actionDescription: body.actionDescription ?? null,
  };
}

function stripKind<T extends { kind: string }>(item: T): Omit<T, 'kind'> {
  const { kind: _kind, ...rest } = item;
  return rest;
}
