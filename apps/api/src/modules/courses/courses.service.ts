import {
  type BulkEnrolmentInput,
  type BulkEnrolmentResult,
  type BulkOutcome,
  type Classe,
  type ClassInput,
  type ClassSummary,
  COURSE_MESSAGES,
  COURSE_STATUSES,
  type Course,
  type CourseInput,
  type CourseList,
  type CourseListFilters,
  type CourseStatus,
  ENROLMENT_STATUSES,
  type Enrolment,
  type EnrolmentEvent,
  type EnrolmentEventKind,
  type EnrolmentInput,
  type EnrolmentList,
  type EnrolmentListFilters,
  type EnrolmentStatus,
  enrolmentTransition,
  type FavouriteList,
  type FavouriteState,
  type IssuedCertificate,
  type PersonCourses,
  REOPEN_TO,
  type StatusCounts,
  type Trail,
  takesReason,
  trailProgress,
} from '@ponte/shared/courses.schema';
import { optionLabel } from '@ponte/shared/enum-options';
import { PRODUCT_TIME_ZONE, todayIn } from '@ponte/shared/follow-up.schema';
import { COURSE_SOON_DAYS, type CourseOverview, HOME_COURSES_MAX, type MyCourses } from '@ponte/shared/home.schema';
import { translate } from '@ponte/shared/i18n/catalogues';
import type { Locale } from '@ponte/shared/locales';
import { optionItemText } from '@ponte/shared/options.schema';
import { can } from '@ponte/shared/permissions';
import type { Action } from '@ponte/shared/policy';
import { SKILL_TAGS_MAX } from '@ponte/shared/profile-skills.schema';
import { stringify } from 'csv-stringify/sync';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { AppError, Errors } from '../../http/errors.ts';
import { decodeCursor, keysetPage, sortedKeyset } from '../../http/keyset-cursor.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import { sanitiseRichText } from '../follow-up/rich-text.ts';
import { type Notice, type NotificationsService, writeWithNotices } from '../notifications/notifications.service.ts';
import { listOptions, optionExists } from '../options/options.repository.ts';
import { type Caller, callerOf, decide, decideKnown } from '../policy/policy.service.ts';
import { findProfileOwner, type ProfileOwner } from '../profile/profile-access.repository.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import * as repo from './courses.repository.ts';

const LISTS = {
  enrolments: (sort: string, order: string) => `enrolments:${sort}:${order}`,
  favourites: 'courseFavourites:at:desc',
} as const;

/** The option label the area column sorts by: the one the caller reads. */
const LABEL_COLUMNS: Record<Locale, repo.LabelColumn> = {
  'pt-BR': 'label_pt_br',
  'en-US': 'label_en_us',
  'es-MX': 'label_es_mx',
};

const ALL_COURSE_STATUSES = COURSE_STATUSES.map((s) => s.value);
const SEAT_STATUSES: readonly EnrolmentStatus[] = ['A', 'I', 'C'];
const CSV_BATCH = 10_000;

// --- The seam for certificates ----------------------------------------------------------------------

/** What a completion listener is told: an enrolment has just become C, inside the writing transaction. */
export interface CompletionEvent {
  tx: Tx;
  tenant: Tenant;
  enrolmentId: number;
  person: { id: number; publicId: string; firstName: string; lastName: string };
  course: { id: number; name: string; certificateOnCompletion: boolean; workloadHours: number | null };
  classeId: number;
  /** Who completed it (an Admin); null when the system did. */
  actorId: number | null;
  at: Date;
  /** The enrolment had been completed before and was reopened (a certificate already issued stays the same). */
  reopenedBefore: boolean;
  /** Tells people something with the change's own notices (the bell in this transaction, e-mail after it). */
  notify(notice: Notice): void;
}

/**
 * Called, in order, whenever an enrolment moves to C (attached as C, A|I → C, or a bulk change),
 * inside the same transaction: a listener that throws undoes the change. What a listener answers is
 * merged into the enrolment's answer (the certificates part answers `{certificate: {code,
 * verificationUrl}}`). Register one with `CoursesService.onCompleted`.
 */
export type CompletionListener = (event: CompletionEvent) => Promise<{ certificate?: IssuedCertificate } | undefined>;

/** The certificates a person holds, by enrolment id, read in the caller's transaction (their courses). */
export type CertificateLookup = (tx: Tx, tenant: Tenant, userId: number) => Promise<Map<number, IssuedCertificate>>;

export interface CoursesOptions {
  now?: () => Date;
}

/** The status's label in a language (the CSV, a refusal's message). */
const statusLabel = (status: EnrolmentStatus, locale: Locale) => optionLabel(ENROLMENT_STATUSES, status, locale);

/** A refusal the caller can read: 409 with the rule's words. */
const conflict = (key: string, params: Record<string, string> = {}) => new AppError(409, 'CONFLICT', key, params);

/**
 * Courses, classes, enrolments, favourites and trails (issue 13; ADR 0038). Who may do what is the
 * policy table's (`course.*`, `enrolment.*`); the transition rule is the shared `enrolmentTransition`,
 * applied under a row lock. Every enrolment change appends an event.
 */
export class CoursesService {
  private readonly now: () => Date;
  private readonly completionListeners: CompletionListener[] = [];
  private certificateLookup: CertificateLookup | null = null;

