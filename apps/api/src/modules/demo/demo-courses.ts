/**
 * Demo courses (issue 13; ADR 0038): each tenant's catalogue with classes in every stage, enrolments
 * in all four statuses with their histories and reasons, one trail (mais-pra-ti: a six-module
 * full-stack trail on a partner edtech, in order), favourites; the demo talent (talento@<tenant>.demo)
 * has enrolments and stars. Also each talent's last sign-in and occupation area. Written through the
 * courses' repository, so the same keys and constraints hold; deterministic (fixed faker seed), with
 * dates relative to the day of the seed so the home's "starting soon" stays alive.
 */
import { fakerPT_BR } from '@faker-js/faker';
import type { CourseModality, EnrolmentEventKind, EnrolmentStatus } from '@ponte/shared/courses.schema';
import type { Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import type { Tx } from '../../db/scope.ts';
import { completedWithoutCertificate, revoke } from '../certificates/certificates.repository.ts';
import { issueCertificate } from '../certificates/certificates.service.ts';
import {
  addFavourite,
  type ClassFields,
  type EnrolmentWithHistory,
  insertClass,
  insertCourse,
  insertEnrolmentsWithHistory,
  insertTrail,
} from '../courses/courses.repository.ts';
import { sanitiseRichText } from '../follow-up/rich-text.ts';
import { listTalentIds, type TalentActivity, updateTalentActivity } from './demo-courses.repository.ts';

const TECH_COURSES = [
  'Desenvolvimento Web Full Stack',
  'Análise de Dados com Python',
  'UX/UI Design',
  'Cloud e DevOps',
  'Habilidades para o Mercado de Trabalho',
] as const;

const SCHOOL_COURSES = [
  'Programação para Iniciantes',
  'Robótica Educacional',
  'Inglês Instrumental',
  'Educação Financeira',
  'Projeto de Vida',
] as const;

/** mais-pra-ti's full-stack trail: six modules on a partner edtech, taken in order. */
const FULL_STACK_MODULES = [
  'Módulo 1 · Lógica de Programação',
  'Módulo 2 · HTML, CSS e Acessibilidade',
  'Módulo 3 · JavaScript Moderno',
  'Módulo 4 · React',
  'Módulo 5 · Node.js e APIs REST',
  'Módulo 6 · Banco de Dados e Deploy',
] as const;
const PARTNER = { name: 'EduTech Parceira', url: 'https://edtech-parceira.example/ponte' };

/** The scale seed's class names (its courses' classes are plain rows, no stages). */
export const DEMO_CLASS_NAMES = ['Turma 2025.1', 'Turma 2025.2', 'Turma 2026.1'] as const;

/** EMPLOYEE_SECTOR ids of the default options (default-options.ts). */
const SECTOR_IDS = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19] as const;
/** MENTOR_AREA: 27 behavioural and career, 28 technical. */
const AREA = { behavioural: 27, technical: 28 } as const;
/** EVASION_REASON ids (default-options.ts): 50–59. */
const REASON_IDS = [50, 51, 52, 53, 54, 55, 56, 57, 58, 59] as const;

const DAY_MS = 86_400_000;

export function demoCourseNames(tenant: TenantSlug): readonly string[] {
  return tenant === 'sabimais' ? SCHOOL_COURSES : TECH_COURSES;
}

interface CourseSpec {
  name: string;
  description: string;
  areaId: number;
  workloadHours: number;
  modality: CourseModality;
  certificateOnCompletion: boolean;
  skills: string[];
  partner?: { name: string; url: string };
  status?: 'draft' | 'published' | 'archived';
}

const describe = (text: string, points: string[]) =>
  sanitiseRichText(`<p>${text}</p><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>`, { images: new Set() });

