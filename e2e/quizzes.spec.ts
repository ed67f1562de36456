import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Course } from '../packages/shared/src/courses.schema.ts';
import { fetchInPage, openSignedIn } from './support/auth.ts';
import { expectAxeRulesPass, expectNoAxeViolations } from './support/axe.ts';
import { FIRST_NAMES, tenantOrigin } from './support/demo.ts';
import { createPerson, uniqueSuffix } from './support/factories.ts';
import { chooseOption, expectToast, field, toastsGone } from './support/profile.ts';

/**
 * Issue 14 §3 (quizzes, web): Admin of mais-pra-ti writes four kinds of question in the bank (single
 * choice, true/false, short answer, open), builds a quiz of them and assigns it to a class, and on a phone
 * gives the demo talent a 1.5× time accommodation; the talent (enrolled in the class) sees their own limit
 * in minutes, takes the quiz by keyboard on a phone, reloads mid-way and resumes the same attempt, submits;
 * the demo mentor (the talent's current mentor) grades the open answer and reads the mentee's result from
 * their list; Admin sees the result and the histogram. Axe at 1280 and 400 px along the way. Course, class
 * and enrolment through the API.
 * The accommodations are a list like every other (issue 10 §3): found by typing part of a name (no Enter)
 * and by Enter, the total above the table, names sorted as people read them and factors as numbers by the
 * column headers, the page size in the address; at 400 px cards sorted by the sort select. Axe at both.
 */
const TENANT = 'mais-pra-ti';
const ADMIN = { tenant: TENANT, email: 'admin@mais-pra-ti.demo' } as const;
const TALENT = { tenant: TENANT, email: 'talento@mais-pra-ti.demo' } as const;
const MENTOR = { tenant: TENANT, email: 'mentor@mais-pra-ti.demo' } as const;
const origin = tenantOrigin(TENANT);

/** Types into a rich-text field (Tiptap) found by its label. */
async function writeRich(scope: Locator, label: string, text: string) {
  const box = scope.getByRole('textbox', { name: label, exact: true });
  await box.click();
  await box.pressSequentially(text);
  await expect(box).toContainText(text);
}

async function newQuestion(page: Page, type: string, stem: string, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Nova questão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova questão' });
  await expect(dialog).toBeVisible();
  await chooseOption(dialog, 'Tipo', type);
  await writeRich(dialog, 'Enunciado', stem);
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Criar questão' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Questão salva');
}

