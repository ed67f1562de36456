import { MENTOR_AREA_IDS } from '@ponte/shared/options.schema';
import type { Role } from '@ponte/shared/roles';
import { TENANTS, type TenantSlug } from '@ponte/shared/tenants';
import type { Tx } from '../../db/scope.ts';
import {
  type DemoMentorProfile,
  insertMentorshipHistory,
  pickDemoMentees,
  upsertDemoMentorProfile,
} from '../mentorship/mentorship.repository.ts';
import { insertNotifications, type NewNotification } from '../notifications/notifications.repository.ts';
import { insertUser } from '../users/user.repository.ts';
import { slug as emailPart } from './demo-slug.ts';

const { technical, behavioural } = MENTOR_AREA_IDS;
const DAY = 24 * 60 * 60 * 1000;
const WAITING_PATH = '/plataforma/solicitacao-de-mentorias';
const IN_PROGRESS_PATH = '/plataforma/mentoria-de-talentos';

/** A mentor's profile as the demo gives it, without whose it is. */
type MentorProfile = Omit<DemoMentorProfile, 'tenantId' | 'userId'>;

interface DemoMentor extends MentorProfile {
  firstName: string;
  lastName: string;
  position: string;
}

/** Mentors besides the role accounts, so the linking dialog has real choices (one unavailable). */
export const DEMO_MENTORS: readonly DemoMentor[] = [
  {
    firstName: 'Juliana',
    lastName: 'Rocha',
    position: 'Tech lead',
    mentorAreaIds: [technical],
    softSkills: ['Comunicação'],
    hardSkills: ['React', 'TypeScript', 'Node.js'],
    capacity: 3,
    available: true,
    state: 'SP',
    city: 'São Paulo',
  },
  {
    firstName: 'Marcos',
    lastName: 'Teixeira',
    position: 'Gerente de projetos',
    mentorAreaIds: [behavioural],
    softSkills: ['Liderança', 'Gestão de tempo', 'Trabalho em equipe'],
    hardSkills: ['Scrum'],
    capacity: 2,
    available: true,
    state: 'RS',
    city: 'Porto Alegre',
  },
  {
    firstName: 'Patrícia',
    lastName: 'Gomes',
    position: 'Cientista de dados',
    mentorAreaIds: [technical],
    softSkills: ['Pensamento crítico'],
    hardSkills: ['Python', 'SQL', 'Power BI'],
    capacity: 4,
    available: true,
    state: 'MG',
    city: 'Belo Horizonte',
  },
  {
    firstName: 'Rafael',
    lastName: 'Nunes',
    position: 'Coach de carreira',
    mentorAreaIds: [behavioural, technical],
    softSkills: ['Oratória', 'Negociação'],
    hardSkills: ['Excel'],
    capacity: 2,
    available: false,
    state: 'RS',
    city: 'Caxias do Sul',
  },
];

/** The role accounts that mentor: their profiles say so too. */
const ROLE_MENTORS: Partial<Record<Role, MentorProfile>> = {
  Mentor: {
    mentorAreaIds: [behavioural],
    softSkills: ['Comunicação', 'Empatia'],
    hardSkills: ['Recrutamento'],
    capacity: 3,
    available: true,
    state: 'RS',
    city: 'Porto Alegre',
  },
  FuncionarioMentor: {
    mentorAreaIds: [technical],
    softSkills: ['Resolução de problemas'],
    hardSkills: ['Java', 'SQL', 'Docker'],
    capacity: 2,
    available: true,
    state: 'SC',
    city: 'Florianópolis',
  },
  RhMentor: {
    mentorAreaIds: [behavioural],
    softSkills: ['Liderança', 'Feedback'],
    hardSkills: ['Gestão de pessoas'],
    capacity: 3,
    available: true,
    state: 'SP',
    city: 'Campinas',
  },
};

interface DemoRequester {
  area: number;
  objective: string;
  /** Days since asking. */
  askedDaysAgo: number;
  /** Index into the mentors above, or a role account; none while waiting. */
  mentor?: number | Role;
  linkedDaysAgo?: number;
  ended?: { status: 'CONCLUIDA' | 'CANCELADA'; daysAgo: number; reason: string; note?: string };
}

