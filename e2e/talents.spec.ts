/** Talent base (issue 4): filters in the URL, chips, keyset paging, rows and cards, views, sabimais students. */
import { expect, type Page, test } from '@playwright/test';
import { fetchInPage, openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tenantOrigin } from './support/demo.ts';
import { chooseOption, chooseOptions, expectToast, field } from './support/profile.ts';

const ADMIN = { tenant: 'trindtech', email: 'admin@trindtech.demo' } as const;
const RH_MENTOR = { tenant: 'sandbox', email: 'rhmentor@sandbox.demo' } as const;
const SABIMAIS_ADMIN = { tenant: 'sabimais', email: 'admin@sabimais.demo' } as const;
const BASE = '/plataforma/base-de-talentos';

interface ListAnswer {
  items: { name: string; publicId: string }[];
  nextCursor: string | null;
  total: number;
}

async function apiList(page: Page, search: string): Promise<ListAnswer> {
  const { status, body } = await fetchInPage(page, `/api/talentos?${search}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as ListAnswer;
}

function table(page: Page) {
  return page.getByRole('table', { name: 'Lista de talentos' });
}

/** The names in the table's rows (row headers), in order. */
async function rowNames(page: Page): Promise<string[]> {
  return table(page).locator('tbody tr th').allInnerTexts();
}

function filterDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Filtrar talentos' });
}

test('admin filters by a hard skill and a state: chips, URL, reload and chip removal', async ({ page }, testInfo) => {
  await openSignedIn(page, ADMIN, BASE);
  await expect(page.getByRole('heading', { level: 1, name: 'Base de talentos' })).toBeVisible();
  await expect(table(page).locator('tbody tr')).toHaveCount(20);
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Nome',
    'Último acesso',
    'Cursos',
    'Área de atuação',
    'Competências',
  ]);
  // Spec §9: never more than three skills per row; the surplus is one '+N' badge.
  for (const row of await table(page).locator('tbody tr').all()) {
    expect(await row.locator('[data-skills] .mantine-Badge-root:not([data-skills-more])').count()).toBeLessThanOrEqual(
      3,
    );
  }
  await expectNoAxeViolations(page, testInfo, 'talent base 1280');

  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  const dialog = filterDialog(page);
  await expect(dialog).toBeVisible();
  // The base view (Admin) offers the sensitive filters, state and phone.
  for (const label of ['Gênero', 'Raça/cor', 'Pessoa com deficiência', 'Estado', 'Telefone', 'Cidade', 'E-mail']) {
    await expect(field(dialog, label), label).toBeVisible();
  }
  // classeId is a mais-pra-ti filter only.
  await expect(field(dialog, 'Turma')).toHaveCount(0);
  await expectNoAxeViolations(page, testInfo, 'filter panel 1280');
  await chooseOptions(dialog, 'Competências técnicas', ['React']);
  await chooseOption(dialog, 'Estado', 'São Paulo', 'São');
  // State comes before city, and the city list then holds São Paulo's cities only.
  const stateBox = await field(dialog, 'Estado').boundingBox();
  const cityBox = await field(dialog, 'Cidade').boundingBox();
  expect(stateBox!.y).toBeLessThan(cityBox!.y);
  await field(dialog, 'Cidade').click();
  const cityOptions = page.getByRole('option').filter({ visible: true });
  await expect(cityOptions.first()).toBeVisible();
  for (const text of await cityOptions.allTextContents()) expect(text).toMatch(/\(.*\bSP\b.*\)$/);
  await dialog.getByRole('heading').first().click();
  await expect(cityOptions).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/[?&]hardSkills=React(&|$)/);
  await expect(page).toHaveURL(/[?&]state=SP(&|$)/);
  const chips = page.locator('[data-filter-chips]');
  await expect(chips.getByText('Competências técnicas: React')).toBeVisible();
  await expect(chips.getByText('Estado: São Paulo')).toBeVisible();

  const expected = await apiList(page, 'hardSkills=React&state=SP');
  expect(expected.items.length).toBeGreaterThan(0);
  await expect.poll(() => rowNames(page)).toEqual(expected.items.map((i) => i.name));

  // The address is the list: a reload (or a shared link) shows the same filters and people.
  await page.reload();
  await expect(chips.getByText('Estado: São Paulo')).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual(expected.items.map((i) => i.name));

  await page.getByRole('button', { name: 'Remover filtro Estado: São Paulo' }).click();
  await expect(page).not.toHaveURL(/state=/);
  await expect(chips.getByText('Competências técnicas: React')).toBeVisible();
  const skillOnly = await apiList(page, 'hardSkills=React');
  await expect.poll(() => rowNames(page)).toEqual(skillOnly.items.map((i) => i.name));

  // Back returns to the earlier search.
  await page.goBack();
  await expect(page).toHaveURL(/state=SP/);
  await expect(chips.getByText('Estado: São Paulo')).toBeVisible();

  await page.getByRole('button', { name: 'Limpar todos os filtros' }).click();
  await expect(page.locator('[data-filter-chips]')).toHaveCount(0);
  await expect(page).toHaveURL(`${tenantOrigin('trindtech')}${BASE}`);
});

test('paging by cursor: next shows other people, previous and back return', async ({ page }) => {
  await openSignedIn(page, ADMIN, BASE);
  const first = await apiList(page, '');
  expect(first.nextCursor).not.toBeNull();
  await expect.poll(() => rowNames(page)).toEqual(first.items.map((i) => i.name));
  await expect(page.getByText('Página 1')).toBeVisible();
  // The total counts every match, not the page.
  await expect(page.getByTestId('list-total')).toHaveText(`${first.total} talentos`);
  expect(first.total).toBeGreaterThan(first.items.length);

  const pager = page.getByRole('navigation', { name: 'Paginação' });
  await pager.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(page.getByText('Página 2')).toBeVisible();
  const second = await apiList(page, `cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
  await expect.poll(() => rowNames(page)).toEqual(second.items.map((i) => i.name));
  const overlap = second.items.filter((p) => first.items.some((q) => q.publicId === p.publicId));
  expect(overlap).toEqual([]);

  await pager.getByRole('button', { name: 'Página anterior' }).click();
  await expect(page.getByText('Página 1')).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual(first.items.map((i) => i.name));
  await page.goBack();
  await expect(page.getByText('Página 2')).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual(second.items.map((i) => i.name));
});