  constructor(
    private readonly db: ScopedDatabase,
    private readonly notifications: NotificationsService,
    options: CoursesOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    // Completing a course adds its skills to the person's profile.
    this.onCompleted((event) => this.addCourseSkills(event));
  }

  /** Today in São Paulo (yyyy-mm-dd): the day a class "still to come" is measured from. */
  private today(): string {
    return todayIn(undefined, this.now());
  }

  /**
   * The seam for certificates (issue 13 §3): `listener` runs whenever an enrolment becomes C. See
   * CompletionListener.
   */
  onCompleted(listener: CompletionListener): void {
    this.completionListeners.push(listener);
  }

  /** Where a person's courses find the certificates of their enrolments (the certificates part). */
  certificatesFrom(lookup: CertificateLookup): void {
    this.certificateLookup = lookup;
  }

  // --- who ------------------------------------------------------------------------------------------

  private caller(tenant: Tenant, viewer: AuthenticatedUser): Caller {
    return callerOf(tenant.slug, viewer);
  }

  private require(c: Caller, action: Action): void {
    if (!c.may(action)) throw Errors.forbidden();
  }

  /** A course the caller may see: drafts only to those who manage courses; another tenant's is 404. */
  private async visibleCourse(tx: Tx, c: Caller, courseId: number): Promise<repo.CourseRow> {
    const course = await repo.findCourse(tx, courseId);
    if (!course || (course.status === 'draft' && !c.may('course.manage'))) throw Errors.notFound();
    return course;
  }

  /** The person by publicId and what the caller may do about their enrolments. */
  private async personStanding(tx: Tx, tenant: Tenant, c: Caller, publicId: string) {
    const person = await findProfileOwner(tx, publicId);
    if (!person) throw Errors.notFound();
    const { allowed } = await decide(tx, tenant.slug, c.actor, { person }, ['enrolment.read', 'enrolment.write']);
    return { person, allowed };
  }

  // --- presenting -----------------------------------------------------------------------------------

