import {
  ANALYTICS_COLUMNS,
  ANALYTICS_MASK,
  ANALYTICS_MIN_GROUP,
  ANALYTICS_PEOPLE_MAX,
  type AnalyticsKey,
  type AnalyticsPeople,
  type AnalyticsPeopleQuery,
  type AnalyticsQuery,
  type AnalyticsSummary,
  type AnalyticsTable,
  type Cell,
  DIGEST_ROLES,
  type DigestRequest,
  type DigestRole,
  type DigestSettings,
  type Figure,
  PERIOD_DEFAULT_DAYS,
  type Period,
  type SummaryFigure,
} from '@ponte/shared/analytics.schema';
import { type EnumOption, optionLabel } from '@ponte/shared/enum-options';
import { addDays, todayIn } from '@ponte/shared/follow-up.schema';
import { translate } from '@ponte/shared/i18n/catalogues';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@ponte/shared/locales';
import { can } from '@ponte/shared/permissions';
import { DISABILITY_ANSWERS, GENDERS, INCOME_BANDS, RACE_COLORS } from '@ponte/shared/profile-enums';
import { stringify } from 'csv-stringify/sync';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { Errors } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { digestMail } from '../../mail/templates.ts';
import { insertAuditEntry } from '../audit/audit.repository.ts';
import { allowedForAnyTalent, decideKnown } from '../policy/policy.service.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import * as repo from './analytics.repository.ts';

export interface AnalyticsOptions {
  now?: () => Date;
}

export const ANALYTICS_DIGEST_JOB = 'analytics-digest';
/** The digest goes out on Monday from this hour (São Paulo). */
const DIGEST_HOUR = 8;
const SAO_PAULO_HOUR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  hourCycle: 'h23',
});

export interface DigestDelivery {
  mailer: Mailer;
  /** The tenant's public origin, for the link to the screen. */
  origin: string;
  onError: (err: unknown) => void;
}

/** The roles of this tenant that read the analytics: the only ones the digest may go to. */
function digestChoices(tenant: Tenant): DigestRole[] {
  return DIGEST_ROLES.filter((role) => can(tenant.slug, role, 'analytics'));
}

function mayManageDigest(tenant: Tenant, viewer: AuthenticatedUser): boolean {
  const { allowed } = decideKnown(tenant.slug, { id: viewer.id, role: viewer.role }, new Set(), {}, [
    'analytics.digest.manage',
  ]);
  return allowed['analytics.digest.manage'] === true;
}

interface Periods {
  current: Period;
  previous: Period;
  window: repo.Window;
  previousWindow: repo.Window;
  today: string;
}

/** A São Paulo date's midnight (the product's zone has kept UTC−3 since 2019). */
const midnight = (day: string) => new Date(`${day}T03:00:00Z`);
const share = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;
const round = (n: number | null, places = 2) => (n === null ? null : Math.round(n * 10 ** places) / 10 ** places);
const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
const RETENTION_WEEKS = 26;
/** A figure of every class together: the sum of `pick` over the sum of their members. */
const total = (list: readonly repo.ClassFigures[], pick: (c: repo.ClassFigures) => number) =>
  share(
    list.reduce((s, c) => s + pick(c), 0),
    list.reduce((s, c) => s + c.enrolled, 0),
  );
/** The learning-gain chart's bands. */
const GAIN_BANDS = [
  { label: '< 0', test: (g: number) => g < 0 },
  { label: '0 – 0,25', test: (g: number) => g >= 0 && g < 0.25 },
  { label: '0,25 – 0,5', test: (g: number) => g >= 0.25 && g < 0.5 },
  { label: '0,5 – 0,75', test: (g: number) => g >= 0.5 && g < 0.75 },
  { label: '0,75 – 1', test: (g: number) => g >= 0.75 },
] as const;

const BREAKDOWN_OPTIONS: Record<repo.BreakdownColumn, readonly EnumOption<string>[]> = {
  genero: GENDERS,
  raca: RACE_COLORS,
  deficiencia: DISABILITY_ANSWERS,
  renda: INCOME_BANDS,
};

/**
 * Analytics for programme managers (issue 16 §1; ADR 0045): headline figures and one table per chart,
 * each with the previous period of the same length. Who may read them is policy `analytics.read`.
 */
export class AnalyticsService {
  private readonly now: () => Date;

