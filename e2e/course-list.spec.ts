import { expect, type Page, test } from '@playwright/test';
import type { Course } from '../packages/shared/src/courses.schema.ts';
import { fetchInPage, openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { uniqueSuffix } from './support/factories.ts';
import { chooseOption, field } from './support/profile.ts';

/**
 * Issue 10 §3 on the course lists: Admin's three new courses (through the API) in Admin's list, by name
 * in reading order unless asked otherwise (the header says so with aria-sort), reversed by the name
 * header, sorted by workload by its header; at 400 px the same list as cards, sorted by the sort select;
 * the catalogue's cards sorted by its select. Axe at 1280 and 400 px.
 */
const TENANT = 'trindtech';
const ADMIN = { tenant: TENANT, email: 'admin@trindtech.demo' } as const;

async function createCourse(page: Page, name: string, workloadHours: number | null) {
  const body = { name, workloadHours, modality: 'online', status: 'published', certificateOnCompletion: false };
  const created = await fetchInPage(page, '/api/cursos', { body: { ...body, skills: [] } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Course;
}

test('the course lists sort names in reading order by default, by their headers and by the select on cards', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const reading = ['Álgebra', 'análise', 'Arte'].map((word) => `${word} ${suffix}`);
  const workloads: Record<string, number | null> = { [reading[0]!]: 40, [reading[1]!]: 8, [reading[2]!]: null };

  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, '/plataforma/cursos-e-inscricoes');
  // Created in code-point order, so that only the list's sort can put them in reading order.
  for (const name of [...reading].sort()) await createCourse(page, name, workloads[name]!);

  const rows = page.getByTestId('course-row');
  await field(page, 'Buscar curso').fill(suffix);
  await expect(page).toHaveURL(/q=/);
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('list-total')).toHaveText('3 cursos');

  const names = () => rows.locator('td:first-child a').allTextContents();
  const nameHeader = page.getByRole('columnheader', { name: 'Curso', exact: true });
  // No sort chosen: by name, A to Z, and the header says so.
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(names).toEqual(reading);
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=name/);
  await expect.poll(names).toEqual([...reading].reverse());

  const workloadHeader = page.getByRole('columnheader', { name: 'Carga horária' });
  await workloadHeader.getByRole('button').click();
  await expect(workloadHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await expect(page).toHaveURL(/sort=workload/);
  // 8 h, 40 h, then the course without a workload.
  await expect.poll(names).toEqual([reading[1], reading[0], reading[2]]);
  await expectNoAxeViolations(page, testInfo, 'course-list-1280');

  // At 400 px: cards, sorted by the select.
  await page.setViewportSize({ width: 400, height: 860 });
  await expect(page.locator('table')).toHaveCount(0);
  await expect(rows).toHaveCount(3);
  await chooseOption(page, 'Ordenar por', 'Curso (decrescente)');
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/order=desc/);
  const cardNames = () => rows.evaluateAll((cards) => cards.map((card) => card.querySelector('a')?.textContent));
  await expect.poll(cardNames).toEqual([...reading].reverse());
  await expectNoAxeViolations(page, testInfo, 'course-list-400');

  // The catalogue: cards at every width, sorted by its select.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/plataforma/cursos-e-trilhas?q=${encodeURIComponent(suffix)}`);
  const cards = page.locator('[data-course-card]');
  await expect(cards).toHaveCount(3);
  const cardTitles = () => cards.locator('h2').allTextContents();
  await expect.poll(cardTitles).toEqual(reading);
  await chooseOption(page, 'Ordenar por', 'Nome (decrescente)');
  await expect(page).toHaveURL(/order=desc/);
  await expect.poll(cardTitles).toEqual([...reading].reverse());
  await chooseOption(page, 'Ordenar por', 'Carga horária (crescente)');
  await expect.poll(cardTitles).toEqual([reading[1], reading[0], reading[2]]);
});