function courseSpecs(tenant: TenantSlug): CourseSpec[] {
  const modalities: CourseModality[] = ['online', 'hibrido', 'presencial', 'online', 'hibrido'];
  const base = demoCourseNames(tenant).map(
    (name, i): CourseSpec => ({
      name,
      description: describe(`<strong>${name}</strong>: aulas práticas com projetos reais e acompanhamento.`, [
        'Encontros semanais',
        'Projeto final',
        'Mentoria da turma',
      ]),
      areaId: name.includes('Habilidades') || name.includes('Projeto de Vida') ? AREA.behavioural : AREA.technical,
      workloadHours: [120, 80, 60, 100, 40][i] ?? 60,
      modality: modalities[i] ?? 'online',
      certificateOnCompletion: i % 2 === 0,
      skills:
        [
          ['HTML', 'CSS', 'JavaScript'],
          ['Python', 'SQL'],
          ['Figma', 'Pesquisa com usuários'],
          ['AWS', 'Docker'],
          ['Comunicação', 'Trabalho em equipe'],
        ][i] ?? [],
    }),
  );
  const extra: CourseSpec[] = [
    {
      name: tenant === 'sabimais' ? 'Xadrez na Escola' : 'Introdução à Inteligência Artificial',
      description: describe('Curso em preparação.', ['Conteúdo a definir']),
      areaId: AREA.technical,
      workloadHours: 30,
      modality: 'online',
      certificateOnCompletion: false,
      skills: [],
      status: 'draft',
    },
    {
      name: tenant === 'sabimais' ? 'Informática Básica' : 'Excel Essencial',
      description: describe('Edição anterior, encerrada.', ['Planilhas', 'Fórmulas']),
      areaId: AREA.technical,
      workloadHours: 20,
      modality: 'presencial',
      certificateOnCompletion: true,
      skills: ['Excel'],
      status: 'archived',
    },
  ];
  const modules: CourseSpec[] =
    tenant === 'mais-pra-ti'
      ? FULL_STACK_MODULES.map((name, i) => ({
          name,
          description: describe(`Parte ${i + 1} de 6 da trilha Full Stack, na plataforma parceira.`, [
            'Videoaulas e exercícios na plataforma',
            'Encontro ao vivo semanal',
          ]),
          areaId: AREA.technical,
          workloadHours: 40,
          modality: 'online',
          certificateOnCompletion: true,
          skills: [['Lógica'], ['HTML', 'CSS'], ['JavaScript'], ['React'], ['Node.js'], ['PostgreSQL']][i] ?? [],
          partner: PARTNER,
        }))
      : [];
  return [...base, ...modules, ...extra];
}

