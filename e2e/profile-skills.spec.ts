import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Credentials, signInViaApi } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tenantOrigin } from './support/demo.ts';

// Each test signs in as its own person, so tests running in parallel never edit the same profile.
const TALENT = { tenant: 'mais-pra-ti', email: 'talento@mais-pra-ti.demo' } as const;
const COLLABORATOR = { tenant: 'mais-pra-ti', email: 'colaborador@mais-pra-ti.demo' } as const;
const MENTOR = { tenant: 'mais-pra-ti', email: 'mentor@mais-pra-ti.demo' } as const;
const RH_MENTOR = { tenant: 'mais-pra-ti', email: 'rhmentor@mais-pra-ti.demo' } as const;

async function openTab(page: Page, person: Credentials) {
  const session = await signInViaApi(page, person);
  await page.goto(`${tenantOrigin(person.tenant)}/plataforma/perfil/${session.publicId}/competencias-e-habilidades`);
  await expect(page.getByRole('heading', { name: 'Idiomas', level: 2 })).toBeVisible();
}

async function pick(scope: Page | Locator, page: Page, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Mantine modals fade and slide in: let them settle so clicks and axe see the final state. */
async function openedDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  return dialog;
}

test('skill tags: Enter and comma add, commas are stripped, blanks ignored, over 50 characters refused', async ({
  page,
}) => {
  await openTab(page, TALENT);
  const soft = page.getByRole('combobox', { name: 'Habilidades comportamentais (soft skills)' });
  const hard = page.getByRole('combobox', { name: 'Habilidades técnicas (hard skills)' });
  const tags = page.getByRole('region', { name: 'Habilidades', exact: true });

  await soft.fill('Comunicação');
  await soft.press('Enter');
  await soft.fill('Empatia');
  await soft.press(',');
  await soft.fill('   ');
  await soft.press('Enter');
  await expect(tags.getByText('Comunicação', { exact: true })).toBeVisible();
  await expect(tags.getByText('Empatia', { exact: true })).toBeVisible();
  await expect(soft).toHaveValue('');

  const tooLong = 'x'.repeat(51);
  await hard.fill(tooLong);
  await hard.press('Enter');
  await expect(page.getByText('Cada item pode ter no máximo 50 caracteres')).toBeVisible();
  await expect(hard).toHaveValue(tooLong);
  await hard.fill('TypeScript');
  await hard.press('Enter');
  await expect(page.getByText('Cada item pode ter no máximo 50 caracteres')).toHaveCount(0);

  await tags.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Habilidades atualizadas com sucesso!')).toBeVisible();

  await page.reload();
  for (const tag of ['Comunicação', 'Empatia', 'TypeScript']) {
    await expect(tags.getByText(tag, { exact: true })).toBeVisible();
  }
  await expect(tags.getByText(tooLong)).toHaveCount(0);
});

