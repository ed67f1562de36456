import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  chooseOption,
  chooseOptions,
  expectToast,
  field,
  profileSection,
  profileUrl,
  publicIdOf,
  selectedPills,
} from './support/profile.ts';

// A person no other spec edits, so saved values are this file's own.
const TALENT = { tenant: 'sandbox', email: 'talento@sandbox.demo' } as const;

async function openOwnProfile(page: Page): Promise<string> {
  const publicId = await publicIdOf(page, TALENT);
  await page.goto(profileUrl(TALENT.tenant, publicId));
  await expect(profileSection(page, 'Dados básicos')).toBeVisible();
  // The tab is whole once the consent's status has arrived (the box is disabled until then).
  await expect(page.getByRole('checkbox', { name: 'Autorizo o tratamento dos meus dados sensíveis' })).toBeEnabled();
  return publicId;
}

test.describe.configure({ mode: 'serial' });

test('basic data: validation, masks, guardian for minors, save and reload', async ({ page }) => {
  await openOwnProfile(page);
  const form = profileSection(page, 'Dados básicos');
  const guardian = field(form, 'Nome do responsável');
  await expect(guardian).toHaveCount(0);

  // A required name left empty, CPF with wrong check digits, a future birth date.
  await field(form, 'Nome').fill('');
  await field(form, 'CPF').fill('11122233344');
  await expect(field(form, 'CPF')).toHaveValue('111.222.333-44');
  const nextYear = new Date().getFullYear() + 1;
  await field(form, 'Data de nascimento').fill(`01/01/${nextYear}`);
  await form.getByRole('button', { name: 'Salvar dados básicos' }).click();
  await expect(form.getByText('CPF inválido')).toBeVisible();
  await expect(form.getByText('A data não pode estar no futuro')).toBeVisible();
  await expect(form.getByText('Campo obrigatório').first()).toBeVisible();
  await field(form, 'Nome').fill('Helena');

  // A birth date under 18 asks for the guardian; an adult's does not.
  const minorYear = new Date().getFullYear() - 12;
  await field(form, 'Data de nascimento').fill(`10/05/${minorYear}`);
  await expect(guardian).toBeVisible();
  await expect(field(form, 'Ano escolar')).toBeVisible();
  await field(form, 'Data de nascimento').fill('15031998');
  await expect(field(form, 'Data de nascimento')).toHaveValue('15/03/1998');
  await expect(guardian).toHaveCount(0);

  await field(form, 'Nome social').fill('Lena Oliveira');
  await field(form, 'CPF').fill('52998224725');
  await field(form, 'Telefone').fill('11987654321');
  await expect(field(form, 'Telefone')).toHaveValue('(11) 98765-4321');
  await chooseOption(form, 'Gênero', 'Feminino');
  await chooseOption(form, 'Raça/cor', 'Parda');
  await chooseOption(form, 'Pessoa com deficiência', 'Sim');
  await chooseOptions(form, 'Tipos de deficiência', ['Visual']);
  await chooseOption(form, 'Nacionalidade', 'Brasileira');
  await chooseOption(form, 'Situação profissional', 'Estágio');
  await chooseOptions(form, 'Objetivos', ['Aprender novas habilidades', 'Certificações']);
  await form.getByRole('button', { name: 'Salvar dados básicos' }).click();
  await expectToast(page, 'Dados salvos com sucesso');
  // The header speaks the social name first.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lena Oliveira');

  await page.reload();
  const reloaded = profileSection(page, 'Dados básicos');
  await expect(field(reloaded, 'Nome social')).toHaveValue('Lena Oliveira');
  await expect(field(reloaded, 'CPF')).toHaveValue('529.982.247-25');
  await expect(field(reloaded, 'Data de nascimento')).toHaveValue('15/03/1998');
  await expect(field(reloaded, 'Código do país')).toHaveValue('Brasil (+55)');
  await expect(field(reloaded, 'Telefone')).toHaveValue('(11) 98765-4321');
  await expect(field(reloaded, 'Gênero')).toHaveValue('Feminino');
  await expect(field(reloaded, 'Raça/cor')).toHaveValue('Parda');
  await expect(field(reloaded, 'Pessoa com deficiência')).toHaveValue('Sim');
  await expect(selectedPills(reloaded, 'Tipos de deficiência')).toHaveText(['Visual']);
  await expect(field(reloaded, 'Nacionalidade')).toHaveValue('Brasileira');
  await expect(field(reloaded, 'Situação profissional')).toHaveValue('Estágio');
  await expect(selectedPills(reloaded, 'Objetivos')).toHaveText(['Aprender novas habilidades', 'Certificações']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lena Oliveira');
});

test('basic data: another dial code takes up to 14 digits without the Brazilian mask', async ({ page }) => {
  await openOwnProfile(page);
  const form = profileSection(page, 'Dados básicos');
  await chooseOption(form, 'Código do país', 'Portugal (+351)', 'Portugal');
  await field(form, 'Telefone').fill('912345678123456789');
  await expect(field(form, 'Telefone')).toHaveValue('91234567812345');
  await field(form, 'Telefone').fill('912345678');
  await form.getByRole('button', { name: 'Salvar dados básicos' }).click();
  await expectToast(page, 'Dados salvos com sucesso');
  await page.reload();
  const reloaded = profileSection(page, 'Dados básicos');
  await expect(field(reloaded, 'Código do país')).toHaveValue('Portugal (+351)');
  await expect(field(reloaded, 'Telefone')).toHaveValue('912345678');

  // Back to Brazil for the other tests' sake.
  await chooseOption(reloaded, 'Código do país', 'Brasil (+55)', 'Brasil');
  await field(reloaded, 'Telefone').fill('11987654321');
  await reloaded.getByRole('button', { name: 'Salvar dados básicos' }).click();
  await expectToast(page, 'Dados salvos com sucesso');
});

test('birth date from the calendar: year dropdown over 100 years, no future days', async ({ page }) => {
  await openOwnProfile(page);
  const form = profileSection(page, 'Dados básicos');
  await form.getByRole('button', { name: 'Abrir calendário' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendário' });
  await expect(calendar).toBeVisible();
  const year = calendar.getByRole('combobox', { name: 'Ano' });
  const years = await year.locator('option').allTextContents();
  const now = new Date().getFullYear();
  expect(years[0]).toBe(String(now));
  expect(years.at(-1)).toBe(String(now - 100));
  // The current month is the last one: no way forward into the future.
  const month = calendar.getByRole('combobox', { name: 'Mês' });
  await year.selectOption(String(now));
  await month.selectOption({ index: new Date().getMonth() });
  await expect(calendar.getByRole('button', { name: 'Próximo mês' })).toBeDisabled();
  await year.selectOption('2001');
  await month.selectOption({ index: 6 });
  await calendar.getByRole('button', { name: /^20 / }).first().click();
  await expect(calendar).toBeHidden();
  await expect(field(form, 'Data de nascimento')).toHaveValue('20/07/2001');
});

test('a calendar opened before the consent has loaded stays open when it arrives', async ({ page }) => {
  // The consent's code comes late here. It once arrived above forms already shown, pushed them down the
  // page, and the calendar open on one of them closed.
  let served = false;
  await page.route(/sensitive-consent-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    served = true;
    await route.continue();
  });
  const publicId = await publicIdOf(page, TALENT);
  await page.goto(profileUrl(TALENT.tenant, publicId));
  const form = profileSection(page, 'Dados básicos');
  await form.getByRole('button', { name: 'Abrir calendário' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendário' });
  await expect(calendar).toBeVisible();
  await expect.poll(() => served).toBe(true);
  await expect(page.getByTestId('sensitive-consent')).toBeVisible();
  // Two frames: time for anything that reacts to the layout to have reacted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(calendar).toBeVisible();
});

test('additional information: every select is required; save and reload', async ({ page }) => {
  await openOwnProfile(page);
  const form = profileSection(page, 'Informações adicionais');
  await form.getByRole('button', { name: 'Salvar informações adicionais' }).click();
  await expect(form.getByText('Campo obrigatório')).toHaveCount(8);

  const answers: [string, string][] = [
    ['Como você conheceu a plataforma?', 'Redes sociais'],
    ['Nível de conhecimento em informática', 'Intermediário'],
    ['Tem computador disponível?', 'Sim, compartilhado com outras pessoas'],
    ['Onde você costuma estudar?', 'Um lugar silencioso em casa'],
    ['Tem acesso à internet?', 'Sim, internet banda larga'],
    ['Renda familiar mensal', 'Acima de R$ 26.400'],
    ['Pessoas que dependem da renda familiar', '2 pessoas'],
    ['Participa de algum programa de renda?', 'Não participo de nenhum'],
  ];
  for (const [label, option] of answers) await chooseOption(form, label, option);
  await form.getByRole('button', { name: 'Salvar informações adicionais' }).click();
  await expectToast(page, 'Dados salvos com sucesso');

  await page.reload();
  const reloaded = profileSection(page, 'Informações adicionais');
  for (const [label, option] of answers) {
    await expect(field(reloaded, label)).toHaveValue(option);
  }
});

test('location: CEP and state/city selects for Brazil, free text elsewhere; save and reload', async ({ page }) => {
  await openOwnProfile(page);
  const form = profileSection(page, 'Localização');
  await expect(field(form, 'País')).toHaveValue('Brasil');

  // Another country: another postal-code label, free-text state and city.
  await chooseOption(form, 'País', 'Portugal', 'Portu');
  await expect(field(form, 'Código postal')).toBeVisible();
  await expect(field(form, 'CEP')).toHaveCount(0);
  await field(form, 'Estado/província').fill('Lisboa');
  await field(form, 'Cidade').fill('Lisboa');

  await chooseOption(form, 'País', 'Brasil', 'Brasil');
  // No state yet, so no cities; a complete CEP says the state (its national band), and the cities follow.
  await expect(field(form, 'Cidade')).toBeDisabled();
  const cep = field(form, 'CEP');
  await cep.fill('01310100');
  await expect(cep).toHaveValue('01310-100');
  await expect(field(form, 'Estado')).toHaveValue('São Paulo');
  await expect(field(form, 'Cidade')).toBeEnabled();
  await field(form, 'Endereço').fill('Avenida Paulista');
  await field(form, 'Número').fill('1578');
  await field(form, 'Bairro').fill('Bela Vista');
  await field(form, 'Complemento').fill('Andar 2');
  await expect(field(form, 'Complemento')).toHaveAttribute('maxlength', '64');
  await chooseOption(form, 'Estado', 'Rio de Janeiro', 'Rio de J');
  await chooseOption(form, 'Cidade', 'Niterói', 'Niter');
  // Changing the state empties the city: cities belong to their state.
  await chooseOption(form, 'Estado', 'São Paulo', 'São P');
  await expect(field(form, 'Cidade')).toHaveValue('');
  await chooseOption(form, 'Cidade', 'Campinas', 'Campin');
  await form.getByRole('button', { name: 'Salvar localização' }).click();
  await expectToast(page, 'Dados salvos com sucesso');

  await page.reload();
  const reloaded = profileSection(page, 'Localização');
  await expect(field(reloaded, 'País')).toHaveValue('Brasil');
  await expect(field(reloaded, 'CEP')).toHaveValue('01310-100');
  await expect(field(reloaded, 'Endereço')).toHaveValue('Avenida Paulista');
  await expect(field(reloaded, 'Número')).toHaveValue('1578');
  await expect(field(reloaded, 'Bairro')).toHaveValue('Bela Vista');
  await expect(field(reloaded, 'Complemento')).toHaveValue('Andar 2');
  await expect(field(reloaded, 'Estado')).toHaveValue('São Paulo');
  await expect(field(reloaded, 'Cidade')).toHaveValue('Campinas');
});

test('education: add, edit and delete (with confirmation) in a modal', async ({ page }) => {
  await openOwnProfile(page);
  const section = profileSection(page, 'Formação acadêmica');
  await section.getByRole('button', { name: 'Adicionar formação' }).click();
  let modal = page.getByRole('dialog', { name: 'Adicionar formação' });
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal.getByText('Campo obrigatório')).toHaveCount(4);
  await chooseOption(modal, 'Nível', 'Graduação');
  await field(modal, 'Curso').fill('Análise e Desenvolvimento de Sistemas');
  await field(modal, 'Instituição').fill('Fatec São Paulo');
  await chooseOption(modal, 'Situação', 'Em andamento');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Formação salva com sucesso');
  await expect(modal).toBeHidden();

  await page.reload();
  const row = profileSection(page, 'Formação acadêmica').getByRole('row', { name: /Análise e Desenvolvimento/ });
  await expect(row.getByRole('cell')).toHaveText([
    'Graduação',
    'Análise e Desenvolvimento de Sistemas',
    'Fatec São Paulo',
    'Em andamento',
    '',
  ]);

  await row.getByRole('button', { name: 'Editar Análise e Desenvolvimento de Sistemas' }).click();
  modal = page.getByRole('dialog', { name: 'Editar formação' });
  await expect(field(modal, 'Curso')).toHaveValue('Análise e Desenvolvimento de Sistemas');
  await chooseOption(modal, 'Situação', 'Completo');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Formação salva com sucesso');
  await page.reload();
  const edited = profileSection(page, 'Formação acadêmica').getByRole('row', { name: /Análise e Desenvolvimento/ });
  await expect(edited.getByRole('cell').nth(3)).toHaveText('Completo');

  // Cancel keeps it; Excluir removes it.
  await edited.getByRole('button', { name: 'Excluir Análise e Desenvolvimento de Sistemas' }).click();
  let confirm = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir esta formação?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Excluir Análise e Desenvolvimento de Sistemas' }).click();
  confirm = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir esta formação?' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expectToast(page, 'Formação excluída com sucesso');
  await page.reload();
  await expect(profileSection(page, 'Formação acadêmica').getByText('Nenhuma formação cadastrada.')).toBeVisible();
});

for (const width of [1280, 400]) {
  test(`personal information at ${width}px passes axe, with an open modal too`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openOwnProfile(page);
    await expect(profileSection(page, 'Localização')).toBeVisible();
    await expect(profileSection(page, 'Formação acadêmica')).toBeVisible();
    if (width === 400) {
      // Stacked: the first two fields sit one above the other.
      const first = await field(profileSection(page, 'Dados básicos'), 'Nome').boundingBox();
      const second = await field(profileSection(page, 'Dados básicos'), 'Sobrenome').boundingBox();
      expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    }
    await expectNoAxeViolations(page, testInfo, `personal information ${width}px`);

    await profileSection(page, 'Formação acadêmica').getByRole('button', { name: 'Adicionar formação' }).click();
    const modal = page.getByRole('dialog', { name: 'Adicionar formação' });
    await expect(modal).toBeVisible();
    await expect(modal).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page, testInfo, `education modal ${width}px`);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });
}