  private presentCourse(
    c: Caller,
    row: repo.CourseRow,
    extras: repo.CourseExtras | undefined,
    counts: StatusCounts | undefined,
  ): Course {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      areaId: row.areaId,
      workloadHours: row.workloadHours,
      modality: row.modality,
      partnerName: row.partnerName,
      partnerUrl: row.partnerUrl,
      coverUrl: row.coverKey,
      status: row.status,
      certificateOnCompletion: row.certificateOnCompletion,
      skills: row.skills,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      nextClass: extras?.nextClass ?? null,
      hasOpenClass: extras?.hasOpenClass ?? false,
      favourite: extras?.favourite ?? false,
      myEnrolment: extras?.myEnrolment ?? null,
      ...(counts ? { counts } : {}),
      canEdit: c.may('course.manage'),
    };
  }

  private async loadCourse(tx: Tx, tenant: Tenant, c: Caller, row: repo.CourseRow): Promise<Course> {
    const [extras] = await repo.courseExtras(tx, [row.id], c.viewer.id, this.today());
    const counts = c.may('enrolment.list')
      ? (await repo.countsByCourse(tx, tenant.id, [row.id])).get(row.id)
      : undefined;
    return this.presentCourse(c, row, extras, counts);
  }

  private presentClass(row: repo.ClassRow): Classe {
    return {
      id: row.id,
      courseId: row.courseId,
      code: row.code,
      name: row.name,
      startDate: row.startDate,
      endDate: row.endDate,
      shift: row.shift,
      capacity: row.capacity,
      stage: row.stage,
      seatsUsed: row.seatsUsed,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  private presentEnrolment(row: repo.EnrolmentRow, canWrite: boolean): Enrolment {
    return {
      id: row.id,
      person: { publicId: row.publicId, firstName: row.firstName, lastName: row.lastName, photo: row.photo },
      course: { id: row.courseId, name: row.courseName, certificateOnCompletion: row.certificateOnCompletion },
      classe: classSummary(row.classe),
      status: row.status,
      reasonCode: row.reasonId,
      since: row.since,
      changedBy: row.changedBy,
      lastActivityAt: row.lastActivityAt,
      createdAt: row.createdAt,
      canEdit: canWrite && row.status !== 'C',
      canReopen: canWrite && row.status === 'C',
    };
  }

  /**
   * A write: notices are written in its transaction and their emails go once it has committed.
   */
  private write<T>(tenant: Tenant, work: (tx: Tx, notices: Notice[]) => Promise<T>): Promise<T> {
    return writeWithNotices(this.db, this.notifications, tenant, work);
  }

  // --- courses --------------------------------------------------------------------------------------

  /** GET /api/cursos: the catalogue (published courses; Admin: every status, or the one asked for). */
  list(tenant: Tenant, viewer: AuthenticatedUser, filters: CourseListFilters): Promise<CourseList> {
    const c = this.caller(tenant, viewer);
    this.require(c, 'course.browse');
    const sorted = sortedKeyset('courses', filters);
    const manage = c.may('course.manage');
    const statuses: readonly CourseStatus[] = manage
      ? filters.status
        ? [filters.status]
        : ALL_COURSE_STATUSES
      : ['published'];
    const today = this.today();
    return this.db.inTenant(tenant.id, async (tx) => {
      const { rows, total } = await repo.listCourses(
        tx,
        {
          tenantId: tenant.id,
          statuses,
          q: filters.q,
          areaId: filters.area,
          modality: filters.modality,
          hasOpenClass: filters.hasOpenClass === undefined ? undefined : filters.hasOpenClass === 'true',
          favouriteOf: filters.favourite === 'true' ? viewer.id : undefined,
          today,
        },
        { ...sorted.search, areaLabel: LABEL_COLUMNS[viewer.language] },
      );
      const page = sorted.page(rows);
      const ids = page.rows.map((r) => r.id);
      const extras = new Map((await repo.courseExtras(tx, ids, viewer.id, today)).map((e) => [e.courseId, e]));
      const counts = c.may('enrolment.list') ? await repo.countsByCourse(tx, tenant.id, ids) : null;
      return {
        items: page.rows.map((r) => this.presentCourse(c, r, extras.get(r.id), counts?.get(r.id))),
        nextCursor: page.nextCursor,
        total,
        canCreate: manage,
      };
    });
  }

  get(tenant: Tenant, viewer: AuthenticatedUser, courseId: number): Promise<Course> {
    const c = this.caller(tenant, viewer);
    this.require(c, 'course.browse');
    return this.db.inTenant(tenant.id, async (tx) =>
      this.loadCourse(tx, tenant, c, await this.visibleCourse(tx, c, courseId)),
    );
  }

  private async courseFields(tx: Tx, body: CourseInput): Promise<repo.CourseFields> {
    if (body.areaId != null && !(await optionExists(tx, 'MENTOR_AREA', body.areaId))) {
      throw Errors.invalidFields({ areaId: 'profileApi.unknownOption' });
    }
    // The follow-up's allow-list, without images: a course has no images of its own in its text.
    const description = body.description == null ? null : sanitiseRichText(body.description, { images: new Set() });
    return {
      name: body.name,
      description: description === null || description.trim() === '' ? null : description,
      areaId: body.areaId ?? null,
      workloadHours: body.workloadHours ?? null,
      modality: body.modality ?? null,
      partnerName: body.partnerName ?? null,
      partnerUrl: body.partnerUrl ?? null,
      status: body.status,
      certificateOnCompletion: body.certificateOnCompletion,
      skills: body.skills,
    };
  }

  private async cover(tx: Tx, c: Caller, fileId: string, current: string | null): Promise<void> {
    const usable = await repo.attachCourseCover(tx, fileId, {
      uploaderId: c.viewer.id,
      currentCoverId: current,
      at: this.now(),
    });
    if (!usable) throw Errors.invalidFields({ coverFileId: 'courses.errors.coverNotUsable' });
  }

  create(tenant: Tenant, viewer: AuthenticatedUser, body: CourseInput): Promise<Course> {
    const c = this.caller(tenant, viewer);
    this.require(c, 'course.manage');
    return this.db.inTenant(tenant.id, async (tx) => {
      const fields = await this.courseFields(tx, body);
      if (body.coverFileId) await this.cover(tx, c, body.coverFileId, null);
      const id = await repo.insertCourse(tx, tenant.id, { ...fields, coverFileId: body.coverFileId ?? null });
      return this.loadCourse(tx, tenant, c, (await repo.findCourse(tx, id))!);
    });
  }

  update(tenant: Tenant, viewer: AuthenticatedUser, courseId: number, body: CourseInput): Promise<Course> {
    const c = this.caller(tenant, viewer);
    this.require(c, 'course.manage');
    return this.db.inTenant(tenant.id, async (tx) => {
      if (!(await repo.lockCourse(tx, courseId))) throw Errors.notFound();
      const current = (await repo.findCourse(tx, courseId))!;
      const fields = await this.courseFields(tx, body);
      if (body.coverFileId) await this.cover(tx, c, body.coverFileId, current.coverFileId);
      await repo.updateCourse(
        tx,
        courseId,
        { ...fields, ...(body.coverFileId === undefined ? {} : { coverFileId: body.coverFileId }) },
        this.now(),
      );
      return this.loadCourse(tx, tenant, c, (await repo.findCourse(tx, courseId))!);
    });
  }

  // --- classes --------------------------------------------------------------------------------------

  classes(tenant: Tenant, viewer: AuthenticatedUser, courseId: number): Promise<Classe[]> {
    const c = this.caller(tenant, viewer);
    this.require(c, 'course.browse');
    return this.db.inTenant(tenant.id, async (tx) => {
      await this.visibleCourse(tx, c, courseId);
      return (await repo.listClasses(tx, courseId)).map((r) => this.presentClass(r));
    });
  }

  createClass(tenant: Tenant, viewer: AuthenticatedUser, courseId: number, body: ClassInput): Promise<Classe> {
    const c = this.caller(tenant, viewer);
    this.require(c, 'course.manage');
    return this.db.inTenant(tenant.id, async (tx) => {
      if (!(await repo.lockCourse(tx, courseId))) throw Errors.notFound();
      const id = await repo.insertClass(tx, tenant.id, courseId, classFields(body));
      return this.presentClass((await repo.findClass(tx, courseId, id))!);
    });
  }

  updateClass(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    courseId: number,
    classeId: number,
    body: ClassInput,
  ): Promise<Classe> {
    const c = this.caller(tenant, viewer);
    this.require(c, 'course.manage');
    return this.db.inTenant(tenant.id, async (tx) => {
      // A class of another course (or tenant) is not found at this address.
      const current = await repo.lockClass(tx, courseId, classeId);
      if (!current) throw Errors.notFound();
      await repo.updateClass(tx, classeId, classFields(body), this.now());
      return this.presentClass((await repo.findClass(tx, courseId, classeId))!);
    });
  }

  // --- enrolments: reading --------------------------------------------------------------------------

  /** GET /api/cursos/{courseId}/inscricoes: Gerenciar Inscrições (Admin, Rh). */
  enrolments(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    courseId: number,
    q: EnrolmentListFilters,
  ): Promise<EnrolmentList> {
    const c = this.caller(tenant, viewer);
    this.require(c, 'enrolment.list');
    const list = LISTS.enrolments(q.sort, q.order);
    const after: repo.EnrolmentKey | null =
      q.sort === 'since'
        ? (() => {
            const k = decodeCursor(list, q.cursor, ['instant', 'int'] as const);
            return k ? { sort: 'since', since: k[0], id: k[1] } : null;
          })()
        : (() => {
            const k = decodeCursor(list, q.cursor, ['string', 'string', 'int'] as const);
            return k ? { sort: 'name', firstName: k[0], lastName: k[1], userId: k[2] } : null;
          })();
    return this.db.inTenant(tenant.id, async (tx) => {
      if (!(await repo.findCourse(tx, courseId))) throw Errors.notFound();
      await this.checkClassFilter(tx, courseId, q.classeId);
      const filter: repo.EnrolmentFilter = {
        tenantId: tenant.id,
        courseId,
        status: q.status,
        classeId: q.classeId,
        q: q.q,
      };
      const rows = await repo.listEnrolments(tx, filter, q.sort, q.order, after, q.limit + 1);
      const page = keysetPage(rows, q.limit, list, (r) =>
        q.sort === 'since' ? [r.since, r.id] : [r.firstName, r.lastName, r.userId],
      );
      const canWrite = c.may('enrolment.write');
      // A search whose every match is on this first page (a person looked up by name, or nothing found)
      // has its counters in hand: counting would walk the same matches again.
      const whole = q.q !== undefined && after === null && q.status === undefined && rows.length <= q.limit;
      const counts = whole ? countByStatus(rows) : await repo.countEnrolments(tx, filter);
      return {
        items: page.rows.map((r) => this.presentEnrolment(r, canWrite)),
        nextCursor: page.nextCursor,
        total: q.status === undefined ? counts.total : counts[q.status],
        counts,
        canEdit: canWrite,
      };
    });
  }

  /** GET /api/cursos/{courseId}/inscricoes.csv: the same rows, every page, as CSV in the caller's language. */
  csv(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    locale: Locale,
    courseId: number,
    q: { status?: EnrolmentStatus; classeId?: number; q?: string },
  ): Promise<{ fileName: string; body: string }> {
    const c = this.caller(tenant, viewer);
    this.require(c, 'enrolment.list');
    return this.db.inTenant(tenant.id, async (tx) => {
      const course = await repo.findCourse(tx, courseId);
      if (!course) throw Errors.notFound();
      await this.checkClassFilter(tx, courseId, q.classeId);
      const reasons = new Map((await listOptions(tx, 'EVASION_REASON')).map((o) => [o.id, optionItemText(o, locale)]));
      const filter: repo.EnrolmentFilter = { tenantId: tenant.id, courseId, ...q };
      const t = (key: string) => translate(locale, `courses.csv.${key}`);
      const notInformed = translate(locale, 'courses.notInformed');
      const header = ['name', 'email', 'classe', 'status', 'since', 'reason', 'changedBy', 'lastActivity'].map(t);
      const chunks = [stringify([header], { bom: true })];
      let after: { since: string; id: number } | null = null;
      for (;;) {
        const rows = await repo.enrolmentCsvRows(tx, filter, after, CSV_BATCH);
        chunks.push(
          stringify(
            rows.map((r) => [
              r.name,
              r.email,
              r.classe,
              statusLabel(r.status, locale),
              dateInSaoPaulo(r.since),
              takesReason(r.status) ? (r.reasonId === null ? notInformed : (reasons.get(r.reasonId) ?? '')) : '',
              r.changedBy ?? '',
              dateInSaoPaulo(r.lastActivityAt),
            ]),
          ),
        );
        const last = rows.at(-1);
        if (rows.length < CSV_BATCH || !last) break;
        after = { since: last.since, id: last.id };
      }
      const slug = course.name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase();
      return { fileName: `${t('fileName')}-${slug || course.id}.csv`, body: chunks.join('') };
    });
  }

  /** A class filter names a class of this course (another course's or tenant's is refused on the field). */
  private async checkClassFilter(tx: Tx, courseId: number, classeId: number | undefined): Promise<void> {
    if (classeId !== undefined && !(await repo.findClass(tx, courseId, classeId))) {
      throw Errors.invalidFields({ classeId: COURSE_MESSAGES.unknownClass });
    }
  }

  /** GET /api/pessoas/{publicId}/cursos: a person's enrolments (the person, Admin, Rh, their current mentor). */
  personCourses(tenant: Tenant, viewer: AuthenticatedUser, publicId: string): Promise<PersonCourses> {
    const c = this.caller(tenant, viewer);
    return this.db.inTenant(tenant.id, async (tx) => {
      const { person, allowed } = await this.personStanding(tx, tenant, c, publicId);
      if (!allowed['enrolment.read']) throw Errors.forbidden();
      const rows = await repo.personEnrolments(tx, person.id);
      const certificates = (await this.certificateLookup?.(tx, tenant, person.id)) ?? new Map();
      return {
        items: rows.map((r) => {
          const enrolment = this.presentEnrolment(r, allowed['enrolment.write']);
          const certificate = certificates.get(enrolment.id);
          return certificate ? { ...enrolment, certificate } : enrolment;
        }),
        canAttach: allowed['enrolment.write'],
      };
    });
  }

  /** GET /api/cursos/{courseId}/inscricoes/{userId}/historico: oldest first. */
  history(tenant: Tenant, viewer: AuthenticatedUser, courseId: number, publicId: string): Promise<EnrolmentEvent[]> {
    const c = this.caller(tenant, viewer);
    return this.db.inTenant(tenant.id, async (tx) => {
      const { person, allowed } = await this.personStanding(tx, tenant, c, publicId);
      if (!allowed['enrolment.read']) throw Errors.forbidden();
      const enrolment = await repo.lockEnrolment(tx, person.id, courseId);
      if (!enrolment) throw Errors.notFound();
      return repo.enrolmentHistory(tx, enrolment.id);
    });
  }

  // --- enrolments: changing -------------------------------------------------------------------------

  private async checkReason(
    tx: Tx,
    status: EnrolmentStatus,
    reasonCode: number | null | undefined,
  ): Promise<number | null> {
    if (!takesReason(status) || reasonCode == null) return null;
    if (!(await optionExists(tx, 'EVASION_REASON', reasonCode))) {
      throw Errors.invalidFields({ reasonCode: COURSE_MESSAGES.unknownReason });
    }
    return reasonCode;
  }

  /** A seat in the class for someone moving into it or coming back: not cancelled, not full. */
  private async checkSeat(tx: Tx, courseId: number, classeId: number): Promise<void> {
    const classe = await repo.lockClass(tx, courseId, classeId);
    if (!classe) throw Errors.notFound();
    if (classe.stage === 'cancelled') throw conflict('courses.errors.classCancelled');
    if (classe.capacity !== null && classe.seatsUsed >= classe.capacity) throw conflict('courses.errors.classFull');
  }

  /** Trails that enforce their order: every earlier step of this course's must be completed. */
  private async checkTrailOrder(tx: Tx, personId: number, courseId: number): Promise<void> {
    const trailIds = await repo.orderedTrailsOf(tx, courseId);
    if (trailIds.length === 0) return;
    for (const trail of groupTrails(await repo.listTrailCourses(tx, personId, trailIds))) {
      const step = trail.steps.findIndex((s) => s.some((course) => course.courseId === courseId));
      const progress = trailProgress(trail.steps, true);
      if (step > 0 && progress.locked[step]) throw conflict('courses.errors.trailOrder', { trail: trail.name });
    }
  }

  private async completed(
    tx: Tx,
    tenant: Tenant,
    notices: Notice[],
    event: Omit<CompletionEvent, 'tx' | 'tenant' | 'course' | 'reopenedBefore' | 'notify'> & { courseId: number },
  ): Promise<IssuedCertificate | undefined> {
    const course = (await repo.findCourse(tx, event.courseId))!;
    const reopenedBefore = await repo.wasReopened(tx, event.enrolmentId);
    let certificate: IssuedCertificate | undefined;
    for (const listener of this.completionListeners) {
      const answer = await listener({
        ...event,
        reopenedBefore,
        tx,
        tenant,
        notify: (notice) => notices.push(notice),
        course: {
          id: course.id,
          name: course.name,
          certificateOnCompletion: course.certificateOnCompletion,
          workloadHours: course.workloadHours,
        },
      });
      certificate = answer?.certificate ?? certificate;
    }
    return certificate;
  }

  private async addCourseSkills(event: CompletionEvent): Promise<undefined> {
    const course = await repo.findCourse(event.tx, event.course.id);
    if (!course || course.skills.length === 0) return undefined;
    const current = (await repo.profileHardSkills(event.tx, event.person.id)) ?? [];
    const known = new Set(current.map((s) => s.toLowerCase()));
    const added = course.skills.filter((s) => !known.has(s.toLowerCase()));
    if (added.length === 0) return undefined;
    const skills = [...current, ...added].slice(0, Math.max(SKILL_TAGS_MAX, current.length));
    await repo.saveProfileHardSkills(event.tx, event.tenant.id, event.person.id, skills, event.at);
    return undefined;
  }

  private statusNotice(
    tenant: Tenant,
    person: ProfileOwner,
    course: { name: string },
    status: EnrolmentStatus,
  ): Notice {
    return {
      userIds: [person.id],
      kind: 'enrolmentStatusChanged',
      params: { course: course.name, context: status },
      link: can(tenant.slug, person.role, 'coursesAndTrails') ? '/plataforma/cursos-e-trilhas' : '/plataforma/home',
    };
  }

  /** PUT /api/cursos/{courseId}/inscricoes: attaches the person when new, changes the enrolment otherwise. */
  upsertEnrolment(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    courseId: number,
    body: EnrolmentInput,
  ): Promise<Enrolment> {
    const c = this.caller(tenant, viewer);
    return this.write(tenant, async (tx, notices) => {
      const course = await repo.lockCourse(tx, courseId);
      if (!course) throw Errors.notFound();
      const { person, allowed } = await this.personStanding(tx, tenant, c, body.userId);
      if (!allowed['enrolment.write']) throw Errors.forbidden();
      // The class must be of this course: another course's or tenant's is not found here.
      if (!(await repo.findClass(tx, courseId, body.classeId))) throw Errors.notFound();
      const reasonId = await this.checkReason(tx, body.status, body.reasonCode);
      const current = await repo.lockEnrolment(tx, person.id, courseId);
      const verdict = enrolmentTransition(current?.status ?? null, body.status);
      if (verdict === 'completed') throw conflict('courses.errors.completed');
      if (verdict === 'refused') {
        throw conflict('courses.errors.transition', {
          from: statusLabel(current!.status, viewer.language),
          to: statusLabel(body.status, viewer.language),
        });
      }
      const at = this.now();
      const statusChanged = current === null || current.status !== body.status;
      const classChanged = current !== null && current.classeId !== body.classeId;
      if (current !== null && !statusChanged && !classChanged && (current.reasonId ?? null) === reasonId) {
        // Nothing changes: no event, the enrolment as it is.
        return this.presentEnrolment((await repo.findEnrolment(tx, current.id))!, true);
      }
      const takesSeat =
        SEAT_STATUSES.includes(body.status) && (current === null || classChanged || current.status === 'E');
      if (takesSeat) await this.checkSeat(tx, courseId, body.classeId);
      if (current === null) await this.checkTrailOrder(tx, person.id, courseId);
      const change = {
        classeId: body.classeId,
        status: body.status,
        reasonId,
        changedBy: viewer.id,
        at,
        statusChanged,
      };
      let id: number;
      if (current === null) {
        id = await repo.insertEnrolment(tx, { tenantId: tenant.id, userId: person.id, courseId, ...change });
      } else {
        await repo.updateEnrolment(tx, current.id, change);
        id = current.id;
      }
      const kind: EnrolmentEventKind =
        current === null ? 'CREATED' : statusChanged ? 'STATUS' : classChanged ? 'CLASS' : 'REASON';
      await repo.insertEnrolmentEvents(tx, [
        {
          tenantId: tenant.id,
          enrolmentId: id,
          kind,
          actorId: viewer.id,
          fromStatus: current?.status ?? null,
          toStatus: body.status,
          classeBefore: current?.classeId ?? null,
          classeAfter: body.classeId,
          reasonId,
          note: body.note ?? null,
          at,
        },
      ]);
      if (statusChanged && person.id !== viewer.id)
        notices.push(this.statusNotice(tenant, person, course, body.status));
      const certificate =
        statusChanged && body.status === 'C'
          ? await this.completed(tx, tenant, notices, {
              enrolmentId: id,
              person,
              courseId,
              classeId: body.classeId,
              actorId: viewer.id,
              at,
            })
          : undefined;
      const enrolment = this.presentEnrolment((await repo.findEnrolment(tx, id))!, true);
      return certificate ? { ...enrolment, certificate } : enrolment;
    });
  }

  /**
   * A course whose completion rule is "pass quiz X" (issue 14; ADR 0041): the person passed it, so
   * their active or inactive enrolment becomes C by the system (no actor), inside the caller's
   * transaction, with the same event, notice and completion listeners (the certificate) as an Admin's
   * change. No enrolment, or one evaded or already completed, is left as it is.
   */
  async completeFromQuiz(
    tx: Tx,
    tenant: Tenant,
    notices: Notice[],
    person: ProfileOwner,
    courseId: number,
    quizTitle: string,
    at: Date,
  ): Promise<boolean> {
    const current = await repo.lockEnrolment(tx, person.id, courseId);
    if (!current || (current.status !== 'A' && current.status !== 'I')) return false;
    const course = (await repo.findCourse(tx, courseId))!;
    await repo.updateEnrolment(tx, current.id, {
      classeId: current.classeId,
      status: 'C',
      reasonId: null,
      changedBy: null,
      at,
      statusChanged: true,
    });
    await repo.insertEnrolmentEvents(tx, [
      {
        tenantId: tenant.id,
        enrolmentId: current.id,
        kind: 'STATUS',
        actorId: null,
        fromStatus: current.status,
        toStatus: 'C',
        classeBefore: current.classeId,
        classeAfter: current.classeId,
        reasonId: null,
        note: quizTitle,
        at,
      },
    ]);
    notices.push(this.statusNotice(tenant, person, course, 'C'));
    await this.completed(tx, tenant, notices, {
      enrolmentId: current.id,
      person,
      courseId,
      classeId: current.classeId,
      actorId: null,
      at,
    });
    return true;
  }

  /** POST …/inscricoes/{userId}/reabrir: a completed enrolment back to active, with a note (Admin). */
  reopen(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    courseId: number,
    publicId: string,
    note: string,
  ): Promise<Enrolment> {
    const c = this.caller(tenant, viewer);
    return this.write(tenant, async (tx, notices) => {
      const course = await repo.lockCourse(tx, courseId);
      if (!course) throw Errors.notFound();
      const { person, allowed } = await this.personStanding(tx, tenant, c, publicId);
      if (!allowed['enrolment.write']) throw Errors.forbidden();
      const current = await repo.lockEnrolment(tx, person.id, courseId);
      if (!current) throw Errors.notFound();
      if (current.status !== 'C') throw conflict('courses.errors.notCompleted');
      const at = this.now();
      await repo.updateEnrolment(tx, current.id, {
        classeId: current.classeId,
        status: REOPEN_TO,
        reasonId: null,
        changedBy: viewer.id,
        at,
        statusChanged: true,
      });
      await repo.insertEnrolmentEvents(tx, [
        {
          tenantId: tenant.id,
          enrolmentId: current.id,
          kind: 'REOPENED',
          actorId: viewer.id,
          fromStatus: 'C',
          toStatus: REOPEN_TO,
          classeBefore: current.classeId,
          classeAfter: current.classeId,
          reasonId: null,
          note,
          at,
        },
      ]);
      if (person.id !== viewer.id) notices.push(this.statusNotice(tenant, person, course, REOPEN_TO));
      return this.presentEnrolment((await repo.findEnrolment(tx, current.id))!, true);
    });
  }

  /** PUT …/inscricoes/lote: one status (and reason) for many enrolments of the course; each says what happened. */
  bulk(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    courseId: number,
    body: BulkEnrolmentInput,
  ): Promise<BulkEnrolmentResult> {
    const c = this.caller(tenant, viewer);
    this.require(c, 'enrolment.write');
    return this.write(tenant, async (tx, notices) => {
      const course = await repo.lockCourse(tx, courseId);
      if (!course) throw Errors.notFound();
      const reasonId = await this.checkReason(tx, body.status, body.reasonCode);
      const found = new Map((await repo.lockEnrolmentsOf(tx, courseId, body.userIds)).map((e) => [e.publicId, e]));
      const at = this.now();
      const results: { userId: string; outcome: BulkOutcome }[] = [];
      const events: repo.NewEnrolmentEvent[] = [];
      for (const userId of body.userIds) {
        const current = found.get(userId);
        const outcome = await (async (): Promise<BulkOutcome> => {
          if (!current) return 'notEnrolled';
          const verdict = enrolmentTransition(current.status, body.status);
          if (verdict !== 'allowed') return verdict;
          const statusChanged = current.status !== body.status;
          if (!statusChanged && (current.reasonId ?? null) === reasonId) return 'unchanged';
          if (statusChanged && current.status === 'E' && SEAT_STATUSES.includes(body.status)) {
            try {
              await this.checkSeat(tx, courseId, current.classeId);
            } catch (error) {
              if (error instanceof AppError && error.statusCode === 409) return 'refused';
              throw error;
            }
          }
          await repo.updateEnrolment(tx, current.id, {
            classeId: current.classeId,
            status: body.status,
            reasonId,
            changedBy: viewer.id,
            at,
            statusChanged,
          });
          events.push({
            tenantId: tenant.id,
            enrolmentId: current.id,
            kind: statusChanged ? 'STATUS' : 'REASON',
            actorId: viewer.id,
            fromStatus: current.status,
            toStatus: body.status,
            classeBefore: current.classeId,
            classeAfter: current.classeId,
            reasonId,
            note: body.note ?? null,
            at,
          });
          if (statusChanged) {
            const person = {
              id: current.userId,
              publicId: current.publicId,
              firstName: current.firstName,
              lastName: current.lastName,
            };
            const owner = await findProfileOwner(tx, current.publicId);
            if (owner && owner.id !== viewer.id) notices.push(this.statusNotice(tenant, owner, course, body.status));
            if (body.status === 'C') {
              await this.completed(tx, tenant, notices, {
                enrolmentId: current.id,
                person,
                courseId,
                classeId: current.classeId,
                actorId: viewer.id,
                at,
              });
            }
          }
          return 'updated';
        })();
        results.push({ userId, outcome });
      }
      await repo.insertEnrolmentEvents(tx, events);
      return { updated: results.filter((r) => r.outcome === 'updated').length, results };
    });
  }

  // --- favourites -----------------------------------------------------------------------------------

  private async star(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    courseId: number,
    on: boolean,
  ): Promise<FavouriteState> {
    const c = this.caller(tenant, viewer);
    this.require(c, 'course.favourite');
    return this.db.inTenant(tenant.id, async (tx) => {
      await this.visibleCourse(tx, c, courseId);
      if (on) await repo.addFavourite(tx, tenant.id, viewer.id, courseId, this.now());
      else await repo.removeFavourite(tx, viewer.id, courseId);
      return { favourite: on };
    });
  }

  favourite(tenant: Tenant, viewer: AuthenticatedUser, courseId: number): Promise<FavouriteState> {
    return this.star(tenant, viewer, courseId, true);
  }

  unfavourite(tenant: Tenant, viewer: AuthenticatedUser, courseId: number): Promise<FavouriteState> {
    return this.star(tenant, viewer, courseId, false);
  }

  /** GET /api/cursos/{courseId}/favoritos: who starred the course (Admin). */
  favourites(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    courseId: number,
    query: { cursor?: string; limit: number },
  ): Promise<FavouriteList> {
    const c = this.caller(tenant, viewer);
    this.require(c, 'course.readFavourites');
    const key = decodeCursor(LISTS.favourites, query.cursor, ['instant', 'int'] as const);
    return this.db.inTenant(tenant.id, async (tx) => {
      if (!(await repo.findCourse(tx, courseId))) throw Errors.notFound();
      const { rows, total } = await repo.listFavourites(
        tx,
        tenant.id,
        courseId,
        key ? { at: key[0], userId: key[1] } : null,
        query.limit + 1,
      );
      const page = keysetPage(rows, query.limit, LISTS.favourites, (r) => [r.favouritedAt, r.userId]);
      return {
        items: page.rows.map((r) => ({
          person: {
            publicId: r.publicId,
            firstName: r.firstName,
            lastName: r.lastName,
            photo: r.photo,
            email: r.email,
          },
          favouritedAt: r.favouritedAt,
          enrolment: r.enrolment,
        })),
        nextCursor: page.nextCursor,
        total,
      };
    });
  }

  // --- trails ---------------------------------------------------------------------------------------

  /** GET /api/trilhas: every trail with the caller's progress. */
  trails(tenant: Tenant, viewer: AuthenticatedUser): Promise<Trail[]> {
    const c = this.caller(tenant, viewer);
    this.require(c, 'course.browse');
    return this.db.inTenant(tenant.id, async (tx) =>
      groupTrails(await repo.listTrailCourses(tx, viewer.id)).map((trail) => {
        const progress = trailProgress(trail.steps, trail.enforceOrder);
        return {
          id: trail.id,
          name: trail.name,
          description: trail.description,
          enforceOrder: trail.enforceOrder,
          steps: trail.steps.map((courses, i) => ({
            position: i + 1,
            courses: courses.map((course) => ({
              id: course.courseId,
              name: course.courseName,
              workloadHours: course.workloadHours,
              myStatus: course.status,
            })),
            done: progress.done[i]!,
            locked: progress.locked[i]!,
          })),
          progress: {
            completedSteps: progress.completedSteps,
            totalSteps: trail.steps.length,
            percent: progress.percent,
          },
        };
      }),
    );
  }

  // --- the home -------------------------------------------------------------------------------------

  /** The home's course sections the caller may see (ADR 0034, 0038), inside the home's transaction. */
  async homeSections(
    tx: Tx,
    tenant: Tenant,
    viewer: Pick<AuthenticatedUser, 'id' | 'role'>,
  ): Promise<{ myCourses?: MyCourses; courseOverview?: CourseOverview }> {
    const actor = { id: viewer.id, role: viewer.role };
    const self = new Set(['self'] as const);
    const may = (action: Action) => decideKnown(tenant.slug, actor, self, {}, [action]).allowed[action];
    const sections: { myCourses?: MyCourses; courseOverview?: CourseOverview } = {};
    if (may('course.browse') || may('enrolment.read')) {
      const { rows, total } = await repo.enrolmentsInProgress(tx, viewer.id, HOME_COURSES_MAX);
      if (total > 0) {
        sections.myCourses = {
          inProgress: rows.map((r) => ({ ...r, classe: classSummary(r.classe) })),
          total,
        };
      }
    }
    if (may('course.manage')) {
      const today = this.today();
      const soonUntil = addDaysIso(today, COURSE_SOON_DAYS);
      const monthStart = `${today.slice(0, 8)}01`;
      const soon = await repo.classesStartingSoon(tx, tenant.id, today, soonUntil, 10);
      sections.courseOverview = {
        classesStartingSoon: soon.map((r) => ({ ...r, classe: classSummary(r.classe) })),
        soonUntil,
        evasionThisMonth: {
          count: await repo.countEvasionsSince(tx, tenant.id, startOfDayInSaoPaulo(monthStart)),
          since: monthStart,
        },
      };
    }
    return sections;
  }
}

// --- helpers ------------------------------------------------------------------------------------------

function countByStatus(rows: readonly { status: EnrolmentStatus }[]): StatusCounts {
  const counts: StatusCounts = { A: 0, I: 0, E: 0, C: 0, total: rows.length };
  for (const r of rows) counts[r.status] += 1;
  return counts;
}

function classFields(body: ClassInput): repo.ClassFields {
  return {
    code: body.code ?? null,
    name: body.name,
    startDate: body.startDate ?? null,
    endDate: body.endDate ?? null,
    shift: body.shift ?? null,
    capacity: body.capacity ?? null,
    stage: body.stage,
  };
}

function classSummary(row: repo.ClassSummaryRow): ClassSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    shift: row.shift,
    stage: row.stage,
  };
}