/** Five waiting for different lengths of time (two past the 7-day alert), three in progress, two ended. */
const REQUESTERS: DemoRequester[] = [
  {
    area: technical,
    objective: 'Quero aprender boas práticas de React e montar um portfólio para a primeira vaga.',
    askedDaysAgo: 1,
  },
  {
    area: behavioural,
    objective: 'Preciso de ajuda para me comunicar melhor em reuniões e apresentações.',
    askedDaysAgo: 3,
  },
  {
    area: technical,
    objective: 'Estou migrando para dados e quero um plano de estudos de SQL e Python.',
    askedDaysAgo: 9,
  },
  {
    area: behavioural,
    objective: 'Quero organizar minha transição de carreira para a área de produto.',
    askedDaysAgo: 12,
  },
  {
    area: technical,
    objective: 'Busco orientação para a certificação em nuvem e para entrevistas técnicas.',
    askedDaysAgo: 20,
  },
  {
    area: technical,
    objective: 'Quero evoluir de estágio para desenvolvedora júnior em um ano.',
    askedDaysAgo: 40,
    mentor: 0,
    linkedDaysAgo: 35,
  },
  {
    area: behavioural,
    objective: 'Quero me preparar para liderar uma pequena equipe.',
    askedDaysAgo: 30,
    mentor: 1,
    linkedDaysAgo: 26,
  },
  {
    area: technical,
    objective: 'Preciso montar dashboards no Power BI para o meu setor.',
    askedDaysAgo: 15,
    mentor: 2,
    linkedDaysAgo: 10,
  },
  {
    area: behavioural,
    objective: 'Quero definir metas de carreira para os próximos dois anos.',
    askedDaysAgo: 120,
    mentor: 'Mentor',
    linkedDaysAgo: 110,
    ended: {
      status: 'CONCLUIDA',
      daysAgo: 20,
      reason: 'Objetivo alcançado',
      note: 'Plano de carreira definido e primeira promoção conquistada.',
    },
  },
  {
    area: technical,
    objective: 'Quero aprender testes automatizados.',
    askedDaysAgo: 60,
    ended: { status: 'CANCELADA', daysAgo: 50, reason: 'Mudei de área e não preciso mais da mentoria.' },
  },
];

/**
 * The mentoring screens alive right after `npm start`: mentors with areas, skills and capacity, a
 * waiting list of different ages, mentorships in progress and a few ended ones. Only in tenants
 * with mentoring screens (sabimais has none).
 */
export async function seedDemoMentoring(
  tx: Tx,
  tenantId: string,
  slug: TenantSlug,
  roleIds: ReadonlyMap<Role, number>,
  passwordHash: string,
  now = new Date(),
): Promise<number> {
  if (slug === 'sabimais') return 0;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const period = TENANTS[slug].features.mentoringPeriod;
  const verifiedAt = now;
  let created = 0;

  for (const [role, profile] of Object.entries(ROLE_MENTORS) as [Role, MentorProfile][]) {
    const userId = roleIds.get(role);
    if (userId === undefined) continue;
    await upsertDemoMentorProfile(tx, { tenantId, userId, ...profile });
  }
  const mentorIds: number[] = [];
  for (const m of DEMO_MENTORS) {
    const { id } = await insertUser(tx, {
      tenantId,
      firstName: m.firstName,
      lastName: m.lastName,
      position: m.position,
      email: `${emailPart(`${m.firstName} ${m.lastName}`, '.')}@${slug}.demo`,
      role: 'Mentor',
      passwordHash,
      emailVerifiedAt: verifiedAt,
    });
    await upsertDemoMentorProfile(tx, { tenantId, userId: id, ...m });
    mentorIds.push(id);
    created += 1;
  }
  const admin = roleIds.get('Admin');
  const shifts = ['M', 'T', 'N'] as const;
  // The mentees are talents of the generated crowd (with profiles, courses and languages), never the
  // demo Talento, whose own mentorship is seeded with the role accounts.
  const mentees = await pickDemoMentees(tx, REQUESTERS.length, [...roleIds.values()]);
  const notices: NewNotification[] = [];
  const staff = (['Admin', 'Rh'] as const).flatMap((role) => roleIds.get(role) ?? []);
  for (const [index, mentee] of mentees.entries()) {
    const { id } = mentee;
    const r = REQUESTERS[index]!;
    const name = `${mentee.firstName} ${mentee.lastName}`;
    const mentorId =
      r.mentor === undefined ? null : typeof r.mentor === 'number' ? mentorIds[r.mentor] : roleIds.get(r.mentor);
    await insertMentorshipHistory(tx, {
      tenantId,
      userId: id,
      mentorId: mentorId ?? null,
      areaOptionId: r.area,
      objective: r.objective,
      period: period ? shifts[index % shifts.length]! : null,
      createdAt: ago(r.askedDaysAgo),
      linkedAt: r.linkedDaysAgo === undefined ? null : ago(r.linkedDaysAgo),
      ended: r.ended
        ? { status: r.ended.status, at: ago(r.ended.daysAgo), reason: r.ended.reason, note: r.ended.note ?? null }
        : null,
      actorId: admin,
    });
    // What the bell would have said on the way, so it is not empty on a first visit.
    if (r.mentor === undefined && !r.ended) {
      for (const userId of staff) {
        notices.push({ tenantId, userId, kind: 'mentorshipRequested', params: { name }, link: WAITING_PATH });
      }
    } else if (mentorId != null) {
      // Sent when the mentor was linked, as the link call does.
      notices.push({
        tenantId,
        userId: mentorId,
        kind: 'mentorLinkedToMentor',
        params: { name },
        link: IN_PROGRESS_PATH,
      });
    }
  }
  await insertNotifications(tx, notices);
  return created;
}
