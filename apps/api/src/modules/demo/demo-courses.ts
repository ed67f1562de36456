/**
 * Demo courses and classes, and who takes them, so the talent base shows courses (issue 4 "Demo
 * data"); also each talent's last sign-in and occupation area. Deterministic (fixed faker seed).
 */
import { fakerPT_BR } from '@faker-js/faker';
import type { TenantSlug } from '@ponte/shared/tenants';
import type { Tx } from '../../db/scope.ts';
import {
  insertCourseWithClasses,
  insertPersonCourses,
  listTalentIds,
  type PersonCourseRow,
  type TalentActivity,
  updateTalentActivity,
} from './demo-courses.repository.ts';

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

export const DEMO_CLASS_NAMES = ['Turma 2025.1', 'Turma 2025.2', 'Turma 2026.1'] as const;

/** EMPLOYEE_SECTOR ids of the default options (default-options.ts). */
const SECTOR_IDS = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19] as const;

const DAY_MS = 86_400_000;

/** Statuses weighted towards active: most people are still studying. */
const STATUSES = [
  { value: 'A', weight: 6 },
  { value: 'C', weight: 2 },
  { value: 'I', weight: 1 },
  { value: 'E', weight: 1 },
] as const;

export function demoCourseNames(tenant: TenantSlug): readonly string[] {
  return tenant === 'sabimais' ? SCHOOL_COURSES : TECH_COURSES;
}

/**
 * Runs inside the tenant's seed transaction, after the talents exist: creates the courses and
 * their classes, enrols about 85% of the talents in one or two courses, and gives about 85% a last
 * sign-in in the past 120 days and 70% an occupation area.
 */
export async function seedDemoCourses(tx: Tx, tenantId: string, tenant: TenantSlug, now = new Date()): Promise<void> {
  const f = fakerPT_BR;
  f.seed(4242 + tenant.length);
  const catalogue: { courseId: number; classIds: number[] }[] = [];
  for (const name of demoCourseNames(tenant)) {
    catalogue.push(await insertCourseWithClasses(tx, tenantId, name, DEMO_CLASS_NAMES));
  }
  const talentIds = await listTalentIds(tx);
  const enrolments: PersonCourseRow[] = [];
  const activity: TalentActivity[] = [];
  for (const userId of talentIds) {
    if (f.datatype.boolean(0.85)) {
      const chosen = f.helpers.arrayElements(catalogue, { min: 1, max: 2 });
      for (const course of chosen) {
        enrolments.push({
          userId,
          courseId: course.courseId,
          classeId: f.helpers.arrayElement(course.classIds),
          status: f.helpers.weightedArrayElement(STATUSES),
        });
      }
    }
    activity.push({
      userId,
      lastLoginAt: f.datatype.boolean(0.85)
        ? new Date(now.getTime() - f.number.int({ min: 0, max: 120 * DAY_MS }))
        : null,
      sectorId: f.datatype.boolean(0.7) ? f.helpers.arrayElement(SECTOR_IDS) : null,
    });
  }
  await insertPersonCourses(tx, tenantId, enrolments);
  await updateTalentActivity(tx, activity);
}
