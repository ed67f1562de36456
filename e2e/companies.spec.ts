import { expect, type Page, test } from '@playwright/test';
import { formatCnpj } from '../packages/shared/src/documents.ts';
import { openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tenantOrigin } from './support/demo.ts';
import { createCompany, freshCnpj } from './support/factories.ts';
import { chooseOption, expectToast, field, toastsGone } from './support/profile.ts';

const ADMIN = { tenant: 'sandbox', email: 'admin@sandbox.demo' } as const;
const LIST = '/plataforma/empresas/cadastradas';

/** Toasts leave on their own; axe looks at the page without them (their close button is the shell's). */
async function fillCompany(page: Page, tradeName: string, cnpj: string) {
  await field(page, 'Razão social').fill(`${tradeName} Tecnologia Ltda.`);
  await field(page, 'Nome fantasia').fill(tradeName);
  await field(page, 'CNPJ').pressSequentially(cnpj);
  await chooseOption(page, 'Setor', 'Tecnologia');
  await chooseOption(page, 'Porte', 'EPP (empresa de pequeno porte)');
  await chooseOption(page, 'Estado', 'Rio Grande do Sul', 'Rio Grande do S');
  await chooseOption(page, 'Cidade', 'Porto Alegre', 'Porto Aleg');
  await field(page, 'E-mail de contato').fill('contato@exemplo.com.br');
  await field(page, 'Telefone').pressSequentially('51999998888');
}

test('an Admin registers a company, masks and all, and finds it in the list', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, '/plataforma/empresas');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar empresa' })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'register-company-1280');

  // Everything empty: each required field says so (the country code starts as Brasil +55).
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByText('Campo obrigatório')).toHaveCount(9);

  const tradeName = `Aurora ${Date.now().toString(36)}`;
  const cnpj = freshCnpj();
  await fillCompany(page, tradeName, cnpj);
  await expect(field(page, 'CNPJ')).toHaveValue(formatCnpj(cnpj));
  await expect(field(page, 'Telefone')).toHaveValue('(51) 99999-8888');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expectToast(page, 'Empresa cadastrada com sucesso');
  // The form starts again empty for the next company.
  await expect(field(page, 'Nome fantasia')).toHaveValue('');

  // The same CNPJ again is refused on the CNPJ field.
  await fillCompany(page, `${tradeName} 2`, cnpj);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByText('Já existe uma empresa cadastrada com este CNPJ')).toBeVisible();

  // What was typed is not saved: leaving asks first, and Descartar leaves it.
  await page.getByRole('link', { name: 'Ver empresas cadastradas' }).click();
  await page.getByRole('dialog', { name: 'Alterações não salvas' }).getByRole('button', { name: 'Descartar' }).click();
  await expect(page).toHaveURL(`${tenantOrigin('sandbox')}${LIST}`);
  await field(page, 'Buscar por nome ou CNPJ').fill(tradeName);
  const row = page.getByTestId('company-row').filter({ hasText: tradeName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(formatCnpj(cnpj));
  await expect(row).toContainText('Porto Alegre/RS');
  await expect(row).toContainText('Ativa');
  await toastsGone(page);
  await expectNoAxeViolations(page, testInfo, 'companies-list-1280');

  // Deactivate, then delete after confirming (nobody links to it).
  await page.getByRole('button', { name: `Ações para ${tradeName}` }).click();
  await page.getByRole('menuitem', { name: 'Desativar' }).click();
  await expectToast(page, 'Empresa desativada com sucesso');
  await expect(row).toContainText('Inativa');
  await page.getByRole('button', { name: `Ações para ${tradeName}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir empresa' });
  await expect(dialog).toContainText(`Tem certeza que deseja excluir a empresa ${tradeName}?`);
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expectToast(page, 'Empresa excluída com sucesso');
  await expect(page.getByText('Nenhuma empresa encontrada.')).toBeVisible();
});

test('the list edits a company in a modal and reads as cards at 400px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, LIST);
  const { tradeName: name } = await createCompany(page);
  await page.goto(`${tenantOrigin('sandbox')}${LIST}?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('company-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Ações para ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar empresa' });
  await expect(field(dialog, 'Nome fantasia')).toHaveValue(name);
  await expectNoAxeViolations(page, testInfo, 'edit-company-modal');
  await field(dialog, 'Nome fantasia').fill(`${name} Editada`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Empresa atualizada com sucesso');
  await expect(page.getByTestId('company-row').filter({ hasText: `${name} Editada` })).toHaveCount(1);

  await page.setViewportSize({ width: 400, height: 800 });
  await expect(page.getByTestId('company-card').first()).toBeVisible();
  await expect(page.getByTestId('company-row')).toHaveCount(0);
  await toastsGone(page);
  await expectNoAxeViolations(page, testInfo, 'companies-list-400');
  await page.goto(`${tenantOrigin('sandbox')}/plataforma/empresas`);
  await expect(field(page, 'CNPJ')).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'register-company-400');
});

test('the company list sorts by its columns, both ways, and keeps it in the address', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // mais-pra-ti, whose companies no other test changes, so the rows stay the same between the clicks.
  await openSignedIn(page, { tenant: 'mais-pra-ti', email: 'admin@mais-pra-ti.demo' }, LIST);
  const rows = page.getByTestId('company-row');
  await expect(rows.first()).toBeVisible();
  const cnpjCells = () => rows.locator('td:nth-child(2)').allTextContents();

  const cnpjHeader = page.getByRole('columnheader', { name: 'CNPJ' });
  await expect(cnpjHeader).toHaveAttribute('aria-sort', 'none');
  await cnpjHeader.getByRole('button').click();
  await expect(cnpjHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=cnpj/);
  // The previous order stays on screen until the sorted page arrives.
  await expect
    .poll(async () => {
      const cells = await cnpjCells();
      return cells.join() === [...cells].sort().join();
    })
    .toBe(true);
  const ascending = await cnpjCells();
  await cnpjHeader.getByRole('button').click();
  await expect(cnpjHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(cnpjCells).toEqual([...ascending].reverse());
  // Back returns to the ascending list, as the address said.
  await page.goBack();
  await expect(cnpjHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(cnpjCells).toEqual(ascending);
  await expect(page.getByRole('columnheader', { name: 'Nome fantasia' })).toHaveAttribute('aria-sort', 'none');
});