  constructor(
    private readonly db: ScopedDatabase,
    options: AnalyticsOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * A read in the tenant, with room for the charts' sorts and hashes in memory. Without JIT: a chart's
   * estimate can cross jit_above_cost, and compiling then took longer than the query (80 ms of 600 at
   * scale, docs/performance.md).
   */
  private read<T>(tenant: Tenant, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.inTenant(tenant.id, work, { work_mem: '64MB', jit: 'off' });
  }

  private require(tenant: Tenant, viewer: AuthenticatedUser): void {
    const { allowed } = decideKnown(tenant.slug, { id: viewer.id, role: viewer.role }, new Set(), {}, [
      'analytics.read',
    ]);
    if (!allowed['analytics.read']) throw Errors.forbidden();
  }

  private periods(query: AnalyticsQuery): Periods {
    const today = todayIn(undefined, this.now());
    const to = query.ate ?? today;
    const from = query.de ?? addDays(to, -(PERIOD_DEFAULT_DAYS - 1));
    const days = Math.round((midnight(to).getTime() - midnight(from).getTime()) / 86_400_000) + 1;
    const previous = { from: addDays(from, -days), to: addDays(from, -1) };
    return {
      current: { from, to },
      previous,
      window: { from: midnight(from), to: midnight(addDays(to, 1)) },
      previousWindow: { from: midnight(previous.from), to: midnight(from) },
      today,
    };
  }

  private filter(query: AnalyticsQuery): repo.EnrolmentFilter {
    return { courseId: query.courseId, classeId: query.classeId, trailId: query.trailId };
  }

  summary(tenant: Tenant, viewer: AuthenticatedUser, query: AnalyticsQuery): Promise<AnalyticsSummary> {
    this.require(tenant, viewer);
    return this.figures(tenant, query);
  }

  /**
   * The class figures behind the evasion rate are the heaviest read here (about half the time at scale): they
   * run in a transaction of their own beside the rest, on another connection, so the two overlap. Each
   * figure still reads one snapshot; two figures may read snapshots a moment apart.
   */
  private async figures(tenant: Tenant, query: AnalyticsQuery): Promise<AnalyticsSummary> {
    const p = this.periods(query);
    const f = this.filter(query);
    const windows = [p.window, p.previousWindow];
    const [evasionRates, rest] = await Promise.all([
      this.read(tenant, (tx) => this.classesOfBoth(tx, tenant.id, p, f, 'running')),
      this.read(tenant, async (tx) => ({
        talents: await repo.talentsCreated(tx, tenant.id, windows),
        moves: await repo.transitions(tx, tenant.id, windows, f),
        wait: await repo.timeToMentor(tx, tenant.id, windows, query.mentorArea),
        engaged: [
          await repo.engagement(tx, tenant.id, p.window, query.mentorArea),
          await repo.engagement(tx, tenant.id, p.previousWindow, query.mentorArea),
        ],
        atRisk: await repo.atRisk(tx, tenant.id, this.now(), p.today, f),
        waiting: await repo.waitingNow(tx, tenant.id, query.mentorArea),
      })),
    ]);
    const [evasion, evasionBefore] = evasionRates.map((list) => total(list, (c) => c.evaded));
    const [talents, talentsBefore] = rest.talents;
    const [moves, movesBefore] = rest.moves;
    const [wait, waitBefore] = rest.wait;
    const [engaged, engagedBefore] = rest.engaged;
    const figures: Record<SummaryFigure, Figure> = {
      newTalents: { value: talents!, previous: talentsBefore! },
      enrolments: { value: moves!.created, previous: movesBefore!.created },
      completions: { value: moves!.completed, previous: movesBefore!.completed },
      evasions: { value: moves!.evaded, previous: movesBefore!.evaded },
      evasionRate: { value: evasion!, previous: evasionBefore! },
      atRisk: { value: rest.atRisk.length, previous: null },
      waiting: { value: rest.waiting, previous: null },
      medianDaysToMentor: { value: round(wait!.median, 1), previous: round(waitBefore!.median, 1) },
      activeMentorships: { value: engaged!.active, previous: engagedBefore!.active },
      engagementRate: {
        value: share(engaged!.engaged, engaged!.active),
        previous: share(engagedBefore!.engaged, engagedBefore!.active),
      },
    };
    return { period: p.current, previousPeriod: p.previous, figures };
  }

  // --- The weekly digest (issue 16 §1) -------------------------------------------------------------

  async digestSettings(tenant: Tenant, viewer: AuthenticatedUser): Promise<DigestSettings> {
    this.require(tenant, viewer);
    const row = await this.db.inTenant(tenant.id, (tx) => repo.digestRoles(tx));
    return {
      roles: DIGEST_ROLES.filter((role) => row.roles.includes(role)),
      choices: digestChoices(tenant),
      lastSentWeek: row.lastSentWeek,
      canEdit: mayManageDigest(tenant, viewer),
    };
  }

  async saveDigestSettings(tenant: Tenant, viewer: AuthenticatedUser, request: DigestRequest): Promise<DigestSettings> {
    if (!mayManageDigest(tenant, viewer)) throw Errors.forbidden();
    const choices = digestChoices(tenant);
    if (request.roles.some((role) => !choices.includes(role)))
      throw Errors.invalidFields({ roles: 'validation.invalid' });
    const roles = DIGEST_ROLES.filter((role) => request.roles.includes(role));
    await this.db.inTenant(tenant.id, async (tx) => {
      await repo.saveDigestRoles(tx, tenant.id, roles);
      await insertAuditEntry(tx, {
        tenantId: tenant.id,
        userId: viewer.id,
        action: 'analytics.digest',
        detail: { roles },
      });
    });
    return this.digestSettings(tenant, viewer);
  }

  /**
   * Sends this week's digest of a tenant if it is due (Monday from 08:00 in São Paulo, or later in the week
   * when no run got to it) and not sent yet: the week is claimed first, so it goes out once. The figures are
   * the last full week's (Monday to Sunday) and the waiting list and people at risk as of now. Answers how
   * many were sent.
   */
  async sendDigest(tenant: Tenant, out: DigestDelivery): Promise<number> {
    if (digestChoices(tenant).length === 0) return 0;
    const now = this.now();
    const today = todayIn(undefined, now);
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    if (today === monday && Number(SAO_PAULO_HOUR.format(now)) < DIGEST_HOUR) return 0;
    const roles = await this.db.inTenant(tenant.id, (tx) => repo.claimDigestWeek(tx, monday));
    if (!roles) return 0;
    const week: AnalyticsQuery = { de: addDays(monday, -7), ate: addDays(monday, -1), format: 'json' };
    const summary = await this.figures(tenant, week);
    const recipients = await this.db.inTenant(tenant.id, (tx) => repo.digestRecipients(tx, roles));
    let sent = 0;
    for (const person of recipients) {
      const locale = isLocale(person.language) ? person.language : DEFAULT_LOCALE;
      try {
        await out.mailer.send(
          digestMail({
            locale,
            to: person.email,
            firstName: person.firstName,
            tenantName: tenant.definition.name,
            period: summary.period,
            waiting: summary.figures.waiting.value ?? 0,
            atRisk: summary.figures.atRisk.value ?? 0,
            evasions: summary.figures.evasions.value ?? 0,
            previousEvasions: summary.figures.evasions.previous ?? 0,
            link: `${out.origin}/plataforma/analise`,
          }),
        );
        sent += 1;
      } catch (err) {
        // One address refused does not keep the others from theirs; the week stays claimed.
        out.onError(err);
      }
    }
    return sent;
  }

  /** The classes of the period and of the one before, read once (a class's figures do not depend on the period). */
  private async classesOfBoth(
    tx: Tx,
    tenantId: string,
    p: Periods,
    f: repo.EnrolmentFilter,
    which: 'running' | 'ended',
  ): Promise<[repo.ClassFigures[], repo.ClassFigures[]]> {
    const all = await repo.classFigures(tx, tenantId, [p.window, p.previousWindow], p.today, f, which);
    return [all.filter((c) => c.inWindow[0]), all.filter((c) => c.inWindow[1])];
  }

  table(tenant: Tenant, viewer: AuthenticatedUser, key: AnalyticsKey, query: AnalyticsQuery): Promise<AnalyticsTable> {
    this.require(tenant, viewer);
    const p = this.periods(query);
    const f = this.filter(query);
    const locale = viewer.language;
    const t = (k: string, params: Record<string, string | number> = {}) => translate(locale, `analytics.${k}`, params);
    return this.read(tenant, async (tx): Promise<AnalyticsTable> => {
      const base = { key, period: p.current, previousPeriod: p.previous, columns: [...ANALYTICS_COLUMNS[key]] };
      const none: Record<string, Figure> = {};
      switch (key) {
        case 'funil': {
          const by = query.por ?? null;
          const current = await repo.funnel(tx, tenant.id, p.window, f, by);
          const before = await repo.funnel(tx, tenant.id, p.previousWindow, f, null);
          const steps = ['created', 'complete', 'enrolled', 'completed', 'certified'] as const;
          const certifiedRate = (rows: repo.FunnelRow[]) => {
            const total = rows.reduce((s, r) => s + r.created, 0);
            return share(
              rows.reduce((s, r) => s + r.certified, 0),
              total,
            );
          };
          const summary = { value: certifiedRate(current), previous: certifiedRate(before) };
          if (by) {
            // A group of fewer than five people is "<5" here, not only on screen (LGPD Art. 11).
            const rows: Record<string, Cell>[] = [];
            for (const row of current) {
              const group =
                row.group === null ? t('notInformed') : optionLabel(BREAKDOWN_OPTIONS[by], row.group, locale);
              for (const step of steps) {
                const people = row[step];
                rows.push({
                  group,
                  step: t(`steps.${step}`),
                  people: people < ANALYTICS_MIN_GROUP ? ANALYTICS_MASK : people,
                });
              }
            }
            return { ...base, columns: ['group', 'step', 'people'], rows, summary, extras: none };
          }
          const row = current[0] ?? { created: 0, complete: 0, enrolled: 0, completed: 0, certified: 0, group: null };
          const rows = steps.map((step, i) => ({
            step: t(`steps.${step}`),
            people: row[step],
            conversion: i === 0 ? null : share(row[step], row[steps[i - 1]!]),
          }));
          return { ...base, rows, summary, extras: none };
        }
        case 'evasao': {
          const [classes, before] = await this.classesOfBoth(tx, tenant.id, p, f, 'running');
          return {
            ...base,
            rows: classes.map((c) => ({
              course: c.course,
              classe: c.classe,
              start: c.start,
              enrolled: c.enrolled,
              evaded: c.evaded,
              rate: share(c.evaded, c.enrolled),
              early: c.early,
              earlyRate: share(c.early, c.enrolled),
            })),
            summary: { value: total(classes, (c) => c.evaded), previous: total(before, (c) => c.evaded) },
            extras: { early: { value: total(classes, (c) => c.early), previous: total(before, (c) => c.early) } },
          };
        }
        case 'conclusao': {
          const [classes, before] = await this.classesOfBoth(tx, tenant.id, p, f, 'ended');
          return {
            ...base,
            rows: classes.map((c) => ({
              course: c.course,
              classe: c.classe,
              end: c.end,
              enrolled: c.enrolled,
              completed: c.completed,
              rate: share(c.completed, c.enrolled),
              onTime: c.onTime,
              onTimeRate: share(c.onTime, c.enrolled),
            })),
            summary: { value: total(classes, (c) => c.completed), previous: total(before, (c) => c.completed) },
            extras: { onTime: { value: total(classes, (c) => c.onTime), previous: total(before, (c) => c.onTime) } },
          };
        }
        case 'retencao': {
          const points = await repo.retention(tx, tenant.id, p.window, p.today, f, RETENTION_WEEKS);
          return {
            ...base,
            rows: points.map((r) => ({
              course: r.course,
              classe: r.classe,
              week: r.week,
              retained: r.retained,
              enrolled: r.enrolled,
              rate: share(r.retained, r.enrolled),
            })),
            summary: { value: null, previous: null },
            extras: none,
          };
        }
        case 'motivos-evasao': {
          const labels = { 'pt-BR': 'label_pt_br', 'en-US': 'label_en_us', 'es-MX': 'label_es_mx' } as const;
          const rows = await repo.evasionReasons(tx, tenant.id, p.window, f, labels[locale]);
          const before = await repo.evasionReasons(tx, tenant.id, p.previousWindow, f, labels[locale]);
          const sum = (list: repo.ReasonRow[]) => list.reduce((s, r) => s + r.evasions, 0);
          return {
            ...base,
            rows: rows.map((r) => ({ course: r.course, reason: r.reason ?? t('noReason'), evasions: r.evasions })),
            summary: { value: sum(rows), previous: sum(before) },
            extras: none,
          };
        }
        case 'em-risco': {
          const rows = await repo.atRisk(tx, tenant.id, this.now(), p.today, f);
          return {
            ...base,
            rows: rows.map((r) => ({
              person: name(r),
              publicId: r.publicId,
              course: r.course,
              classe: r.classe,
              reasons: (['inactive', 'overdueAction', 'failedQuiz'] as const)
                .filter((k) => r[k])
                .map((k) => t(`risks.${k}`))
                .join('; '),
              lastActivity: r.lastActivity,
            })),
            summary: { value: rows.length, previous: null },
            extras: none,
          };
        }
        case 'tempo-ate-mentor': {
          const [wait, before] = (await repo.timeToMentor(
            tx,
            tenant.id,
            [p.window, p.previousWindow],
            query.mentorArea,
          )) as [repo.WaitFigures, repo.WaitFigures];
          const ages = await repo.waitingByAge(tx, tenant.id, this.now(), query.mentorArea);
          return {
            ...base,
            rows: (['week', 'month', 'older'] as const).map((b) => ({ bucket: t(`buckets.${b}`), requests: ages[b] })),
            summary: { value: round(wait.median, 1), previous: round(before.median, 1) },
            extras: {
              p90: { value: round(wait.p90, 1), previous: round(before.p90, 1) },
              linked: { value: wait.linked, previous: before.linked },
            },
          };
        }
        case 'carga-mentores': {
          const mentors = await repo.mentorLoad(tx, tenant.id, query.mentorArea);
          const over = mentors.filter((m) => m.active > m.capacity).length;
          return {
            ...base,
            rows: mentors.map((m) => ({
              mentor: name(m),
              publicId: m.publicId,
              active: m.active,
              capacity: m.capacity,
              load: m.capacity === 0 ? null : round(m.active / m.capacity, 4),
            })),
            summary: { value: share(over, mentors.length), previous: null },
            extras: {
              withoutMentee: {
                value: mentors.filter((m) => m.available && m.active === 0 && m.capacity > 0).length,
                previous: null,
              },
            },
          };
        }
        case 'engajamento': {
          const now = await repo.engagement(tx, tenant.id, p.window, query.mentorArea);
          const before = await repo.engagement(tx, tenant.id, p.previousWindow, query.mentorArea);
          return {
            ...base,
            rows: [
              { measure: t('measures.engaged'), value: share(now.engaged, now.active), base: now.active },
              {
                measure: t('measures.completion'),
                value: share(now.actionsDone, now.actionsDue),
                base: now.actionsDue,
              },
              { measure: t('measures.onTime'), value: share(now.doneOnTime, now.actionsDone), base: now.actionsDone },
            ],
            summary: { value: share(now.engaged, now.active), previous: share(before.engaged, before.active) },
            extras: {
              completion: {
                value: share(now.actionsDone, now.actionsDue),
                previous: share(before.actionsDone, before.actionsDue),
              },
            },
          };
        }
        case 'ganho': {
          const pairs = await repo.gains(tx, tenant.id, p.window, f);
          const before = await repo.gains(tx, tenant.id, p.previousWindow, f);
          const gainsOf = (list: repo.GainRow[]) =>
            list.filter((g) => g.pre < 100).map((g) => (g.post - g.pre) / (100 - g.pre));
          const mean = (list: number[]) =>
            list.length === 0 ? null : round(list.reduce((s, g) => s + g, 0) / list.length, 4);
          const current = gainsOf(pairs);
          const pass = await repo.gradedPassRate(tx, tenant.id, p.window, f);
          const passBefore = await repo.gradedPassRate(tx, tenant.id, p.previousWindow, f);
          return {
            ...base,
            rows: GAIN_BANDS.map((b) => ({ band: b.label, people: current.filter(b.test).length })),
            summary: { value: mean(current), previous: mean(gainsOf(before)) },
            extras: {
              pairs: { value: current.length, previous: gainsOf(before).length },
              passRate: {
                value: share(pass.passed, pass.takers),
                previous: share(passBefore.passed, passBefore.takers),
              },
            },
          };
        }
      }
    });
  }

  /**
   * GET /api/analise/{key}/pessoas: the people behind row `row` of the chart, filtered the same way
   * (analyticsPeopleQuerySchema says who each chart's rows stand for). A row that does not exist is 404.
   */
  people(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    key: AnalyticsKey,
    query: AnalyticsPeopleQuery,
  ): Promise<AnalyticsPeople> {
    this.require(tenant, viewer);
    const p = this.periods(query);
    const f = this.filter(query);
    const area = query.mentorArea;
    const row = query.row;
    const pick = <T>(list: readonly T[]): T => {
      const found = list[row];
      if (found === undefined) throw Errors.notFound();
      return found;
    };
    return this.read(tenant, async (tx) => {
      let rows: repo.PersonRow[];
      switch (key) {
        case 'funil': {
          const steps = ['created', 'complete', 'enrolled', 'completed', 'certified'] as const;
          const step = steps[row % steps.length]!;
          if (query.por) {
            // Listing a group names its people's gender, race, disability or income: only for those who
            // may read sensitive data, and never for a group the chart masks.
            if (!allowedForAnyTalent(tenant.slug, { id: viewer.id, role: viewer.role }, 'profile.readSensitive'))
              throw Errors.forbidden();
            const groups = await repo.funnel(tx, tenant.id, p.window, f, query.por);
            const group = pick(groups.flatMap((g) => steps.map(() => g)));
            if (group[step] < ANALYTICS_MIN_GROUP) throw Errors.forbidden();
            rows = await repo.funnelPeople(tx, tenant.id, p.window, f, step, { by: query.por, group: group.group });
          } else {
            if (row >= steps.length) throw Errors.notFound();
            rows = await repo.funnelPeople(tx, tenant.id, p.window, f, step, null);
          }
          break;
        }
        case 'evasao':
        case 'conclusao': {
          const which = key === 'evasao' ? 'running' : 'ended';
          const classe = pick(await repo.classFigures(tx, tenant.id, [p.window], p.today, f, which));
          rows = await repo.classPeople(
            tx,
            tenant.id,
            p.window,
            p.today,
            f,
            which,
            classe.classeId,
            key === 'evasao' ? 'evaded' : 'completed',
          );
          break;
        }
        case 'retencao': {
          const point = pick(await repo.retention(tx, tenant.id, p.window, p.today, f, RETENTION_WEEKS));
          rows = await repo.classPeople(tx, tenant.id, p.window, p.today, f, 'running', point.classeId, 'retained');
          break;
        }
        case 'motivos-evasao': {
          const reason = pick(await repo.evasionReasons(tx, tenant.id, p.window, f, 'label_pt_br'));
          rows = await repo.evadedFor(tx, tenant.id, p.window, reason.courseId, reason.reasonId);
          break;
        }
        case 'em-risco': {
          const r = pick(await repo.atRisk(tx, tenant.id, this.now(), p.today, f));
          rows = [
            { publicId: r.publicId, firstName: r.firstName, lastName: r.lastName, detail: `${r.course} — ${r.classe}` },
          ];
          break;
        }
        case 'tempo-ate-mentor': {
          const [from, to] = pick([
            [-1, 7],
            [7, 30],
            [30, null],
          ] as const);
          rows = await repo.waitingPeople(tx, tenant.id, this.now(), from, to, area);
          break;
        }
        case 'carga-mentores': {
          const mentor = pick(await repo.mentorLoad(tx, tenant.id, area));
          rows = await repo.menteesOf(tx, tenant.id, mentor.publicId, area);
          break;
        }
        case 'engajamento': {
          pick([0, 1, 2]);
          rows = await repo.engagementPeople(tx, tenant.id, p.window, row === 0 ? 'unengaged' : 'actionsDue', area);
          break;
        }
        case 'ganho': {
          const { test } = pick(GAIN_BANDS);
          const pairs = (await repo.gains(tx, tenant.id, p.window, f)).filter(
            (g) => g.pre < 100 && test((g.post - g.pre) / (100 - g.pre)),
          );
          rows = await repo.peopleByIds(
            tx,
            pairs.map((g) => g.userId),
          );
          break;
        }
      }
      return {
        items: rows
          .slice(0, ANALYTICS_PEOPLE_MAX)
          .map((r) => ({ publicId: r.publicId, name: name(r), detail: r.detail })),
        truncated: rows.length > ANALYTICS_PEOPLE_MAX,
      };
    });
  }

  /** The chart's rows as CSV, with its translated header row: the same rows the API answers. */
  async csv(tenant: Tenant, viewer: AuthenticatedUser, key: AnalyticsKey, query: AnalyticsQuery): Promise<string> {
    const table = await this.table(tenant, viewer, key, query);
    const locale: Locale = viewer.language;
    const header = table.columns.map((c) => translate(locale, `analytics.columns.${c}`));
    const rows = table.rows.map((r) => table.columns.map((c) => r[c] ?? ''));
    return stringify([header, ...rows]);
  }
}