interface DemoClass {
  id: number;
  stage: ClassFields['stage'];
  start: Date;
  end: Date;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const semesterName = (d: Date) => `Turma ${d.getUTCFullYear()}.${d.getUTCMonth() < 6 ? 1 : 2}`;

/** The classes a course runs: one ended, one in progress, one open; some courses also a planned and a cancelled one. */
function classPlan(now: Date, index: number, status: CourseSpec['status']): ClassFields[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const cls = (start: number, end: number, stage: ClassFields['stage'], shift: 'M' | 'T' | 'N', suffix = '') => ({
    code: null,
    name: `${semesterName(at(start))}${suffix}`,
    startDate: isoDate(at(start)),
    endDate: isoDate(at(end)),
    shift,
    capacity: 60,
    stage,
  });
  if (status === 'archived') return [cls(-400, -300, 'ended', 'N')];
  if (status === 'draft') return [];
  const plan = [
    cls(-300, -150, 'ended', 'N', ' · Noite'),
    cls(-60, 75, 'in_progress', 'T', ' · Tarde'),
    cls(10 + index, 140 + index, 'open', 'M', ' · Manhã'),
  ];
  if (index % 2 === 0) plan.push(cls(150, 280, 'planned', 'N', ' · Noite'));
  if (index === 1) plan.push(cls(20, 120, 'cancelled', 'T', ' · Intensiva'));
  return plan.map((c, i) => ({ ...c, code: `T${String(index + 1).padStart(2, '0')}-${i + 1}` }));
}

type Event = EnrolmentWithHistory['events'][number];

/**
 * A plausible history ending in `status`, within the class's dates: enrolled before it starts, then
 * (for I, E, C) a change part way; some evaded people came back (E → A) and some were inactive first.
 */
function history(
  f: typeof fakerPT_BR,
  classe: DemoClass,
  status: EnrolmentStatus,
  actorId: number | null,
  now: Date,
): Event[] {
  const last = Math.min(classe.end.getTime(), now.getTime() - DAY_MS);
  // Enrolled before the class starts, and never in the future.
  const enrolledAt = new Date(
    Math.min(
      classe.start.getTime() - f.number.int({ min: 3, max: 20 }) * DAY_MS,
      now.getTime() - f.number.int({ min: 1, max: 5 }) * DAY_MS,
    ),
  );
  const between = (from: number, to: number) => new Date(from + f.number.int({ min: 0, max: Math.max(0, to - from) }));
  const reason = () => (f.datatype.boolean(0.8) ? f.helpers.arrayElement(REASON_IDS) : null);
  const ev = (
    kind: EnrolmentEventKind,
    s: EnrolmentStatus,
    at: Date,
    reasonId: number | null = null,
    note: string | null = null,
  ): Event => ({
    kind,
    status: s,
    classeId: classe.id,
    reasonId,
    note,
    actorId,
    at,
  });
  const events: Event[] = [ev('CREATED', 'A', enrolledAt)];
  const start = Math.max(classe.start.getTime(), enrolledAt.getTime() + DAY_MS);
  if (status === 'A') {
    if (last > start + 20 * DAY_MS && f.datatype.boolean(0.25)) {
      // Evaded and came back: a re-entry on the same enrolment.
      const left = between(start, start + 10 * DAY_MS);
      events.push(ev('STATUS', 'E', left, reason()));
      events.push(ev('STATUS', 'A', new Date(left.getTime() + 7 * DAY_MS), null, 'Retomou o curso'));
    }
    return events;
  }
  if (last <= start) return [ev('CREATED', status, enrolledAt, takes(status) ? reason() : null)];
  if (status === 'E' && f.datatype.boolean(0.4)) {
    const inactive = between(start, (start + last) / 2);
    events.push(ev('STATUS', 'I', inactive, reason()));
    events.push(ev('STATUS', 'E', between(inactive.getTime() + DAY_MS, last), reason()));
    return events;
  }
  events.push(ev('STATUS', status, between(start, last), takes(status) ? reason() : null));
  return events;
}

const takes = (s: EnrolmentStatus) => s === 'I' || s === 'E';

/** Statuses by the class's stage: ended classes hold completions and evasions; running ones mostly actives. */
const STATUS_WEIGHTS: Record<'ended' | 'in_progress' | 'open', { value: EnrolmentStatus; weight: number }[]> = {
  ended: [
    { value: 'C', weight: 6 },
    { value: 'E', weight: 3 },
    { value: 'I', weight: 1 },
  ],
  in_progress: [
    { value: 'A', weight: 7 },
    { value: 'I', weight: 2 },
    { value: 'E', weight: 2 },
  ],
  open: [{ value: 'A', weight: 1 }],
};

/**
 * Runs inside the tenant's seed transaction, after the talents exist. `people` are the demo people
 * by role (the demo Admin records the changes; the demo talent gets enrolments and stars).
 */
export async function seedDemoCourses(
  tx: Tx,
  tenantId: string,
  tenant: TenantSlug,
  people: ReadonlyMap<Role, number>,
  now = new Date(),
): Promise<void> {
  const f = fakerPT_BR;
  f.seed(4242 + tenant.length);
  const adminId = people.get('Admin') ?? null;
  const talentId = people.get('Talento');

  const courses: { id: number; spec: CourseSpec; classes: DemoClass[] }[] = [];
  for (const [index, spec] of courseSpecs(tenant).entries()) {
    const id = await insertCourse(tx, tenantId, {
      name: spec.name,
      description: spec.description,
      areaId: spec.areaId,
      workloadHours: spec.workloadHours,
      modality: spec.modality,
      partnerName: spec.partner?.name ?? null,
      partnerUrl: spec.partner?.url ?? null,
      status: spec.status ?? 'published',
      certificateOnCompletion: spec.certificateOnCompletion,
      skills: spec.skills,
      coverFileId: null,
    });
    const classes: DemoClass[] = [];
    for (const fields of classPlan(now, index, spec.status)) {
      classes.push({
        id: await insertClass(tx, tenantId, id, fields),
        stage: fields.stage,
        start: new Date(`${fields.startDate}T12:00:00Z`),
        end: new Date(`${fields.endDate}T12:00:00Z`),
      });
    }
    courses.push({ id, spec, classes });
  }
  const regular = courses.filter((c) => !c.spec.partner && !c.spec.status);
  const modules = courses.filter((c) => c.spec.partner);
  const archived = courses.find((c) => c.spec.status === 'archived');

  const enrolments: EnrolmentWithHistory[] = [];
  const taken = new Set<string>();
  const enrol = (
    userId: number,
    course: (typeof courses)[number],
    classe: DemoClass,
    status: EnrolmentStatus,
    events?: Event[],
  ) => {
    const key = `${userId}:${course.id}`;
    if (taken.has(key)) return;
    taken.add(key);
    enrolments.push({ userId, courseId: course.id, events: events ?? history(f, classe, status, adminId, now) });
  };
  const classOf = (course: (typeof courses)[number], stage: DemoClass['stage']) =>
    course.classes.find((k) => k.stage === stage)!;

  // The demo talent: one in progress, one completed, one evaded and back (E → A), stars on two more.
  if (talentId !== undefined && regular.length >= 5) {
    const [first, second, third, fourth, fifth] = regular as [
      (typeof courses)[number],
      (typeof courses)[number],
      (typeof courses)[number],
      (typeof courses)[number],
      (typeof courses)[number],
    ];
    enrol(talentId, first, classOf(first, 'in_progress'), 'A', [
      ...history(f, classOf(first, 'in_progress'), 'A', adminId, now).slice(0, 1),
    ]);
    enrol(talentId, second, classOf(second, 'ended'), 'C');
    const back = classOf(third, 'in_progress');
    const enrolledAt = new Date(back.start.getTime() - 5 * DAY_MS);
    enrol(talentId, third, back, 'A', [
      { kind: 'CREATED', status: 'A', classeId: back.id, reasonId: null, note: null, actorId: adminId, at: enrolledAt },
      {
        kind: 'STATUS',
        status: 'E',
        classeId: back.id,
        reasonId: 50,
        note: 'Mudou de turno no trabalho',
        actorId: adminId,
        at: new Date(back.start.getTime() + 10 * DAY_MS),
      },
      {
        kind: 'STATUS',
        status: 'A',
        classeId: back.id,
        reasonId: null,
        note: 'Voltou no turno da tarde',
        actorId: adminId,
        at: new Date(back.start.getTime() + 25 * DAY_MS),
      },
    ]);
    if (archived) enrol(talentId, archived, archived.classes[0]!, 'C');
    await addFavourite(tx, tenantId, talentId, fourth.id, new Date(now.getTime() - 3 * DAY_MS));
    await addFavourite(tx, tenantId, talentId, fifth.id, new Date(now.getTime() - DAY_MS));
    if (modules.length) {
      enrol(talentId, modules[0]!, classOf(modules[0]!, 'ended'), 'C');
      enrol(talentId, modules[1]!, classOf(modules[1]!, 'in_progress'), 'A');
    }
  }

  const talentIds = (await listTalentIds(tx)).filter((id) => id !== talentId);
  const activity: TalentActivity[] = [];
  for (const userId of talentIds) {
    if (f.datatype.boolean(0.85)) {
      for (const course of f.helpers.arrayElements(regular, { min: 1, max: 2 })) {
        const stage = f.helpers.weightedArrayElement([
          { value: 'ended' as const, weight: 3 },
          { value: 'in_progress' as const, weight: 5 },
          { value: 'open' as const, weight: 2 },
        ]);
        const classe = classOf(course, stage);
        enrol(userId, course, classe, f.helpers.weightedArrayElement(STATUS_WEIGHTS[stage]));
      }
    }
    if (f.datatype.boolean(0.15)) {
      const course = f.helpers.arrayElement(regular);
      await addFavourite(
        tx,
        tenantId,
        userId,
        course.id,
        new Date(now.getTime() - f.number.int({ min: 1, max: 60 }) * DAY_MS),
      );
    }
    activity.push({
      userId,
      lastLoginAt: f.datatype.boolean(0.85)
        ? new Date(now.getTime() - f.number.int({ min: 0, max: 120 * DAY_MS }))
        : null,
      sectorId: f.datatype.boolean(0.7) ? f.helpers.arrayElement(SECTOR_IDS) : null,
    });
  }
  // The full-stack trail in order: whoever is in a module completed every one before it.
  if (modules.length) {
    for (const userId of f.helpers.arrayElements(talentIds, Math.min(40, talentIds.length))) {
      const reached = f.number.int({ min: 0, max: modules.length - 1 });
      for (let i = 0; i <= reached; i++) {
        const module = modules[i]!;
        if (i < reached) enrol(userId, module, classOf(module, 'ended'), 'C');
        else
          enrol(
            userId,
            module,
            classOf(module, 'in_progress'),
            f.helpers.weightedArrayElement(STATUS_WEIGHTS.in_progress),
          );
      }
    }
  }
  await insertEnrolmentsWithHistory(tx, tenantId, enrolments);
  await updateTalentActivity(tx, activity);
  await issueDemoCertificates(tx, tenantId, talentId, adminId, now);

  if (modules.length) {
    await insertTrail(tx, tenantId, {
      name: 'Trilha Desenvolvimento Full Stack',
      description: `Seis módulos na ${PARTNER.name}, um depois do outro: da lógica de programação ao deploy.`,
      enforceOrder: true,
      steps: modules.map((m) => [m.id]),
    });
  } else if (regular.length >= 5) {
    const [a, b, c, d, e] = regular.map((r) => r.id) as [number, number, number, number, number];
    await insertTrail(tx, tenantId, {
      name: tenant === 'sabimais' ? 'Trilha Primeiros Passos' : 'Trilha Carreira em Tecnologia',
      description: 'Comece pelo básico, escolha uma especialidade e termine com as habilidades para o mercado.',
      enforceOrder: false,
      steps: [[a], [b, c], [d], [e]],
    });
  }
}

/**
 * Certificates for every completed enrolment of a course that gives one (issue 13 §3), issued through
 * the certificates module as a completion would, on the day it was completed; one of someone else's
 * is revoked, so the verification page shows both states.
 */
async function issueDemoCertificates(
  tx: Tx,
  tenantId: string,
  talentId: number | undefined,
  adminId: number | null,
  now: Date,
): Promise<void> {
  let revoked = adminId === null;
  for (const row of await completedWithoutCertificate(tx)) {
    const { enrolmentId, userId, courseId, completedAt, ...snapshot } = row;
    const issued = await issueCertificate(tx, {
      tenantId,
      enrolmentId,
      userId,
      courseId,
      issuedAt: completedAt,
      ...snapshot,
    });
    if (!revoked && userId !== talentId) {
      await revoke(tx, issued.id, 'Emitido por engano: a turma foi refeita.', adminId!, now);
      revoked = true;
    }
  }
}
