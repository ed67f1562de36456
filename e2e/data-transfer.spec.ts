import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { demoEmail, tenantOrigin } from './support/demo.ts';

// Issue 16 §2: an Admin imports a file with two bad rows and sees them, then imports the rest; the user
// list and the talent base export what they list. New addresses per run, so the demo stays whole.
const TENANT = 'trindtech';
const ADMIN = { tenant: TENANT, email: demoEmail('Admin', TENANT) } as const;
const HEADER = 'Nome,Sobrenome,E-mail,Perfil,Empresa,Setor,Cargo,CPF,Data de nascimento,Telefone';

for (const width of [1280, 400]) {
  test(`an Admin imports a file with two bad rows, sees them, and imports the rest (${width}px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, ADMIN);
    const run = `${width}-${Date.now().toString(36)}`;
    await page.goto(`${tenantOrigin(TENANT)}/plataforma/usuarios`);
    await page.getByRole('link', { name: 'Importar planilha' }).click();
    await expect(page).toHaveURL(/\/plataforma\/usuarios\/importar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Importar usuários' })).toBeVisible();

    // The template comes in the reader's language.
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Modelo CSV' }).click(),
    ]);
    const text = await readFile((await template.path()) as string, 'utf8');
    expect(text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(HEADER);

    const file = [
      HEADER,
      `Rui,Prates,rui.${run}@trindtech.test,Funcionário,,,,,,`,
      `Sara,Paz,sara.${run}@trindtech.test,Funcionário,,,,,,`,
      `Teo,,teo.${run}@@trindtech.test,Funcionário,,,,,,`,
      `Ugo,Lins,ugo.${run}@trindtech.test,Astronauta,,,,,,`,
    ].join('\n');
    // Mantine's FileInput is a button over a hidden file input, which takes the file.
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'pessoas.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('button', { name: 'Conferir planilha' }).click();
    const preview = page.locator('[data-import-preview]');
    await expect(preview.locator('[data-import-counts]')).toContainText('2 prontas para importar');
    await expect(preview.locator('[data-import-counts]')).toContainText('2 com erros (não serão importadas)');
    // Only the rows with errors, each with its reasons in the form's words.
    await expect(preview.locator('[data-import-rows] [data-line]')).toHaveCount(2);
    await expect(preview.locator('[data-line="4"]')).toContainText('Sobrenome: Campo obrigatório');
    await expect(preview.locator('[data-line="4"]')).toContainText('E-mail: Informe um e-mail válido');
    await expect(preview.locator('[data-line="5"]')).toContainText('Perfil: Perfil não reconhecido');
    await expectNoAxeViolations(page, testInfo, `import preview ${width}`);

    await preview.getByRole('button', { name: 'Importar 2 pessoas' }).click();
    await expect(page.locator('[data-import-done]')).toContainText('2 pessoas cadastradas e convidadas.');

    // They are on the list, waiting for their invitation; the export finds them with the same search.
    await page.goto(`${tenantOrigin(TENANT)}/plataforma/usuarios?search=${encodeURIComponent(`.${run}@`)}`);
    await expect(page.getByText('2 usuários')).toBeVisible();
    await page.getByRole('button', { name: 'Exportar' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Exportar CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('usuarios.csv');
    const lines = (await readFile((await csv.path()) as string, 'utf8')).trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`rui.${run}@trindtech.test`);
    expect(lines[1]).toContain('Convite pendente');
    // The menu closes after the choice; the page is checked as it then stands.
    await expect(page.getByRole('menu')).toBeHidden();
    await expectNoAxeViolations(page, testInfo, `users list ${width}`);
  });
}

test('the talent base exports what it lists, as XLSX', async ({ page }) => {
  await openSignedIn(page, ADMIN);
  await page.goto(`${tenantOrigin(TENANT)}/plataforma/base-de-talentos`);
  await page.getByRole('button', { name: 'Exportar' }).click();
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Exportar XLSX' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe('talentos.xlsx');
  expect((await readFile((await xlsx.path()) as string)).subarray(0, 2).toString()).toBe('PK');
});