test('Admin builds a quiz for a class; the talent takes it by keyboard and resumes; the mentor grades; Admin sees the results', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  const suffix = uniqueSuffix();
  const quizTitle = `Quiz E2E ${suffix}`;

  // The talent's publicId, from their own session (on a phone, where they will take the quiz).
  const talentContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const talentPage = await talentContext.newPage();
  await talentPage.setViewportSize({ width: 400, height: 860 });
  const talentSession = await openSignedIn(talentPage, TALENT, '/plataforma/meus-quizzes');

  // Admin: a published course with a class, the demo talent enrolled in it (API).
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, '/plataforma/quiz');
  const created = await fetchInPage(page, '/api/cursos', {
    body: { name: `Curso Quiz ${suffix}`, status: 'published' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const course = created.body as Course;
  const className = `Turma Quiz ${suffix}`;
  const classe = await fetchInPage(page, `/api/cursos/${course.id}/turmas`, {
    body: { name: className, stage: 'in_progress' },
  });
  expect(classe.status, JSON.stringify(classe.body)).toBe(201);
  const classeId = (classe.body as { id: number }).id;
  const enrolled = await fetchInPage(page, `/api/cursos/${course.id}/inscricoes`, {
    method: 'PUT',
    body: { userId: talentSession.publicId, classeId, status: 'A' },
  });
  expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);

  // The manager screen: the quizzes tab, then the bank.
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Quizzes' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page, testInfo, 'quiz-manager-1280');
  await page.getByRole('tab', { name: 'Banco de questões' }).click();
  await expect(page).toHaveURL(/aba=banco/);

  // Four kinds of question, all in a new category.
  await newQuestion(page, 'Escolha única', `Capital do RS? ${suffix}`, async (dialog) => {
    await writeRich(dialog, 'Opção 1', 'Porto Alegre');
    await writeRich(dialog, 'Opção 2', 'Pelotas');
    await dialog.getByRole('checkbox', { name: 'A opção 1 é correta' }).check();
    await dialog.getByRole('button', { name: 'Nova categoria' }).click();
    await field(dialog, 'Nome da nova categoria').fill(`Geografia ${suffix}`);
    await dialog.getByRole('button', { name: 'Criar', exact: true }).click();
    await expect(field(dialog, 'Categoria')).toHaveValue(`Geografia ${suffix}`);
    await expectNoAxeViolations(page, testInfo, 'question-editor-1280');
  });
  await toastsGone(page);
  await newQuestion(page, 'Verdadeiro ou falso', `O Guaíba é um lago? ${suffix}`, async (dialog) => {
    await dialog.getByRole('radio', { name: 'Verdadeiro' }).check();
  });
  await toastsGone(page);
  await newQuestion(page, 'Resposta curta', `Sigla do estado? ${suffix}`, async (dialog) => {
    const accepted = field(dialog, 'Respostas aceitas');
    await accepted.fill('RS');
    await accepted.press('Enter');
  });
  await toastsGone(page);
  await newQuestion(page, 'Resposta aberta', `Descreva sua cidade. ${suffix}`, async (dialog) => {
    await field(dialog, 'Pontuação máxima').fill('5');
  });
  await field(page, 'Buscar no enunciado').fill(suffix);
  await expect(page.locator('[data-bank-question]')).toHaveCount(4);

  // A new quiz, for the class, published, 30 minutes, showing the right answers after submitting.
  await page.getByRole('tab', { name: 'Quizzes' }).click();
  await page.getByRole('button', { name: 'Novo quiz' }).click();
  const create = page.getByRole('dialog', { name: 'Novo quiz' });
  await field(create, 'Título').fill(quizTitle);
  await create.getByRole('button', { name: 'Criar quiz' }).click();
  await expect(page).toHaveURL(/\/plataforma\/quiz\/\d+$/);
  const quizId = Number(new URL(page.url()).pathname.split('/').pop());
  // The editor's chunk and the quiz arrive; a busy machine has been seen taking over ten seconds.
  await expect(page.getByRole('heading', { level: 1, name: quizTitle })).toBeVisible({ timeout: 30_000 });
  const settings = page.locator('[data-quiz-settings]');
  await chooseOption(settings, 'Para quem', 'Uma turma');
  await chooseOption(settings, 'Curso', course.name, course.name);
  await chooseOption(settings, 'Turma', className);
  await chooseOption(settings, 'Situação', 'Publicado');
  await field(settings, 'Tempo limite (minutos)').fill('30');
  await chooseOption(settings, 'Depois de enviar, mostrar', 'Nota, acertos e respostas certas');
  await settings.getByRole('button', { name: 'Salvar configurações' }).click();
  await expectToast(page, 'Quiz salvo');
  await toastsGone(page);

  const picker = page.getByRole('dialog', { name: 'Adicionar questões do banco' });
  // Saving the settings re-renders the form above with the saved quiz; on a busy machine a click can
  // land while the layout still moves (once, the picker never opened), so opening is retried.
  await expect(async () => {
    if (!(await picker.isVisible())) await page.getByRole('button', { name: 'Adicionar do banco' }).click();
    await expect(picker).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await field(picker, 'Buscar no enunciado').fill(suffix);
  await expect(picker.locator('[data-pick-question]')).toHaveCount(4);
  // Picked in this order, so the quiz asks them in it.
  for (const stem of ['Capital do RS?', 'O Guaíba é um lago?', 'Sigla do estado?', 'Descreva sua cidade.'])
    await picker.getByRole('checkbox', { name: `${stem} ${suffix}` }).check();
  await picker.getByRole('button', { name: 'Adicionar 4 questões' }).click();
  await expect(page.locator('[data-selected-question]')).toHaveCount(4);
  await page.getByRole('button', { name: 'Salvar questões' }).click();
  await expectToast(page, 'Questões do quiz salvas');
  await expect(page.getByText('Cada tentativa terá 4 questões.')).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'quiz-editor-1280');
  await page.setViewportSize({ width: 400, height: 860 });
  await expectNoAxeViolations(page, testInfo, 'quiz-editor-400');

  // Admin, on a phone: the demo talent gets 1.5× every time limit (WCAG 2.2.1); only Admin sees the factor.
  await page.goto(`${origin}/plataforma/quiz?aba=acomodacoes`);
  await expect(page.getByRole('heading', { level: 2, name: 'Definir acomodação' })).toBeVisible({ timeout: 30_000 });
  // The last tab is past the edge of a phone: the open one scrolls into view by itself.
  await expect(page.getByRole('tab', { name: 'Acomodações' })).toBeInViewport({ ratio: 0.95 });
  const personOption = page.getByRole('option', { name: `(${TALENT.email})`, exact: false });
  await expect(async () => {
    if (!(await personOption.isVisible())) await field(page, 'Pessoa').fill(TALENT.email);
    await personOption.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expectToast(page, 'Acomodação salva');
  // On a phone the list is cards; the person's card says the factor.
  await expect(page.locator('[data-accommodation-row]').filter({ hasText: TALENT.email })).toContainText('1,5×');
  await expectNoAxeViolations(page, testInfo, 'quiz-accommodations-400');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The talent, on a phone: the home card lists the quiz with its deadline; they open it.
  await talentPage.goto(`${origin}/plataforma/home`);
  const card = talentPage.getByTestId('home-my-quizzes');
  await expect(card.getByRole('link', { name: quizTitle })).toBeVisible({ timeout: 30_000 });
  await card.getByRole('link', { name: quizTitle }).click();
  await expect(talentPage.getByRole('heading', { level: 1, name: quizTitle })).toBeVisible({ timeout: 30_000 });
  // The talent's own limit in minutes (30 × 1.5), never the factor.
  await expect(talentPage.getByText('Ao começar, você terá 45 minutos.', { exact: false })).toBeVisible();
  await expect(talentPage.getByText('1,5')).toHaveCount(0);
  await expectNoAxeViolations(talentPage, testInfo, 'quiz-intro-400');
  await talentPage.getByRole('button', { name: 'Começar' }).press('Enter');
  await expect(talentPage).toHaveURL(/tentativa=\d+/);
  const countdown = talentPage.getByTestId('attempt-countdown');
  await expect(countdown).toContainText(/Tempo restante\s+(44|45):\d\d/);

  // By keyboard: question 1 (single choice), Porto Alegre, then Next; question 2 (true/false), True.
  const question = talentPage.locator('[data-question]');
  await expect(question).toHaveAttribute('data-question-type', 'single');
  await question.getByRole('radio', { name: 'Porto Alegre' }).focus();
  await talentPage.keyboard.press('Space');
  await expect(question.getByRole('radio', { name: 'Porto Alegre' })).toBeChecked();
  await talentPage.getByRole('button', { name: 'Próxima' }).focus();
  await talentPage.keyboard.press('Enter');
  await expect(question).toHaveAttribute('data-question-type', 'trueFalse');
  await expect(talentPage.getByRole('heading', { name: 'Questão 2 de 4' })).toBeFocused();
  await talentPage.keyboard.press('Tab');
  await talentPage.keyboard.press('Space');
  await expect(question.getByRole('radio', { name: 'Verdadeiro' })).toBeChecked();
  await expect(talentPage.locator('[data-save-status="saved"]')).toBeVisible();
  await expect(talentPage.getByText('2 de 4 respondidas')).toBeVisible();
  await expectNoAxeViolations(talentPage, testInfo, 'quiz-attempt-400');

  // Reload mid-way: the same attempt resumes at the first question without an answer, answers kept.
  const attemptUrl = talentPage.url();
  await talentPage.reload();
  await expect(talentPage).toHaveURL(attemptUrl);
  await expect(talentPage.getByText('2 de 4 respondidas')).toBeVisible();
  await expect(question).toHaveAttribute('data-question-type', 'shortText');
  await talentPage.getByRole('button', { name: 'Questão 1 (respondida)' }).press('Enter');
  await expect(question.getByRole('radio', { name: 'Porto Alegre' })).toBeChecked();
  await talentPage.getByRole('button', { name: 'Questão 3', exact: true }).press('Enter');

  // Question 3 (short answer) and 4 (open), typed; then submit after the confirmation.
  await talentPage.keyboard.press('Tab');
  await talentPage.keyboard.type('rs');
  await talentPage.getByRole('button', { name: 'Próxima' }).press('Enter');
  await expect(question).toHaveAttribute('data-question-type', 'open');
  await talentPage.keyboard.press('Tab');
  await talentPage.keyboard.type('Porto Alegre tem o pôr do sol do Guaíba.');
  await expect(talentPage.locator('[data-save-status="saved"]')).toBeVisible();
  await expect(talentPage.getByText('4 de 4 respondidas')).toBeVisible();
  await talentPage.getByRole('button', { name: 'Enviar respostas' }).press('Enter');
  const confirm = talentPage.getByRole('dialog', { name: 'Enviar respostas?' });
  await expect(confirm).toContainText('Você respondeu 4 de 4 questões');
  await confirm.getByRole('button', { name: 'Enviar', exact: true }).press('Enter');
  const review = talentPage.getByTestId('attempt-review');
  await expect(review).toContainText('Resultado da tentativa 1');
  await expect(review).toContainText('Sua nota sai depois da correção das respostas abertas.');
  await expect(review.locator('[data-outcome="full"]')).toHaveCount(3);
  await expect(review.locator('[data-outcome="pending"]')).toHaveCount(1);
  await expect(talentPage.getByTestId('attempt-history')).toContainText('Tentativa 1');
  await expectNoAxeViolations(talentPage, testInfo, 'quiz-review-400');
  await talentContext.close();

  // The mentor, on a phone: the home says one answer waits; they grade it 4 of 5 with a comment.
  const mentorContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const mentorPage = await mentorContext.newPage();
  await mentorPage.setViewportSize({ width: 400, height: 860 });
  await openSignedIn(mentorPage, MENTOR, '/plataforma/home');
  await mentorPage.getByTestId('home-quiz-grading').getByRole('link', { name: 'Corrigir respostas' }).click();
  await expect(mentorPage.getByRole('heading', { level: 1, name: 'Correções' })).toBeVisible({ timeout: 30_000 });
  const item = mentorPage.locator('[data-grading-item]').filter({ hasText: quizTitle });
  await expect(item).toContainText('Porto Alegre tem o pôr do sol do Guaíba.');
  // Below the queue, the quizzes of the mentor's mentees, each with its results.
  const menteeQuizzes = mentorPage.getByTestId('mentee-quizzes');
  const menteeResults = menteeQuizzes.getByRole('link', { name: `Resultados: ${quizTitle}` });
  await expect(menteeResults).toBeVisible();
  await expectNoAxeViolations(mentorPage, testInfo, 'grading-400');
  // Each answer's heading is an h2 under the page's h1 (an h3 skipped a level).
  await expectAxeRulesPass(mentorPage, 'grading-400', ['heading-order']);
  await field(item, 'Nota (0 a 5)').fill('4');
  await field(item, 'Comentário para a pessoa').fill('Boa descrição.');
  await item.getByRole('button', { name: 'Salvar nota' }).click();
  await expectToast(mentorPage, 'Nota salva');
  await expect(mentorPage.locator('[data-grading-item]').filter({ hasText: quizTitle })).toHaveCount(0);
  // The mentor reads their mentee's result: 3 right + 4 of 5 = 7 of 8 points.
  await menteeResults.click();
  await expect(mentorPage.getByRole('heading', { level: 1, name: `Resultados: ${quizTitle}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(mentorPage.locator('[data-result-row]').filter({ hasText: FIRST_NAMES.Talento })).toContainText('87,5%');
  await mentorContext.close();

  // Admin: the result (3 right + 4 of 5 = 7 of 8 points) and the histogram, at both widths.
  await page.goto(`${origin}/plataforma/quiz/${quizId}/resultados`);
  await expect(page.getByRole('heading', { level: 1, name: `Resultados: ${quizTitle}` })).toBeVisible({
    timeout: 30_000,
  });
  const row = page.locator('[data-result-row]').filter({ hasText: FIRST_NAMES.Talento });
  await expect(row).toContainText('87,5%');
  await expect(row).toContainText('Aprovado');
  await expect(page.getByTestId('histogram').locator('[data-histogram-chart] svg').first()).toBeVisible();
  await expect(page.getByTestId('histogram-table')).toContainText('80–89');
  await expect(page.getByTestId('item-analysis').locator('[data-item]')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Baixar CSV por tentativa' })).toHaveAttribute(
    'href',
    `/api/quizzes/${quizId}/resultados?format=csv&by=attempt`,
  );
  await expectNoAxeViolations(page, testInfo, 'quiz-results-1280');
  await page.setViewportSize({ width: 400, height: 860 });
  await expect(row).toContainText('87,5%');
  await expectNoAxeViolations(page, testInfo, 'quiz-results-400');
});

test('the accommodations list searches as one types, shows its total, sorts by name and factor and chooses its page size', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const reading = ['Álvaro', 'Amanda', 'ângela'].map((word) => `${word} ${suffix}`);
  // As text "10" would come before "3": the factor column must order them as numbers.
  const factors = new Map([
    [reading[0]!, 3],
    [reading[1]!, 10],
    [reading[2]!, 1.25],
  ]);
  const byFactor = [reading[2]!, reading[0]!, reading[1]!];

  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, '/plataforma/quiz?aba=acomodacoes');
  // Registered in code-point order ("Amanda", "Álvaro", "ângela"), so that only the list's sort can put them
  // in reading order.
  for (const firstName of [...reading].sort()) {
    const person = await createPerson(page, TENANT, { firstName, activate: false });
    const set = await fetchInPage(page, `/api/quizzes/acomodacoes/${person.publicId}`, {
      method: 'PUT',
      body: { factor: factors.get(firstName) },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }

  const table = page.getByTestId('accommodations');
  const rows = page.locator('[data-accommodation-row]');
  // Each row's (and card's) first paragraph is the person's name, "<first name> Teste <suffix>".
  const names = () =>
    rows.evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent?.split(' Teste ')[0]));
  await expect(table.locator('caption')).toHaveText('Acomodações de tempo');
  // Typing searches, without Enter.
  await field(page, 'Buscar por nome ou e-mail').fill(suffix);
  await expect(page).toHaveURL(/q=/);
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('list-total')).toHaveText('3 pessoas com acomodação');
  // By name as people read them unless told otherwise.
  const nameHeader = page.getByRole('columnheader', { name: 'Pessoa' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(names).toEqual(reading);
  await expectNoAxeViolations(page, testInfo, 'quiz-accommodations-list-1280');

  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/order=desc/);
  await expect.poll(names).toEqual([...reading].reverse());
  const factorHeader = page.getByRole('columnheader', { name: 'Fator de tempo' });
  await factorHeader.getByRole('button').click();
  await expect(factorHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=factor/);
  await expect.poll(names).toEqual(byFactor);
  await factorHeader.getByRole('button').click();
  await expect.poll(names).toEqual([...byFactor].reverse());

  await chooseOption(page, 'Itens por página', '10');
  await expect(page).toHaveURL(/limit=10/);
  await expect(rows).toHaveCount(3);

  // Enter searches at once.
  const search = field(page, 'Buscar por nome ou e-mail');
  await search.fill(reading[1]!);
  await search.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('list-total')).toHaveText('1 pessoa com acomodação');

  // At 400 px: cards, sorted by the select.
  await search.fill(suffix);
  await search.press('Enter');
  await page.setViewportSize({ width: 400, height: 860 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(rows).toHaveCount(3);
  await chooseOption(page, 'Ordenar por', 'Pessoa (crescente)');
  await expect(page).toHaveURL(/sort=name/);
  await expect.poll(names).toEqual(reading);
  await expect(rows.first()).toContainText('Fator de tempo: 3×');
  await expectNoAxeViolations(page, testInfo, 'quiz-accommodations-list-400');
});
