import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn } from './support/auth.ts';
import { expectAxeRulesPass, expectNoAxeViolations } from './support/axe.ts';
import { demoEmail, tenantOrigin } from './support/demo.ts';
import { chooseOption, expectToast, field } from './support/profile.ts';

/**
 * Issue 16 §1 (web; ADR 0045): a programme manager of mais-pra-ti opens Análise from the menu, changes
 * the period (a preset, then a custom range typed dd/mm/yyyy), reads a chart's rows as a table, breaks the
 * funnel down by gender and downloads a chart's CSV, whose first line is its header; the screen at 400 px
 * keeps its charts and tables inside the page. Everyone else has no menu item and is sent home.
 * Both widths, axe.
 */
const TENANT = 'mais-pra-ti';
const PATH = '/plataforma/analise';

function card(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** Today in São Paulo (the API's calendar), yyyy-mm-dd. */
function saoPauloToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}
function shift(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
/** "2026-03-09" as typed into the masked input ("09032026") and as shown ("09/03/2026"). */
const typed = (iso: string) => iso.slice(8, 10) + iso.slice(5, 7) + iso.slice(0, 4);
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The server's period under the figures; a change of filters waits behind the queries already running. */
function period(page: Page) {
  return page.locator('[data-period]');
}
const SLOW = { timeout: 30_000 };

async function chartsSettled(page: Page) {
  // The headline figures are the slowest answer (a dozen queries, two periods; seconds on the embedded database).
  await expect(page.locator('[data-summary] [data-figure]')).toHaveCount(10, { timeout: 30_000 });
  // Then every card's data and the charts' chunk (recharts), slower while the other worker loads the same.
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 60_000 });
}

test('a manager filters the period, reads a chart as a table and downloads its CSV', async ({ page }, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, { tenant: TENANT, email: demoEmail('Admin', TENANT) });
  await page.locator('[data-menu-item="analytics"]').click();
  await expect(page).toHaveURL(`${tenantOrigin(TENANT)}${PATH}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Análise', SLOW);
  await chartsSettled(page);
  // The last 30 days, said as the server computed them, with the previous period.
  await expect(period(page)).toHaveText(
    /^Período: \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}, comparado com \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/,
  );
  // Every figure says how it moved, in words.
  await expect(page.locator('[data-summary] [data-figure-change]').first()).toHaveText(
    /(Subiu|Caiu) .* em relação ao período anterior|Igual ao período anterior|Sem comparação/,
  );
  await expectNoAxeViolations(page, testInfo, 'analytics-1280');

  // A preset: the address keeps it, and the server's period is 90 days long.
  const before = await period(page).textContent();
  await chooseOption(page, 'Período', 'Últimos 90 dias');
  await expect(page).toHaveURL(/[?&]dias=90/);
  await expect(period(page)).not.toHaveText(before ?? '', SLOW);

  // A custom range, typed dd/mm/yyyy (the last 60 days, so the demo's people are in it): a reversed range
  // is refused on the field, a good one applied, and its previous period is as long and ends the day before.
  const today = saoPauloToday();
  const from = shift(today, -59);
  await chooseOption(page, 'Período', 'Personalizado');
  await field(page, 'De').pressSequentially(typed(today));
  await field(page, 'Até').pressSequentially(typed(from));
  await page.getByRole('button', { name: 'Aplicar período' }).click();
  await expect(page.getByText('A data final deve ser igual ou posterior à inicial')).toBeVisible();
  await field(page, 'De').fill('');
  await field(page, 'De').pressSequentially(typed(from));
  await field(page, 'Até').fill('');
  await field(page, 'Até').pressSequentially(typed(today));
  await page.getByRole('button', { name: 'Aplicar período' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]de=${from}&ate=${today}`));
  const expected = `Período: ${shown(from)} a ${shown(today)}, comparado com ${shown(shift(from, -60))} a ${shown(shift(from, -1))}`;
  await expect(period(page)).toHaveText(expected, SLOW);
  // The address is the state: a reload shows the same range.
  await page.reload();
  await expect(period(page)).toHaveText(expected, SLOW);
  await expect(field(page, 'De')).toHaveValue(shown(from));
  await chartsSettled(page);

  // A chart's rows as a table: the funnel's five steps under the CSV's header.
  const funnel = card(page, 'Funil do programa');
  await funnel.getByRole('button', { name: /^Ver como tabela/ }).click();
  const table = funnel.getByRole('table', { name: 'Funil do programa: os dados do gráfico' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Etapa', 'Pessoas', 'Conversão', 'Quem são']);
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('Talentos cadastrados');
  // The people behind a bar, with the same filters, each linked to their profile.
  await table.getByRole('button', { name: 'Ver pessoas da linha 1 de Funil do programa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Funil do programa: pessoas da linha 1' });
  await expect(dialog.locator('[data-people-list] a').first()).toHaveAttribute(
    'href',
    /^\/plataforma\/perfil\/[\w-]+\/informacoes-pessoais\?view=readonly$/,
    SLOW,
  );
  const listed = await dialog.locator('[data-people-list] li').count();
  const counted = Number(await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent());
  expect(listed).toBe(Math.min(counted, 500));
  await expectNoAxeViolations(page, testInfo, 'analytics-people');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await expect(funnel.getByRole('button', { name: /^Ver como gráfico/ })).toBeVisible();

  // Broken down by gender, in the address; a group under five people reads "<5", never its count.
  await chooseOption(funnel, 'Detalhar por', 'Gênero');
  await expect(page).toHaveURL(/[?&]por=genero/);
  await expect(table.getByRole('columnheader')).toHaveText(['Grupo', 'Etapa', 'Pessoas']);
  const people = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(people.length).toBeGreaterThan(0);
  for (const value of people) expect(value).toMatch(/^(<5|\d+)$/);
  for (const value of people) if (/^\d+$/.test(value)) expect(Number(value)).toBeGreaterThanOrEqual(5);

  // The CSV of the evasion chart, with the same filters: its first line is the header.
  const evasion = card(page, 'Evasão por turma');
  const csvLink = evasion.getByRole('link', { name: 'Baixar CSV de Evasão por turma' });
  await expect(csvLink).toHaveAttribute(
    'href',
    /\/api\/analise\/evasao\?de=\d{4}-\d{2}-\d{2}&ate=\d{4}-\d{2}-\d{2}&format=csv$/,
  );
  const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(download.suggestedFilename()).toBe('analise-evasao.csv');
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv.split(/\r?\n/)[0]?.replace(/^\uFEFF/, '')).toBe(
    'Curso,Turma,Início,Inscritos,Evadidos,Taxa,Evasão precoce,Taxa precoce',
  );

  // The at-risk list links to each person's profile, whose way back is this screen with its filters (ADR 0035).
  const atRisk = card(page, 'Pessoas em risco');
  const firstPerson = atRisk.getByRole('table').getByRole('link').first();
  await expectNoAxeViolations(page, testInfo, 'analytics-1280-table');
  // A table-only card's scrolling box is named apart from the card (two regions of one name otherwise).
  await expectAxeRulesPass(page, 'analytics-1280-table', ['landmark-unique', 'heading-order']);
  if ((await atRisk.getByRole('table').count()) > 0 && (await firstPerson.count()) > 0) {
    await expect(firstPerson).toHaveAttribute(
      'href',
      /^\/plataforma\/perfil\/[\w-]+\/informacoes-pessoais\?view=readonly$/,
    );
    const here = page.url();
    await firstPerson.click();
    const back = page.getByRole('link', { name: 'Voltar para Análise' });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(here);
  }
});

