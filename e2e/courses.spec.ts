import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Classe, Course, EnrolmentList } from '../packages/shared/src/courses.schema.ts';
import { fetchInPage, openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tenantOrigin } from './support/demo.ts';
import { createPerson, uniqueSuffix } from './support/factories.ts';
import { chooseOption, expectToast, field, toastsGone } from './support/profile.ts';
import { waitForEditorCaret } from './support/rich-text.ts';

/**
 * Issue 13 §5 (web): Admin creates a course and a class, attaches a talent through the spec's modal
 * (required-field messages, "Nenhuma turma encontrada" and a class made there, edit mode with the selectors
 * disabled) and moves
 * them A → I → E (with a reason) → A → C; the talent stars another course, which Admin sees under
 * Favoritos. Both widths, axe. Data through the API where the screen is not the point.
 */
const TENANT = 'trindtech';
const ADMIN = { tenant: TENANT, email: 'admin@trindtech.demo' } as const;
const ADMIN_LIST = '/plataforma/cursos-e-inscricoes';

async function createCourseViaApi(page: Page, body: Record<string, unknown>): Promise<Course> {
  const response = await fetchInPage(page, '/api/cursos', { body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Course;
}

function attachDialog(page: Page, title: 'Vincular curso/turma' | 'Editar curso/turma'): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Opens the person's enrolment in `course` for editing from the profile's courses section. */
async function editEnrolment(page: Page, course: string): Promise<Locator> {
  await page.getByRole('button', { name: `Editar vínculo com ${course}` }).click();
  const dialog = attachDialog(page, 'Editar curso/turma');
  await expect(dialog).toBeVisible();
  // Spec §4: in edit mode the course and class selectors are disabled.
  await expect(field(dialog, 'Curso')).toBeDisabled();
  await expect(field(dialog, 'Turma')).toBeDisabled();
  await expect(field(dialog, 'Curso')).toHaveValue(course);
  return dialog;
}

async function saveAndSee(page: Page, dialog: Locator, status: string) {
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Vínculo salvo');
  await expect(page.locator('[data-person-course]').first().getByText(status, { exact: true })).toBeVisible();
}

test('Admin creates a course and a class, attaches a talent and moves them A → I → E → A → C', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, ADMIN_LIST);
  const suffix = uniqueSuffix();
  const talent = await createPerson(page, TENANT, { firstName: 'Aluna' });
  const talentName = `${talent.firstName} ${talent.lastName}`;
  const courseName = `Curso E2E ${suffix}`;
  // The course the talent will star (published, so the catalogue shows it).
  const starred = await createCourseViaApi(page, { name: `Favorito E2E ${suffix}`, status: 'published' });

  // The course list, then "Novo curso": the name is required.
  await page.goto(`${tenantOrigin(TENANT)}${ADMIN_LIST}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cursos e inscrições' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo curso' }).click();
  const create = page.getByRole('dialog', { name: 'Novo curso' });
  await create.getByRole('button', { name: 'Criar curso' }).click();
  await expect(create.getByText('Campo obrigatório')).toBeVisible();
  await field(create, 'Nome').fill(courseName);
  await create.getByRole('button', { name: 'Criar curso' }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_LIST}/\\d+$`));
  const courseId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await expect(field(page, 'Situação')).toHaveValue('Rascunho');

  // Curso tab: publish it and give it a class.
  await chooseOption(page, 'Situação', 'Publicado');
  await field(page, 'Carga horária (horas)').fill('40');
  // The description is rich text, in the same editor as the follow-up's (no image control here).
  const description = page.getByRole('textbox', { name: 'Descrição' });
  await description.click();
  await waitForEditorCaret(description);
  await page.keyboard.type('Curso de ');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type('lógica');
  await expect(page.getByRole('button', { name: 'Inserir imagem' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvar curso' }).click();
  await expectToast(page, 'Curso salvo');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Descrição' }).locator('strong')).toHaveText('lógica');
  const classes = page.getByRole('region', { name: 'Turmas' });
  await expect(classes.getByText('Nenhuma turma encontrada')).toBeVisible();
  await classes.getByRole('button', { name: 'Nova turma' }).click();
  const classDialog = page.getByRole('dialog', { name: 'Nova turma' });
  await field(classDialog, 'Nome').fill('Turma Noite');
  await field(classDialog, 'Código').fill('E2E-1');
  await field(classDialog, 'Início').pressSequentially('01032027');
  await field(classDialog, 'Fim').pressSequentially('30062027');
  await field(classDialog, 'Vagas').fill('10');
  await chooseOption(classDialog, 'Etapa', 'Inscrições abertas');
  await classDialog.getByRole('button', { name: 'Salvar turma' }).click();
  await expect(classDialog).toBeHidden();
  const classRow = classes.locator('[data-class-row]').filter({ hasText: 'Turma Noite' });
  await expect(classRow).toContainText('01/03/2027 – 30/06/2027');
  await expect(classRow).toContainText('0 de 10');
  await toastsGone(page);
  await expectNoAxeViolations(page, testInfo, 'course-tab-1280');

  // The talent's profile: their courses, and the modal with spec §5's messages.
  await page.goto(`${tenantOrigin(TENANT)}/plataforma/perfil/${talent.publicId}/perfil-profissional`);
  const section = page.getByRole('region', { name: 'Cursos', exact: true });
  await expect(section.getByText('Nenhum curso vinculado.')).toBeVisible();
  await section.getByRole('button', { name: 'Vincular curso' }).click();
  const attach = attachDialog(page, 'Vincular curso/turma');
  await expect(attach).toContainText(talentName);
  await attach.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(attach.getByText('Campo obrigatório deve ser preenchido')).toBeVisible();
  await expect(attach.getByText('Campo obrigatório', { exact: true })).toHaveCount(3);
  // The first field in error has the focus, and a searchable select opens its list: close it.
  await attach.getByRole('heading', { name: 'Vincular curso/turma' }).click();

  // "Novo curso" makes a course here; it has no class yet (spec §8).
  await attach.getByRole('button', { name: '+ Novo curso' }).click();
  await field(attach, 'Nome do novo curso').fill(`Sem turma ${suffix}`);
  await attach.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(field(attach, 'Curso')).toHaveValue(`Sem turma ${suffix}`);
  await expect(attach.getByText('Nenhuma turma encontrada')).toBeVisible();
  await toastsGone(page);
  await expectNoAxeViolations(page, testInfo, 'attach-modal-1280');
  // A class can be made there too, and is chosen at once.
  await attach.getByRole('button', { name: '+ Nova turma' }).click();
  await field(attach, 'Nome da nova turma').fill('Turma rápida');
  await attach.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(field(attach, 'Turma')).toHaveValue('Turma rápida');
  await expect(attach.getByText('Nenhuma turma encontrada')).toBeHidden();

  // The course with a class: attach as active.
  await chooseOption(attach, 'Curso', courseName, courseName);
  await expect(field(attach, 'Turma')).toHaveValue('');
  await chooseOption(attach, 'Turma', 'E2E-1 · Turma Noite');
  await chooseOption(attach, 'Status', 'A — Ativo');
  await expect(field(attach, 'Motivo')).toHaveCount(0);
  await saveAndSee(page, attach, 'Ativo');

  // A → I (the reason shows for I and E, and may stay "não informado").
  let edit = await editEnrolment(page, courseName);
  await chooseOption(edit, 'Status', 'I — Inativo');
  await expect(field(edit, 'Motivo')).toBeVisible();
  await saveAndSee(page, edit, 'Inativo');

  // I → E with a reason.
  edit = await editEnrolment(page, courseName);
  await chooseOption(edit, 'Status', 'E — Evadido');
  await chooseOption(edit, 'Motivo', 'Financeiro');
  await saveAndSee(page, edit, 'Evadido');
  await expect(section).toContainText('Motivo: Financeiro');

  // E → A (re-entry): from E only A is offered besides E.
  edit = await editEnrolment(page, courseName);
  await field(edit, 'Status').click();
  await expect(page.getByRole('option', { name: 'C — Concluído (não permitido)' })).toBeVisible();
  await page.getByRole('option', { name: 'A — Ativo' }).click();
  await saveAndSee(page, edit, 'Ativo');

  // A → C: a completed enrolment shows no edit button (spec §4).
  edit = await editEnrolment(page, courseName);
  await chooseOption(edit, 'Status', 'C — Concluído');
  await saveAndSee(page, edit, 'Concluído');
  await expect(page.getByRole('button', { name: `Editar vínculo com ${courseName}` })).toHaveCount(0);

  // Gerenciar Inscrições: the counters, the row and its history.
  await page.goto(`${tenantOrigin(TENANT)}${ADMIN_LIST}/${courseId}/inscricoes`);
  await expect(page.locator('[data-counter="C"]')).toContainText('1');
  await expect(page.locator('[data-counter="A"]')).toContainText('0');
  const row = page.locator('[data-enrolment-row]').filter({ hasText: talentName });
  await expect(row).toContainText('Concluído');
  await expect(row.getByRole('button', { name: `Editar inscrição de ${talentName}` })).toHaveCount(0);
  await page.locator('[data-counter="C"]').click();
  await expect(page).toHaveURL(/status=C/);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Histórico de ${talentName}` }).click();
  const history = page.getByRole('dialog', { name: `Histórico de ${talentName} em ${courseName}` });
  await expect(history.locator('[data-event-kind]')).toHaveCount(5);
  await expect(history).toContainText('Motivo: Financeiro');
  await expectNoAxeViolations(page, testInfo, 'enrolment-history-1280');
  await history.getByRole('button', { name: 'Fechar' }).click();
  await toastsGone(page);
  await expectNoAxeViolations(page, testInfo, 'enrolments-1280');

  // The talent stars another course in the catalogue…
  const talentContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const talentPage = await talentContext.newPage();
  await talentPage.setViewportSize({ width: 400, height: 860 });
  await openSignedIn(talentPage, talent.credentials, '/plataforma/cursos-e-trilhas');
  await field(talentPage, 'Buscar curso').fill(starred.name);
  const card = talentPage.locator(`[data-course-card="${starred.id}"]`);
  await expect(card).toBeVisible();
  await expect(talentPage.locator('[data-course-card]')).toHaveCount(1);
  const star = card.getByRole('button', { name: `Favoritar ${starred.name}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(talentPage, testInfo, 'catalogue-talent-400');
  // …and sees the completed one under "Meus cursos".
  await talentPage.getByRole('tab', { name: 'Meus cursos' }).click();
  await expect(talentPage.locator('[data-my-course]').filter({ hasText: courseName })).toContainText('Concluído');
  await expectNoAxeViolations(talentPage, testInfo, 'my-courses-talent-400');
  await talentContext.close();

  // …which Admin sees under Favoritos, not enrolled.
  await page.goto(`${tenantOrigin(TENANT)}${ADMIN_LIST}/${starred.id}/favoritos`);
  const favourite = page.locator('[data-favourite-row]').filter({ hasText: talentName });
  await expect(favourite).toContainText('Não inscrito');
  await expectNoAxeViolations(page, testInfo, 'favourites-1280');
});

test('Gerenciar Inscrições and the edit modal at 400 px, axe-clean', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 400, height: 860 });
  await openSignedIn(page, ADMIN, ADMIN_LIST);
  // The demo's first course has enrolments in every status.
  const list = await fetchInPage(page, '/api/cursos?status=published&limit=12');
  const course = (list.body as { items: Course[] }).items.find((c) => (c.counts?.A ?? 0) > 0);
  expect(course, 'a demo course with active enrolments').toBeTruthy();
  await page.goto(`${tenantOrigin(TENANT)}${ADMIN_LIST}/${course!.id}/inscricoes?status=A`);
  const row = page.locator('[data-enrolment-row]').first();
  await expect(row).toBeVisible();
  await toastsGone(page);
  await expectNoAxeViolations(page, testInfo, 'enrolments-400');

  // A search keeps its total, and the counters count what it found (QA, 28/11/2026: no total with ?q=).
  const active = (await fetchInPage(page, `/api/cursos/${course!.id}/inscricoes?status=A&limit=10`))
    .body as EnrolmentList;
  const firstName = active.items[0]!.person.firstName;
  const searched = await fetchInPage(
    page,
    `/api/cursos/${course!.id}/inscricoes?q=${encodeURIComponent(firstName)}&limit=100`,
  );
  const found = searched.body as EnrolmentList;
  expect(found.total).toBeGreaterThan(0);
  expect(found.total).toBeLessThan(course!.counts!.total);
  await page.goto(`${tenantOrigin(TENANT)}${ADMIN_LIST}/${course!.id}/inscricoes?q=${encodeURIComponent(firstName)}`);
  await expect(page.getByText(found.total === 1 ? '1 inscrição' : `${found.total} inscrições`)).toBeVisible();
  await expect(page.locator('[data-counter="all"]')).toContainText(String(found.total));
  await expect(page.locator('[data-enrolment-row]')).toHaveCount(Math.min(found.total, 20));
  await page.goto(`${tenantOrigin(TENANT)}${ADMIN_LIST}/${course!.id}/inscricoes?status=A`);
  await expect(row).toBeVisible();
  await row.locator('[data-edit-enrolment]').click();
  const edit = attachDialog(page, 'Editar curso/turma');
  await expect(field(edit, 'Curso')).toBeDisabled();
  await expect(field(edit, 'Turma')).toBeDisabled();
  await expect(field(edit, 'Status')).toHaveValue('A — Ativo');
  await expectNoAxeViolations(page, testInfo, 'edit-modal-400');
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit).toBeHidden();

  // The course list as cards, and the catalogue with Admin's status filter.
  await page.goto(`${tenantOrigin(TENANT)}${ADMIN_LIST}`);
  await expect(page.getByTestId('course-row').first()).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'course-list-400');
  await page.goto(`${tenantOrigin(TENANT)}/plataforma/cursos-e-trilhas?aba=trilhas`);
  await expect(page.locator('[data-trail]').first()).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'trails-400');
});

