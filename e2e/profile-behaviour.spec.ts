import { type Browser, expect, type Page, test } from '@playwright/test';
import { BEHAVIOURAL_TEST_ITEMS, type BehaviouralProfile } from '../packages/shared/src/behavioural-test.ts';
import { type Credentials, fetchInPage, signInViaApi } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tenantOrigin } from './support/demo.ts';

// Each test has its own person, so tests running in parallel never write the same profile.
const COLLABORATOR = { tenant: 'trindtech', email: 'colaborador@trindtech.demo' } as const;
const RH_MENTOR = { tenant: 'trindtech', email: 'rhmentor@trindtech.demo' } as const;
const FUNCIONARIO_MENTOR = { tenant: 'trindtech', email: 'funcionariomentor@trindtech.demo' } as const;
const ADMIN = { tenant: 'trindtech', email: 'admin@trindtech.demo' } as const;

function tabUrl(person: Credentials, publicId: string, readOnly = false) {
  return `${tenantOrigin(person.tenant)}/plataforma/perfil/${publicId}/teste-comportamental${readOnly ? '?view=readonly' : ''}`;
}

async function openTab(page: Page, person: Credentials) {
  const session = await signInViaApi(page, person);
  await page.goto(tabUrl(person, session.publicId));
  await expect(page.getByRole('heading', { name: 'Preferências de aprendizagem', level: 2 })).toBeVisible();
  return session;
}

/** The adjective of the given profile in each item, as the questionnaire shows it in Portuguese. */
function wordOf(itemIndex: number, profile: BehaviouralProfile): string {
  const option = BEHAVIOURAL_TEST_ITEMS[itemIndex]!.options.find((o) => o.profile === profile);
  return option!.label['pt-BR'];
}

async function answerAll(page: Page, profileOf: (index: number) => BehaviouralProfile) {
  const total = BEHAVIOURAL_TEST_ITEMS.length;
  for (let index = 0; index < total; index += 1) {
    await expect(page.getByText(`Questão ${index + 1} de ${total}`)).toBeVisible();
    const last = index === total - 1;
    const forward = page.getByRole('button', { name: last ? 'Ver resultado' : 'Próxima' });
    // Nothing moves on until the item has an answer.
    await expect(forward).toBeDisabled();
    await page.getByRole('radio', { name: wordOf(index, profileOf(index)), exact: true }).check();
    await expect(page.getByText(`${index + 1} de ${total} respondidas`)).toBeVisible();
    await forward.click();
  }
}

function todayInSaoPaulo(): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

async function viewAs(browser: Browser, viewer: Credentials, url: string) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await signInViaApi(page, viewer);
  await page.goto(url);
  return { page, close: () => context.close() };
}