test('at 400 px the charts and their tables stay inside the page', async ({ page }, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 400, height: 800 });
  await openSignedIn(page, { tenant: TENANT, email: demoEmail('Rh', TENANT) }, `${PATH}?dias=90`);
  // The screen's first arrival, while the other test loads the same server.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Análise', SLOW);
  await chartsSettled(page);
  await expect(page.locator('[data-chart-drawing] .recharts-surface').first()).toBeVisible();
  const evasion = card(page, 'Evasão por turma');
  await evasion.getByRole('button', { name: /^Ver como tabela/ }).click();
  await expect(evasion.getByRole('table')).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(400);
  // Rh reads who receives the weekly digest; only the Admin changes it.
  const digest = page.locator('[data-digest]');
  await expect(digest).toContainText('Quem recebe: Administrador, RH');
  await expect(digest.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page, testInfo, 'analytics-400');
});

test('the Admin chooses who receives the weekly digest', async ({ page }, testInfo) => {
  await openSignedIn(page, { tenant: TENANT, email: demoEmail('Admin', TENANT) }, PATH);
  const digest = page.locator('[data-digest]');
  await expect(digest.getByRole('checkbox', { name: 'Administrador' })).toBeChecked(SLOW);
  await expect(digest.getByRole('checkbox', { name: 'RH', exact: true })).toBeChecked();
  await digest.getByRole('checkbox', { name: 'RH e mentor' }).check();
  await digest.getByRole('button', { name: 'Salvar quem recebe' }).click();
  await expectToast(page, 'Resumo semanal atualizado');
  await page.reload();
  await expect(digest.getByRole('checkbox', { name: 'RH e mentor' })).toBeChecked(SLOW);
  // Back as the demo had it, for the other tests' sake.
  await digest.getByRole('checkbox', { name: 'RH e mentor' }).uncheck();
  await digest.getByRole('button', { name: 'Salvar quem recebe' }).click();
  await expectToast(page, 'Resumo semanal atualizado');
  await expectNoAxeViolations(page, testInfo, 'analytics-digest');
});

const REFUSED = [
  { tenant: 'mais-pra-ti', role: 'Talento' },
  { tenant: 'trindtech', role: 'Admin' },
] as const;

for (const { tenant, role } of REFUSED) {
  test(`${tenant} · ${role}: no Análise in the menu, and the address sends them home`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, { tenant, email: demoEmail(role, tenant) });
    await expect(page.locator('[data-menu-item]').first()).toBeVisible();
    await expect(page.locator('[data-menu-item="analytics"]')).toHaveCount(0);
    await page.goto(`${tenantOrigin(tenant)}${PATH}`);
    await expect(page).toHaveURL(`${tenantOrigin(tenant)}/plataforma/home`);
    await expect(page.getByText('Você não tem permissão para acessar esta página')).toBeVisible();
  });
}