test('the catalogue names the class still to come, open, and its badge speaks of it', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, '/plataforma/cursos-e-trilhas');
  // The demo runs a class (started two months ago) and opens the next one in each published course.
  const list = await fetchInPage(page, '/api/cursos?status=published&limit=12');
  const course = (list.body as { items: Course[] }).items.find((c) => c.nextClass?.code);
  expect(course, 'a demo course with a next class').toBeTruthy();
  const classes = (await fetchInPage(page, `/api/cursos/${course!.id}/turmas`)).body as Classe[];
  const running = classes.find((k) => k.stage === 'in_progress');
  expect(running, 'the demo course runs a class').toBeTruthy();
  const next = course!.nextClass!;
  const [y, m, d] = next.startDate!.split('-');
  const card = page.locator(`[data-course-card="${course!.id}"]`);
  await expect(card).toContainText(`Próxima turma: ${next.code} · ${next.name}, início em ${d}/${m}/${y}`);
  await expect(card).not.toContainText(running!.name);
  await expect(card.getByText('Inscrições abertas')).toBeVisible();
  // The modality filter's "all" option reads whole (it was "Todas as modalid…").
  const modality = field(page, 'Modalidade');
  await expect(modality).toHaveValue('Todas as modalidades');
  expect(await modality.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await testInfo.attach('catalogue-1280', { body: await page.screenshot(), contentType: 'image/png' });
  await page.setViewportSize({ width: 400, height: 860 });
  await expect(card).toBeVisible();
  expect(await modality.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await testInfo.attach('catalogue-400', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  await expectNoAxeViolations(page, testInfo, 'catalogue-admin-400');
});