interface GroupedTrail {
  id: number;
  name: string;
  description: string | null;
  enforceOrder: boolean;
  steps: repo.TrailCourseRow[][];
}

/** Rows ordered by trail and step, as trails of steps of courses. */
function groupTrails(rows: readonly repo.TrailCourseRow[]): GroupedTrail[] {
  const trails: GroupedTrail[] = [];
  for (const row of rows) {
    let trail = trails.at(-1);
    if (!trail || trail.id !== row.trailId) {
      trail = {
        id: row.trailId,
        name: row.trailName,
        description: row.description,
        enforceOrder: row.enforceOrder,
        steps: [],
      };
      trails.push(trail);
    }
    const stepIndex = row.step - 1;
    while (trail.steps.length <= stepIndex) trail.steps.push([]);
    trail.steps[stepIndex]!.push(row);
  }
  // A step left without courses (numbering with a gap) is not a step.
  for (const trail of trails) trail.steps = trail.steps.filter((s) => s.length > 0);
  return trails;
}

function addDaysIso(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant a São Paulo day starts (UTC−3 all year since 2019). */
function startOfDayInSaoPaulo(date: string): Date {
  return new Date(`${date}T03:00:00Z`);
}

/** Made once: a formatter costs far more to build than to use (the CSV formats two dates a row). */
const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A stored instant as the São Paulo date it falls on (yyyy-mm-dd). */
function dateInSaoPaulo(instant: string): string {
  return SAO_PAULO_DAY.format(new Date(instant));
}