test('adds a language, edits it to Libras (writing and reading disabled) and deletes it', async ({ page }) => {
  await openTab(page, COLLABORATOR);
  const section = page.getByRole('region', { name: 'Idiomas', exact: true });

  await section.getByRole('button', { name: 'Adicionar idioma' }).click();
  let dialog = await openedDialog(page, 'Adicionar idioma');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Campo obrigatório')).toHaveCount(2);

  await pick(dialog, page, /^Idioma/, 'Inglês');
  await pick(dialog, page, /^Nível geral/, 'Avançado');
  await pick(dialog, page, 'Conversação', 'Intermediário');
  await pick(dialog, page, 'Escrita', 'Avançado');
  await pick(dialog, page, 'Leitura', 'Fluente');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Idioma atualizado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const table = section.getByRole('table', { name: 'Idiomas' });
  await expect(table.getByRole('columnheader')).toHaveText(['Idioma', 'Escrita', 'Conversação', 'Leitura', 'Ações']);
  const english = table.getByRole('row', { name: /Inglês/ });
  await expect(english.getByRole('cell')).toHaveText(['Avançado', 'Intermediário', 'Fluente', '']);

  await english.getByRole('button', { name: 'Editar Inglês' }).click();
  dialog = await openedDialog(page, 'Editar idioma');
  await expect(dialog.getByRole('combobox', { name: /^Idioma/ })).toHaveValue('Inglês');
  await expect(dialog.getByRole('combobox', { name: /^Nível geral/ })).toHaveValue('Avançado');
  await expect(dialog.getByRole('combobox', { name: 'Leitura' })).toHaveValue('Fluente');

  await pick(dialog, page, /^Idioma/, 'Libras');
  await expect(dialog.getByRole('combobox', { name: 'Escrita' })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'Leitura' })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'Escrita' })).toHaveValue('');
  await expect(dialog.getByRole('combobox', { name: 'Conversação' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  const libras = table.getByRole('row', { name: /Libras/ });
  await expect(libras.getByRole('cell')).toHaveText(['—', 'Intermediário', '—', '']);
  await expect(table.getByRole('row', { name: /Inglês/ })).toHaveCount(0);

  await libras.getByRole('button', { name: 'Excluir Libras' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir idioma' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(libras).toBeVisible();
  await libras.getByRole('button', { name: 'Excluir Libras' }).click();
  await page.getByRole('dialog', { name: 'Excluir idioma' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(section.getByText('Nenhum idioma cadastrado.')).toBeVisible();
});

test('adds a certificate, then edits it', async ({ page }) => {
  await openTab(page, MENTOR);
  const section = page.getByRole('region', { name: 'Certificados', exact: true });

  await section.getByRole('button', { name: 'Adicionar certificado' }).click();
  let dialog = await openedDialog(page, 'Adicionar certificado');
  await dialog.getByRole('textbox', { name: /^Nome do curso/ }).fill('React avançado');
  await dialog.getByRole('textbox', { name: /^Plataforma/ }).fill('Alura');
  await dialog.getByRole('textbox', { name: /^Link do certificado/ }).fill('cursos.exemplo.com/react');
  const issueDate = dialog.getByRole('textbox', { name: 'Data de emissão' });
  await issueDate.fill('01012999');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('A data não pode estar no futuro')).toBeVisible();
  await expect(dialog.getByText('Informe um endereço que comece com http:// ou https://')).toBeVisible();

  await issueDate.fill('10032024');
  await expect(issueDate).toHaveValue('10/03/2024');
  await dialog.getByRole('textbox', { name: /^Link do certificado/ }).fill('https://cursos.exemplo.com/react');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Certificado atualizado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const table = section.getByRole('table', { name: 'Certificados' });
  const row = table.getByRole('row', { name: /React avançado/ });
  await expect(row.getByRole('cell').nth(0)).toHaveText('Alura');
  await expect(row.getByRole('cell').nth(1)).toHaveText('10/03/2024');
  await expect(row.getByRole('link', { name: /Abrir certificado React avançado/ })).toHaveAttribute(
    'href',
    'https://cursos.exemplo.com/react',
  );

  await row.getByRole('button', { name: 'Editar React avançado' }).click();
  dialog = await openedDialog(page, 'Editar certificado');
  await expect(dialog.getByRole('textbox', { name: /^Plataforma/ })).toHaveValue('Alura');
  await expect(dialog.getByRole('textbox', { name: 'Data de emissão' })).toHaveValue('10/03/2024');
  await dialog.getByRole('textbox', { name: /^Nome do curso/ }).fill('React e TypeScript');
  await dialog.getByRole('textbox', { name: 'Data de emissão' }).fill('');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const edited = table.getByRole('row', { name: /React e TypeScript/ });
  await expect(edited.getByRole('cell').nth(1)).toHaveText('—');
  await expect(table.getByRole('row', { name: /React avançado/ })).toHaveCount(0);

  // The same profile read-only: each certificate a list entry with its link; the ways to change it go.
  await page.goto(`${page.url()}?view=readonly`);
  const entry = section.getByRole('listitem').filter({ hasText: 'React e TypeScript' });
  await expect(entry).toContainText('Alura');
  await expect(entry.getByRole('link', { name: /^Ver certificado React e TypeScript/ })).toHaveAttribute(
    'href',
    'https://cursos.exemplo.com/react',
  );
  await expect(section.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Adicionar|Editar|Excluir) / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
});

for (const width of [1280, 400]) {
  test(`skills tab at ${width}px passes axe, with each modal open`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openTab(page, RH_MENTOR);
    await expect(page.getByRole('heading', { name: 'Certificados', level: 2 })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `skills ${width}px`);

    await page.getByRole('button', { name: 'Adicionar idioma' }).click();
    let dialog = await openedDialog(page, 'Adicionar idioma');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Campo obrigatório').first()).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `language modal ${width}px`);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Adicionar certificado' }).click();
    dialog = await openedDialog(page, 'Adicionar certificado');
    await expectNoAxeViolations(page, testInfo, `certificate modal ${width}px`);
  });
}