test('takes the behavioural test, sees the result, retakes it and keeps the history', async ({ page, browser }) => {
  // Fifty answers and three sign-ins: the longest walk of the suite.
  test.slow();
  const session = await openTab(page, COLLABORATOR);
  await expect(page.getByText('Você ainda não fez o teste comportamental.')).toBeVisible();

  await page.getByRole('button', { name: 'Fazer o teste' }).click();
  // 15 of 25 answers executing, 10 planner: 60% and 40%.
  await answerAll(page, (index) => (index < 15 ? '1' : '3'));
  await expect(page.getByText('Teste concluído!')).toBeVisible();

  const result = page.getByTestId('behaviour-result');
  await expect(result.getByRole('heading', { name: 'Perfil predominante: Executor' })).toBeVisible();
  const shares = result.getByRole('list', { name: 'Percentual de cada perfil' }).getByRole('listitem');
  await expect(shares).toHaveText(['Executor60%', 'Comunicador0%', 'Planejador40%', 'Analista0%']);
  await expect(result.getByText(`Resultado de ${todayInSaoPaulo()}`)).toBeVisible();

  const history = page.getByRole('table', { name: 'Histórico' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1).getByRole('cell')).toHaveText([todayInSaoPaulo(), 'Executor']);

  await page.getByRole('button', { name: 'Refazer o teste' }).click();
  await answerAll(page, () => '4');
  await expect(result.getByRole('heading', { name: 'Perfil predominante: Analista' })).toBeVisible();
  await expect(shares).toHaveText(['Executor0%', 'Comunicador0%', 'Planejador0%', 'Analista100%']);
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1).getByRole('cell')).toHaveText([todayInSaoPaulo(), 'Analista']);
  await expect(history.getByRole('row').nth(2).getByRole('cell')).toHaveText([todayInSaoPaulo(), 'Executor']);

  await page.reload();
  await expect(result.getByRole('heading', { name: 'Perfil predominante: Analista' })).toBeVisible();

  // Admin reads the result but may not answer for the person.
  const admin = await viewAs(browser, ADMIN, tabUrl(COLLABORATOR, session.publicId, true));
  await expect(admin.page.getByRole('heading', { name: 'Perfil predominante: Analista' })).toBeVisible();
  await expect(admin.page.getByRole('button', { name: /o teste$/ })).toHaveCount(0);
  // Read, the learning preferences are text: nothing to choose from.
  await expect(admin.page.getByRole('region', { name: 'Preferências de aprendizagem' })).toBeVisible();
  await expect(admin.page.getByRole('combobox')).toHaveCount(0);
  await admin.close();
});

test('cancelling the questionnaire keeps the previous state', async ({ page }) => {
  await openTab(page, FUNCIONARIO_MENTOR);
  await page.getByRole('button', { name: 'Fazer o teste' }).click();
  await page.getByRole('radio', { name: wordOf(0, '2'), exact: true }).check();
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Questão 2 de 25')).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByRole('radio', { name: wordOf(0, '2'), exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Você ainda não fez o teste comportamental.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fazer o teste' })).toBeFocused();
});

test('learning preferences: required, saved and shown again after a reload', async ({ page }) => {
  await openTab(page, FUNCIONARIO_MENTOR);
  const section = page.getByRole('region', { name: 'Preferências de aprendizagem' });
  await section.getByRole('button', { name: 'Salvar' }).click();
  await expect(section.getByText('Campo obrigatório')).toHaveCount(6);

  const choices: [string, string][] = [
    ['Estilo de aprendizagem', 'Cinestésico'],
    ['Preferência de aprendizagem', 'Prática'],
    ['Modo de trabalho', 'Em equipe'],
    ['Estilo de feedback', 'Construtivo'],
    ['Comunicação', 'Libras'],
    ['Turno', 'Noite'],
  ];
  for (const [label, option] of choices) {
    await section.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await section.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Preferências de aprendizagem atualizadas com sucesso!')).toBeVisible();

  await page.reload();
  for (const [label, option] of choices) {
    await expect(section.getByRole('combobox', { name: new RegExp(`^${label}`) })).toHaveValue(option);
  }
});

for (const width of [1280, 400]) {
  test(`behavioural test tab at ${width}px passes axe, with a result and with the questionnaire`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const session = await signInViaApi(page, RH_MENTOR);
    // A result to look at, answered through the API (the flow itself is the first test's).
    const answers = BEHAVIOURAL_TEST_ITEMS.map((item, index) => ({
      itemId: item.id,
      profile: (['1', '2', '3', '4'] as const)[index % 4]!,
    }));
    const posted = await fetchInPage(page, `/api/perfil/${session.publicId}/teste-comportamental`, {
      body: { answers },
    });
    expect(posted.status).toBeLessThan(300);
    await page.goto(tabUrl(RH_MENTOR, session.publicId));
    await expect(page.getByTestId('behaviour-result')).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `behavioural result ${width}px`);

    await page.getByRole('button', { name: 'Refazer o teste' }).click();
    await page.getByRole('radio', { name: wordOf(0, '1'), exact: true }).check();
    await expectNoAxeViolations(page, testInfo, `questionnaire ${width}px`);
  });
}