test('sort, name search and an empty result', async ({ page }) => {
  await openSignedIn(page, ADMIN, BASE);
  await page.getByLabel('Ordenar por').selectOption({ label: 'Nome (Z–A)' });
  await expect(page).toHaveURL(/order=desc/);
  const desc = await apiList(page, 'order=desc');
  await expect.poll(() => rowNames(page)).toEqual(desc.items.map((i) => i.name));

  const someone = desc.items[0]?.name.split(' ')[0] ?? '';
  await page.getByLabel('Buscar por nome').fill(someone);
  await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(someone)}`));
  const matching = await apiList(page, `name=${encodeURIComponent(someone)}&order=desc`);
  expect(matching.items.length).toBeGreaterThan(0);
  await expect.poll(() => rowNames(page)).toEqual(matching.items.map((i) => i.name));
  for (const name of await rowNames(page)) expect(name.toLowerCase()).toContain(someone.toLowerCase());

  await page.getByLabel('Buscar por nome').fill('zzzzqqq');
  await expect(page.getByText('Nenhum talento encontrado')).toBeVisible();
});

test('an invalid parameter in the address is ignored with a notice', async ({ page }) => {
  await openSignedIn(page, ADMIN, `${BASE}?state=XX&city=Recife`);
  await expect(page.locator('[data-invalid-params]')).toContainText('Estado');
  await expect(page.locator('[data-filter-chips]').getByText('Cidade: Recife')).toBeVisible();
  await expect(page).not.toHaveURL(/state=XX/);

  // A cursor the server refuses (not one it made) is dropped too: the list starts over at page 1.
  const first = await apiList(page, '');
  await page.goto(`${tenantOrigin('trindtech')}${BASE}?cursor=bm90LWEtY3Vyc29y`);
  await expect(page.locator('[data-invalid-params]')).toContainText('Página');
  await expect(page).not.toHaveURL(/cursor=/);
  await expect.poll(() => rowNames(page)).toEqual(first.items.map((i) => i.name));
});

test('a row opens the read-only profile, by mouse and by keyboard', async ({ page }) => {
  await openSignedIn(page, ADMIN, BASE);
  const first = (await apiList(page, '')).items[0];
  if (!first) throw new Error('no talents');
  const row = table(page).locator('tbody tr').first();
  await row.locator('td').nth(1).click();
  await expect(page).toHaveURL(
    `${tenantOrigin('trindtech')}/plataforma/perfil/${first.publicId}/informacoes-pessoais?view=readonly`,
  );
  await expect(page.getByText('Você está vendo este perfil em modo somente leitura.')).toBeVisible();

  await page.goBack();
  const link = table(page).getByRole('link', { name: `Abrir o perfil de ${first.name}` });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/perfil/${first.publicId}/informacoes-pessoais\\?view=readonly$`));
});

test.describe('mobile (400px)', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('cards instead of the table; a card opens the profile; the filter panel fills the screen', async ({
    page,
  }, testInfo) => {
    await openSignedIn(page, ADMIN, BASE);
    const first = (await apiList(page, '')).items[0];
    if (!first) throw new Error('no talents');
    await expect(page.locator('[data-talent-card]')).toHaveCount(20);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page, testInfo, 'talent base 400');

    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const dialog = filterDialog(page);
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(395);
    await expectNoAxeViolations(page, testInfo, 'filter panel 400');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: `Abrir o perfil de ${first.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/perfil/${first.publicId}/informacoes-pessoais\\?view=readonly$`));
  });
});

