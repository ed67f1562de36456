import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { tenantOrigin } from './support/demo.ts';
import { field, profileSection, profileUrl, publicIdOf } from './support/profile.ts';

const TENANT = 'trindtech';
const TALENT = { tenant: TENANT, email: 'talento@trindtech.demo' } as const;
const ADMIN = { tenant: TENANT, email: 'admin@trindtech.demo' } as const;
// Linked to the talent by the seed's mentorship request.
const MENTOR = { tenant: TENANT, email: 'mentor@trindtech.demo' } as const;
const RH = { tenant: TENANT, email: 'rh@trindtech.demo' } as const;

/** LGPD Art. 11 data and the street address: only the person and Admin/Rh see them. */
const SENSITIVE_LABELS = [
  'CPF',
  'Raça/cor',
  'Pessoa com deficiência',
  'Renda familiar mensal',
  'Pessoas que dependem da renda familiar',
  'Participa de algum programa de renda?',
  'CEP',
  'Endereço',
  'Número',
  'Bairro',
  'Complemento',
];

let talentId: string;
/** --mantine-color-gray-0, the read-only profile's field background (global.css). */
const READ_ONLY_FIELD = 'rgb(248, 249, 250)';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  talentId = await publicIdOf(page, TALENT);
  await page.close();
});

async function expectReadOnly(page: Page) {
  await expect(page.getByText('Somente leitura', { exact: true })).toBeVisible();
  await expect(page.getByText('Você está vendo este perfil em modo somente leitura.')).toBeVisible();
  await expect(field(profileSection(page, 'Dados básicos'), 'Nome')).toHaveAttribute('readonly', '');
  // Read as data, not as an input to fill: grey field, no select chevron.
  await expect(field(profileSection(page, 'Dados básicos'), 'Nome')).toHaveCSS('background-color', READ_ONLY_FIELD);
  await expect(
    profileSection(page, 'Dados básicos').locator('.mantine-Input-section[data-position="right"]').first(),
  ).toBeHidden();
  await expect(profileSection(page, 'Formação acadêmica')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Adicionar formação' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Opções da foto de perfil' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abrir calendário' })).toHaveCount(0);
}

test('Admin with ?view=readonly: everything read-only, sensitive data shown, the view kept across tabs', async ({
  page,
}) => {
  await publicIdOf(page, ADMIN);
  await page.goto(profileUrl(TENANT, talentId, 'informacoes-pessoais', '?view=readonly'));
  await expectReadOnly(page);
  // Admin reads the sensitive part too (which also proves these labels are the ones a mentor must not see).
  for (const label of SENSITIVE_LABELS) {
    await expect(field(page, label), label).toBeVisible();
  }

  const tabs = page.getByRole('tablist', { name: 'Seções do perfil' });
  await expect(tabs.getByRole('tab', { name: 'Perfil profissional' })).toHaveAttribute(
    'href',
    `/plataforma/perfil/${talentId}/perfil-profissional?view=readonly`,
  );
  await tabs.getByRole('tab', { name: 'Perfil profissional' }).click();
  await expect(page).toHaveURL(profileUrl(TENANT, talentId, 'perfil-profissional', '?view=readonly'));
  await expect(tabs.getByRole('tab', { name: 'Perfil profissional' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Somente leitura', { exact: true })).toBeVisible();

  // Without the query, Admin edits.
  await page.goto(profileUrl(TENANT, talentId));
  await expect(profileSection(page, 'Dados básicos').getByRole('button', { name: 'Salvar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opções da foto de perfil' })).toBeVisible();
  await expect(page.getByText('Somente leitura', { exact: true })).toHaveCount(0);
  await expect(field(profileSection(page, 'Dados básicos'), 'Nome')).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
});

test('a linked mentor reads the profile without the sensitive fields and cannot edit', async ({ page }) => {
  await publicIdOf(page, MENTOR);
  await page.goto(profileUrl(TENANT, talentId));
  await expectReadOnly(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(field(profileSection(page, 'Dados básicos'), 'Sobrenome')).toBeVisible();
  await expect(field(profileSection(page, 'Localização'), 'País')).toBeVisible();
  await expect(field(profileSection(page, 'Localização'), 'Cidade')).toBeVisible();
  for (const label of SENSITIVE_LABELS) {
    await expect(field(page, label), label).toHaveCount(0);
  }
  await expect(field(page, 'Nome do responsável')).toHaveCount(0);
});

test('Rh reads everything but edits nothing', async ({ page }) => {
  await publicIdOf(page, RH);
  await page.goto(profileUrl(TENANT, talentId));
  await expectReadOnly(page);
  await expect(field(profileSection(page, 'Dados básicos'), 'CPF')).toBeVisible();
});

test('own profile: editable, and read-only with ?view=readonly', async ({ page }) => {
  await publicIdOf(page, TALENT);
  await page.goto(profileUrl(TENANT, talentId, 'informacoes-personais'));
  await expect(profileSection(page, 'Dados básicos').getByRole('button', { name: 'Salvar' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Informações pessoais' })).toHaveAttribute('aria-selected', 'true');

  await page.goto(profileUrl(TENANT, talentId, 'informacoes-pessoais', '?view=readonly'));
  await expectReadOnly(page);
});

test('tabs are links the keyboard moves through; a tab the role lacks leads to the first one', async ({ page }) => {
  const rhId = await publicIdOf(page, RH);
  // Rh has no skills tab (spec §6).
  await page.goto(profileUrl(TENANT, rhId, 'competencias-e-habilidades'));
  await expect(page).toHaveURL(profileUrl(TENANT, rhId, 'informacoes-pessoais'));
  const tabs = page.getByRole('tablist', { name: 'Seções do perfil' });
  await expect(tabs.getByRole('tab')).toHaveText(['Informações pessoais', 'Perfil profissional']);

  await tabs.getByRole('tab', { name: 'Informações pessoais' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Perfil profissional' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(profileUrl(TENANT, rhId, 'perfil-profissional'));
});

test('an unknown profile shows the not-found state', async ({ page }) => {
  await publicIdOf(page, ADMIN);
  await page.goto(profileUrl(TENANT, '00000000-0000-4000-8000-000000000000'));
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil não encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(`${tenantOrigin(TENANT)}/plataforma/home`);
});

for (const width of [1280, 400]) {
  test(`the read-only view at ${width}px passes axe`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await publicIdOf(page, MENTOR);
    await page.goto(profileUrl(TENANT, talentId));
    await expectReadOnly(page);
    await expectNoAxeViolations(page, testInfo, `read-only profile ${width}px`);
  });
}
