/** Issue 10 §3 "Forms" and "Postcode": the address block's CEP, the unsaved-changes prompt, Saves that say what they save. */
import { expect, type Page, test } from '@playwright/test';
import type { CepAddress } from '../packages/shared/src/cep.schema.ts';
import { openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { chooseOption, expectToast, field, profileSection, profileUrl, publicIdOf } from './support/profile.ts';

// A person no other spec edits.
const PERSON = { tenant: 'sandbox', email: 'colaborador@sandbox.demo' } as const;

test.describe.configure({ mode: 'serial' });

async function openPersonalInformation(page: Page) {
  const publicId = await publicIdOf(page, PERSON);
  await page.goto(profileUrl(PERSON.tenant, publicId));
  await expect(profileSection(page, 'Localização')).toBeVisible();
  return publicId;
}

/** Starts the location over: another country and back to Brasil empties state and city. */
async function emptyPlace(page: Page) {
  const form = profileSection(page, 'Localização');
  await chooseOption(form, 'País', 'Portugal', 'Portu');
  await chooseOption(form, 'País', 'Brasil', 'Brasil');
  await expect(field(form, 'Estado')).toHaveValue('');
  // A CEP is taken when it changes: empty first, so that typing the one already saved counts too.
  await field(form, 'CEP').fill('');
  return form;
}

test('a complete CEP fills the state from its national band; a state chosen by hand stays', async ({ page }) => {
  await openPersonalInformation(page);
  const form = await emptyPlace(page);
  const cep = field(form, 'CEP');

  // Brasília's Esplanada is the Federal District; Águas Lindas, in the band between DF's two, is Goiás.
  await cep.fill('70040010');
  await expect(field(form, 'Estado')).toHaveValue('Distrito Federal');
  await chooseOption(form, 'Cidade', 'Brasília', 'Brasíl');
  await cep.fill('72910001');
  await expect(field(form, 'Estado')).toHaveValue('Goiás');
  // The city list follows the state: Brasília is not in Goiás.
  await expect(field(form, 'Cidade')).toHaveValue('');
  await chooseOption(form, 'Cidade', 'Águas Lindas de Goiás', 'Águas Lin');

  // A state the person picks is theirs: a CEP of another state does not replace it, nor their city.
  await chooseOption(form, 'Estado', 'Bahia', 'Bahi');
  await chooseOption(form, 'Cidade', 'Salvador', 'Salvad');
  await cep.fill('20040020');
  await expect(cep).toHaveValue('20040-020');
  await expect(field(form, 'Estado')).toHaveValue('Bahia');
  await expect(field(form, 'Cidade')).toHaveValue('Salvador');
  // This server has no CEP lookup configured: nothing is said about it.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
});

test('with a CEP lookup, street, neighbourhood and city fill too, never over what was typed', async ({ page }) => {
  const answered: string[] = [];
  await page.route('**/api/cep/*', async (route) => {
    const cep = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    answered.push(cep);
    const address: CepAddress = {
      cep,
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      cityCode: 3550308,
      state: 'SP',
    };
    await route.fulfill({ json: address });
  });
  await openPersonalInformation(page);
  const form = await emptyPlace(page);
  await field(form, 'Endereço').fill('');
  await field(form, 'Bairro').fill('Jardins (digitado)');

  await field(form, 'CEP').fill('01310100');
  await expect(field(form, 'Estado')).toHaveValue('São Paulo');
  await expect(field(form, 'Endereço')).toHaveValue('Avenida Paulista');
  await expect(field(form, 'Cidade')).toHaveValue('São Paulo');
  // Typed before the CEP: kept.
  await expect(field(form, 'Bairro')).toHaveValue('Jardins (digitado)');
  expect(answered).toEqual(['01310100']);
});

for (const width of [1280, 400]) {
  test(`leaving a tab with unsaved changes asks first: stay keeps them, discard leaves (${width}px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const publicId = await openPersonalInformation(page);
    const basic = profileSection(page, 'Dados básicos');
    const socialName = field(basic, 'Nome social');
    const saved = await socialName.inputValue();
    const tabs = page.getByRole('tablist');

    // Nothing typed: the tabs just change.
    await tabs.getByRole('tab', { name: 'Perfil profissional' }).click();
    await expect(page).toHaveURL(profileUrl(PERSON.tenant, publicId, 'perfil-profissional'));
    await tabs.getByRole('tab', { name: 'Informações pessoais' }).click();
    await expect(socialName).toHaveValue(saved);

    const draft = `${saved}Nome em rascunho`;
    await socialName.fill(draft);
    await tabs.getByRole('tab', { name: 'Perfil profissional' }).click();
    const prompt = page.getByRole('dialog', { name: 'Alterações não salvas' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Tem certeza que deseja descartar suas alterações?');
    await expect(prompt).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page, testInfo, `unsaved-changes prompt ${width}px`);

    await prompt.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(profileUrl(PERSON.tenant, publicId));
    await expect(socialName).toHaveValue(draft);

    await tabs.getByRole('tab', { name: 'Perfil profissional' }).click();
    await prompt.getByRole('button', { name: 'Descartar' }).click();
    await expect(page).toHaveURL(profileUrl(PERSON.tenant, publicId, 'perfil-profissional'));
    await tabs.getByRole('tab', { name: 'Informações pessoais' }).click();
    await expect(socialName).toHaveValue(saved);
  });
}

test('a saved form leaves without asking; closing the browser tab with changes asks', async ({ page }) => {
  const publicId = await openPersonalInformation(page);
  const basic = profileSection(page, 'Dados básicos');
  // Each Save says which form it saves.
  await expect(basic.getByRole('button', { name: 'Salvar dados básicos' })).toBeVisible();
  await expect(
    profileSection(page, 'Informações adicionais').getByRole('button', { name: 'Salvar informações adicionais' }),
  ).toBeVisible();
  await expect(profileSection(page, 'Localização').getByRole('button', { name: 'Salvar localização' })).toBeVisible();

  const location = await emptyPlace(page);
  await field(location, 'CEP').fill('01310100');
  await chooseOption(location, 'Cidade', 'São Paulo', 'São Paulo');
  await location.getByRole('button', { name: 'Salvar localização' }).click();
  await expectToast(page, 'Dados salvos com sucesso');
  await page.getByRole('tab', { name: 'Perfil profissional' }).click();
  await expect(page).toHaveURL(profileUrl(PERSON.tenant, publicId, 'perfil-profissional'));
  await expect(page.getByRole('dialog', { name: 'Alterações não salvas' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Salvar perfil profissional' })).toBeVisible();

  // Unsaved text, then the browser tab closes: the browser asks; dismissed, the page stays.
  await page.getByRole('textbox', { name: 'Objetivos de carreira' }).fill('Coordenar projetos sociais.');
  const question = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await question;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);
});

test('a student: the place card saves on its own, and the follow-up tab asks before its changes are lost', async ({
  page,
}) => {
  await openSignedIn(page, { tenant: 'sabimais', email: 'admin@sabimais.demo' }, '/plataforma/base-de-alunos');
  await page
    .getByRole('link', { name: /^Editar o aluno / })
    .first()
    .click();
  const place = page.locator('[data-student-location]');
  // Two states in a row, so the second is a change whatever the student had: the city empties.
  await chooseOption(place, 'Estado', 'Acre', 'Acr');
  await chooseOption(place, 'Estado', 'Amapá', 'Amap');
  await expect(field(place, 'Cidade')).toHaveValue('');
  await chooseOption(place, 'Cidade', 'Macapá', 'Macap');

  // The tabs are in the address (?aba=): changing one with unsaved changes asks first.
  await page.getByRole('tab', { name: 'Acompanhamento' }).click();
  const prompt = page.getByRole('dialog', { name: 'Alterações não salvas' });
  await prompt.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(prompt).toBeHidden();
  await expect(field(place, 'Cidade')).toHaveValue('Macapá');

  await place.getByRole('button', { name: 'Salvar localização' }).click();
  await expectToast(page, 'Dados do aluno salvos com sucesso');
  await page.getByRole('tab', { name: 'Acompanhamento' }).click();
  await expect(page).toHaveURL(/aba=acompanhamento/);
  await expect(prompt).toHaveCount(0);
});

test('a dialog with unsaved changes asks before closing: Escape or Cancel, then stay or discard', async ({ page }) => {
  await openPersonalInformation(page);
  const education = profileSection(page, 'Formação acadêmica');
  await education.getByRole('button', { name: 'Adicionar formação' }).click();
  const modal = page.getByRole('dialog', { name: 'Adicionar formação' });
  // Untouched, it closes at once.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await education.getByRole('button', { name: 'Adicionar formação' }).click();
  await field(modal, 'Curso').fill('Gestão de Projetos');
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('dialog', { name: 'Alterações não salvas' });
  await expect(confirm).toContainText('Tem certeza que deseja descartar suas alterações?');
  await confirm.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(confirm).toBeHidden();
  await expect(field(modal, 'Curso')).toHaveValue('Gestão de Projetos');

  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await confirm.getByRole('button', { name: 'Descartar' }).click();
  await expect(modal).toBeHidden();
  await expect(education.getByText('Gestão de Projetos')).toHaveCount(0);
});