test('the mentor view (RhMentor) has no gender, race, disability, state or phone filter', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, RH_MENTOR, BASE);
  await expect(page.getByRole('heading', { level: 1, name: 'Base de talentos' })).toBeVisible();
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  const dialog = filterDialog(page);
  await expect(field(dialog, 'Cidade')).toBeVisible();
  await expect(field(dialog, 'Competências técnicas')).toBeVisible();
  for (const label of ['Gênero', 'Raça/cor', 'Pessoa com deficiência', 'Estado', 'Telefone', 'Turma']) {
    await expect(field(dialog, label), label).toHaveCount(0);
  }
  await expectNoAxeViolations(page, testInfo, 'mentor filter panel');
  await page.keyboard.press('Escape');

  // A link carrying a base-view filter is not sent to the API (it would be a 400): it is dropped with a notice.
  await page.goto(`${tenantOrigin('sandbox')}${BASE}?gender=F&city=Recife`);
  await expect(page.locator('[data-invalid-params]')).toContainText('Gênero');
  await expect(page.locator('[data-filter-chips]').getByText('Cidade: Recife')).toBeVisible();
  await expect(page).toHaveURL(/view=mentor/);
  await expect(page).not.toHaveURL(/gender=/);
});

test('mais-pra-ti: the base view has the class filter, the mentor view does not', async ({ page }) => {
  await openSignedIn(page, { tenant: 'mais-pra-ti', email: 'admin@mais-pra-ti.demo' }, BASE);
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await expect(field(filterDialog(page), 'Turma')).toBeVisible();

  await openSignedIn(page, { tenant: 'mais-pra-ti', email: 'rhmentor@mais-pra-ti.demo' }, BASE);
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await expect(field(filterDialog(page), 'Cidade')).toBeVisible();
  await expect(field(filterDialog(page), 'Turma')).toHaveCount(0);
});

test.describe('sabimais student base', () => {
  for (const width of [1280, 400]) {
    test(`admin sees "Base de alunos" and edits a student (${width}px)`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page, SABIMAIS_ADMIN, '/plataforma/base-de-alunos');
      await expect(page.getByRole('heading', { level: 1, name: 'Base de alunos' })).toBeVisible();
      const answer = await apiList(page, '');
      const first = answer.items[0];
      if (!first) throw new Error('no students');
      await expect(page.getByTestId('list-total')).toHaveText(`${answer.total} alunos`);
      await expectNoAxeViolations(page, testInfo, `student base ${width}`);

      // In sabimais a row leads to the student edit screen, not to the read-only profile.
      await page.getByRole('link', { name: `Editar o aluno ${first.name}` }).click();
      await expect(page).toHaveURL(
        `${tenantOrigin('sabimais')}/plataforma/base-de-alunos/${first.publicId}/editar-aluno`,
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Editar aluno' })).toBeVisible();
      await expect(page.locator('[data-student-name]')).toHaveText(first.name);
      const tabs = page.getByRole('tablist', { name: 'Seções do aluno' });
      await expect(tabs.getByRole('tab')).toHaveText(['Dados do aluno', 'Acompanhamento']);
      await expectNoAxeViolations(page, testInfo, `student edit ${width}`);

      if (width === 1280) {
        const data = page.locator('[data-student-data]');
        await field(data, 'Nome social').fill('Aluno de Teste');
        await field(data, 'CPF').fill('52998224725');
        await chooseOption(data, 'Parentesco do responsável', 'Mãe');
        await chooseOption(data, 'Ano escolar', '8º ano do ensino fundamental');
        await data.getByRole('button', { name: 'Salvar dados do aluno' }).click();
        await expectToast(page, 'Dados do aluno salvos com sucesso');
        await page.reload();
        await expect(field(page.locator('[data-student-data]'), 'Nome social')).toHaveValue('Aluno de Teste');
      }

      if (width === 400) {
        await page.goto(`${tenantOrigin('sabimais')}/plataforma/base-de-alunos?name=zzzzqqq`);
        await expect(page.getByText('Nenhum aluno encontrado')).toBeVisible();
        await page.goBack();
      }

      await tabs.getByRole('tab', { name: 'Acompanhamento' }).click();
      // The student's follow-up is the timeline (annotations only: sabimais has no feedbacks).
      await expect(page.locator('[data-follow-up]')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Nova anotação' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Novo feedback' })).toHaveCount(0);
      await expect(page.locator('[data-follow-up]')).toContainText('Anotações e mentorias desta pessoa');
      await expect(page).toHaveURL(/aba=acompanhamento/);
      await expectNoAxeViolations(page, testInfo, `student follow-up ${width}`);
    });
  }

  test('the talent-base address does not exist in sabimais', async ({ page }) => {
    await openSignedIn(page, SABIMAIS_ADMIN, BASE);
    await expect(page.getByRole('heading', { level: 1, name: 'Base de alunos' })).toHaveCount(0);
  });
});
