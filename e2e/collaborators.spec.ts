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
  await chooseOption(page, 'Atribuição', 'RM · RH e mentor');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('attribution-badge').filter({ hasText: 'RM' })).toHaveCount(count);
  await expectNoAxeViolations(page, testInfo, 'collaborators-1280');

  // A card leads to the person's read-only profile.
  await chooseOption(page, 'Atribuição', 'Todas');
  await field(page, 'Buscar por nome ou e-mail').fill('Eduardo Almeida');
  await page.getByRole('link', { name: 'Ver perfil de Eduardo Almeida' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${tenantOrigin('trindtech')}/plataforma/perfil/[0-9a-f-]{36}/informacoes-pessoais\\?view=readonly$`),
  );
  await expect(page.getByText('Somente leitura', { exact: true })).toBeVisible();
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
