import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tenantOrigin } from './support/demo.ts';
import { chooseOption, field } from './support/profile.ts';

const ADMIN = { tenant: 'trindtech', email: 'admin@trindtech.demo' } as const;
const RH = { tenant: 'sandbox', email: 'rh@sandbox.demo' } as const;

test('collaborators show as cards with FM/RM/M badges that say what they mean', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, '/plataforma/colaboradores');
  await expect(page.getByRole('heading', { level: 1, name: 'Colaboradores' })).toBeVisible();
  const cards = page.getByTestId('collaborator-card');
  await expect(cards.first()).toBeVisible();

  // The demo FuncionarioMentor, RhMentor and Mentor, each with their badge and its spoken meaning.
  for (const [name, code, meaning] of [
    ['Eduardo Almeida', 'FM', 'Funcionário e mentor'],
    ['Gabriel Martins', 'RM', 'RH e mentor'],
    ['Fernanda Ribeiro', 'M', 'Mentor'],
  ] as const) {
    await field(page, 'Buscar por nome ou e-mail').fill(name);
    const card = cards.filter({ hasText: name });
    await expect(card).toHaveCount(1);
    const badge = card.getByTestId('attribution-badge');
    await expect(badge).toContainText(code);
    await expect(badge).toContainText(meaning);
  }
  // An Admin with no position reads 'Administrador'; no badge.
  await field(page, 'Buscar por nome ou e-mail').fill('admin@trindtech.demo');
  const admin = cards.filter({ hasText: 'Ana Souza' });
  await expect(admin).toContainText('Administrador');
  await expect(admin.getByTestId('attribution-badge')).toHaveCount(0);
  // Talents are not collaborators.
  await field(page, 'Buscar por nome ou e-mail').fill('talento@trindtech.demo');
  await expect(page.getByText('Nenhum colaborador encontrado.')).toBeVisible();

  await field(page, 'Buscar por nome ou e-mail').fill('');
  // The search is in the address once it has run (debounced); only then is the next filter added to it.
  await expect(page).not.toHaveURL(/[?&]q=/);
  await chooseOption(page, 'Atribuição', 'RM · RH e mentor');
  await expect(page).toHaveURL(/attribution=RM/);
  // The previous cards stay on screen until the filtered page arrives: wait until every card is an RM.
  const rmBadges = page.getByTestId('attribution-badge').filter({ hasText: 'RM' });
  await expect
    .poll(async () => {
      const count = await cards.count();
      return count > 0 && count === (await rmBadges.count());
    })
    .toBe(true);
  await expectNoAxeViolations(page, testInfo, 'collaborators-1280');

  // A card leads to the person's read-only profile.
  await chooseOption(page, 'Atribuição', 'Todas');
  await field(page, 'Buscar por nome ou e-mail').fill('Eduardo Almeida');
  await page.getByRole('link', { name: 'Ver perfil de Eduardo Almeida' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${tenantOrigin('trindtech')}/plataforma/perfil/[0-9a-f-]{36}/informacoes-pessoais\\?view=readonly$`),
  );
  await expect(page.getByText('Você está vendo este perfil em modo somente leitura.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar para Colaboradores' })).toBeVisible();
});

test('Rh sees the collaborators of sandbox, filtered by sector, on a 400px screen', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await openSignedIn(page, RH, '/plataforma/colaboradores');
  const cards = page.getByTestId('collaborator-card');
  await expect(cards.first()).toBeVisible();
  await chooseOption(page, 'Setor', 'Recursos Humanos');
  await expect(cards.first()).toContainText('Recursos Humanos');
  const count = await cards.count();
  await expect(cards.filter({ hasText: 'Recursos Humanos' })).toHaveCount(count);
  await expectNoAxeViolations(page, testInfo, 'collaborators-400');
});

test('the list keeps its sort, page size and page in the address, and walks pages both ways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, '/plataforma/colaboradores');
  const cards = page.getByTestId('collaborator-card');
  await expect(cards.first()).toBeVisible();
  const total = Number((await page.getByTestId('list-total').textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(12);

  await chooseOption(page, 'Itens por página', '12');
  await expect(page).toHaveURL(/limit=12/);
  await expect(cards).toHaveCount(12);
  await chooseOption(page, 'Ordenar por', 'Nome (decrescente)');
  await expect(page).toHaveURL(/sort=name&order=desc|order=desc.*sort=name/);
  const names = () => cards.locator('[data-collaborator-name]').allTextContents();
  const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
  const descending = (list: string[]) => list.every((n, i) => i === 0 || collator.compare(list[i - 1]!, n) >= 0);
  // The previous page stays on screen until the new one arrives.
  await expect.poll(async () => descending(await names())).toBe(true);
  const firstNames = await names();

  const pager = page.getByRole('navigation', { name: 'Paginação' });
  await pager.getByRole('button', { name: 'Próxima página' }).click();
  await expect(pager.getByText('Página 2')).toBeVisible();
  await expect(page).toHaveURL(/cursor=/);
  await expect.poll(async () => (await names()).some((name) => firstNames.includes(name))).toBe(false);
  const second = await names();
  expect(descending([...firstNames, ...second])).toBe(true);
  // A reload keeps the page; the list did not forget its sort or size.
  await page.reload();
  await expect(cards.first()).toContainText(second[0] ?? '');
  await expect(cards).toHaveCount(Math.min(12, total - 12));
  await pager.getByRole('button', { name: 'Página anterior' }).click();
  await expect(pager.getByText('Página 1')).toBeVisible();
  await expect(cards.locator('[data-collaborator-name]')).toHaveText(firstNames);
});

test('typing a search and then following a link leaves the list, even while the next screen loads', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, '/plataforma/colaboradores?q=Eduardo');
  const link = page.getByRole('link', { name: 'Ver perfil de Eduardo Almeida' });
  await expect(link).toBeVisible();
  // The profile's code arrives slowly, so the search's pause ends while the click is still on its way.
  await page.route('**/assets/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await field(page, 'Buscar por nome ou e-mail').fill('Eduardo Almeida');
  await link.click();
  await expect(page).toHaveURL(/\/plataforma\/perfil\/[0-9a-f-]{36}\/informacoes-pessoais\?view=readonly$/);
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/plataforma\/perfil\//);
});
