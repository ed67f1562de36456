import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tenantOrigin } from './support/demo.ts';
import { field, profileSection, profileUrl, publicIdOf } from './support/profile.ts';

const TENANT = 'trindtech';
// trindtech's demo talent has basic data, location, skills and career goals, and nothing else (demo-profile.ts).
const TALENT = { tenant: TENANT, email: 'talento@trindtech.demo' } as const;
const ADMIN = { tenant: TENANT, email: 'admin@trindtech.demo' } as const;
// Linked to the talent by the seed's mentorship request.
const MENTOR = { tenant: TENANT, email: 'mentor@trindtech.demo' } as const;
const RH = { tenant: TENANT, email: 'rh@trindtech.demo' } as const;

/** LGPD Art. 11 data and the street address: only the person and Admin/Rh see them (those the demo talent answered). */
const SENSITIVE: readonly [label: string, value: string][] = [
  ['CPF', '529.982.247-25'],
  ['Raça/cor', 'Parda'],
  ['Pessoa com deficiência', 'Não'],
  ['CEP', '01310-100'],
  ['Endereço', 'Avenida Paulista'],
  ['Número', '1000'],
  ['Bairro', 'Bela Vista'],
];
const NOTICE = 'Você está vendo este perfil em modo somente leitura.';

let talentId: string;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  talentId = await publicIdOf(page, TALENT);
  await page.close();
});

/** The value a read-only section shows for a label: the `<dd>` after the `<dt>` that says it. */
function shown(scope: Locator | Page, label: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

function breadcrumb(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Você está em' });
}

function tabList(page: Page): Locator {
  return page.getByRole('tablist', { name: 'Seções do perfil' });
}

/** Text, not a form: no input of any kind, no save, no photo menu; said once, by the banner. */
async function expectReadOnlyView(page: Page) {
  await expect(page.locator('[data-readonly-notice]')).toHaveText(NOTICE);
  await expect(page.locator('[data-readonly-notice]')).toHaveCount(1);
  await expect(page.getByText('Somente leitura', { exact: true })).toHaveCount(0);
  await expect(profileSection(page, 'Dados básicos')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.locator('input, textarea, select, [role="combobox"]')).toHaveCount(0);
  await expect(main.locator('form')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Salvar/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Adicionar formação' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Opções da foto de perfil' })).toHaveCount(0);
}

test('Admin with ?view=readonly reads text: values with their labels, "Não informado" for an empty section', async ({
  page,
}) => {
  await openSignedIn(page, ADMIN, `/plataforma/perfil/${talentId}/informacoes-pessoais?view=readonly`);
  await expectReadOnlyView(page);

  const basic = profileSection(page, 'Dados básicos');
  await expect(shown(basic, 'Nome')).toHaveText('Helena');
  await expect(shown(basic, 'Sobrenome')).toHaveText('Oliveira');
  // Dates dd/mm/yyyy, enumerations by their label, several answers as a list.
  await expect(shown(basic, 'Data de nascimento')).toHaveText('15/03/1998');
  await expect(shown(basic, 'Gênero')).toHaveText('Feminino');
  await expect(shown(basic, 'Telefone')).toHaveText('+55 (11) 98765-4321');
  await expect(shown(basic, 'Objetivos').getByRole('listitem')).toHaveText([
    'Aprender novas habilidades',
    'Crescimento na carreira',
  ]);
  await expect(shown(basic, 'E-mail').getByRole('link')).toHaveAttribute('href', 'mailto:talento@trindtech.demo');
  // Unanswered fields are left out, not shown empty.
  await expect(shown(basic, 'Nome social')).toHaveCount(0);
  await expect(shown(profileSection(page, 'Localização'), 'Estado')).toHaveText('São Paulo');

  // Admin reads the sensitive part too (which also proves these are the labels a mentor must not see).
  for (const [label, value] of SENSITIVE) await expect(shown(page, label), label).toHaveText(value);

  // Sections with nothing in them say so in one line.
  for (const title of ['Informações adicionais', 'Formação acadêmica']) {
    await expect(profileSection(page, title).locator('[data-not-informed]'), title).toHaveText('Não informado');
    await expect(profileSection(page, title).locator('dl, ul'), title).toHaveCount(0);
  }

  // The other tabs read the same way, and the view is kept across them.
  const tabs = tabList(page);
  await expect(tabs.getByRole('tab', { name: 'Perfil profissional' })).toHaveAttribute(
    'href',
    `/plataforma/perfil/${talentId}/perfil-profissional?view=readonly`,
  );
  await tabs.getByRole('tab', { name: 'Perfil profissional' }).click();
  await expect(page).toHaveURL(profileUrl(TENANT, talentId, 'perfil-profissional', '?view=readonly'));
  await expect(tabs.getByRole('tab', { name: 'Perfil profissional' })).toHaveAttribute('aria-selected', 'true');
  await expect(shown(page, 'Objetivos de carreira')).toHaveText(
    'Conseguir minha primeira vaga como desenvolvedora front-end.',
  );
  await expect(profileSection(page, 'Currículo').locator('[data-not-informed]')).toBeVisible();
  await expect(page.getByRole('main').locator('input, textarea, [role="combobox"], [role="radio"]')).toHaveCount(0);

  await tabs.getByRole('tab', { name: 'Competências e habilidades' }).click();
  const skills = profileSection(page, 'Habilidades');
  await expect(shown(skills, 'Habilidades técnicas (hard skills)').getByRole('listitem')).toHaveText([
    'JavaScript',
    'React',
    'SQL',
  ]);
  await expect(profileSection(page, 'Idiomas').locator('[data-not-informed]')).toHaveText('Não informado');
  // The demo talent's certificates are the ones the platform issued for completed courses (issue 13 §3).
  await expect(profileSection(page, 'Certificados').getByRole('listitem').first()).toContainText('Emitido em');

  await tabs.getByRole('tab', { name: 'Teste comportamental' }).click();
  await expect(page.getByText('Esta pessoa ainda não fez o teste comportamental.')).toBeVisible();
  await expect(profileSection(page, 'Preferências de aprendizagem').locator('[data-not-informed]')).toBeVisible();
  await expect(page.getByRole('button', { name: /o teste$/ })).toHaveCount(0);
  await expect(page.locator('[data-readonly-notice]')).toHaveCount(1);

  // Without the query, Admin edits: the forms are back, the banner and the back link's view are gone.
  await page.goto(profileUrl(TENANT, talentId));
  await expect(profileSection(page, 'Dados básicos').getByRole('button', { name: /^Salvar/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opções da foto de perfil' })).toBeVisible();
  await expect(page.locator('[data-readonly-notice]')).toHaveCount(0);
  await expect(field(profileSection(page, 'Dados básicos'), 'Nome')).toBeEditable();
});

test('from the talent base: a breadcrumb with its parents, and a way back to the same filtered list', async ({
  page,
}) => {
  const list = '/plataforma/base-de-talentos?email=talento%40trindtech.demo';
  await openSignedIn(page, ADMIN, list);
  await expect(page.locator('[data-filter-chips]')).toContainText('talento@trindtech.demo');
  await page.getByRole('link', { name: 'Abrir o perfil de Helena Oliveira' }).first().click();
  await expect(page).toHaveURL(profileUrl(TENANT, talentId, 'informacoes-pessoais', '?view=readonly'));

  const crumbs = breadcrumb(page);
  await expect(crumbs.getByRole('link')).toHaveText(['Início', 'Base de talentos', 'Helena Oliveira']);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Informações pessoais');
  await expect(crumbs.getByRole('link', { name: 'Base de talentos' })).toHaveAttribute('href', list);

  // Moving between tabs keeps the way back; the breadcrumb follows the tab.
  await tabList(page).getByRole('tab', { name: 'Competências e habilidades' }).click();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Competências e habilidades');
  const back = page.getByRole('link', { name: 'Voltar para Base de talentos' });
  await expect(back).toHaveAttribute('href', list);
  await back.click();
  await expect(page).toHaveURL(`${tenantOrigin(TENANT)}${list}`);
  await expect(page.locator('[data-filter-chips]')).toContainText('talento@trindtech.demo');
  await expect(page.getByRole('link', { name: 'Abrir o perfil de Helena Oliveira' }).first()).toBeVisible();

  // The name in the trail opens the person's first tab, the way back still known.
  await page.getByRole('link', { name: 'Abrir o perfil de Helena Oliveira' }).first().click();
  await tabList(page).getByRole('tab', { name: 'Perfil profissional' }).click();
  await crumbs.getByRole('link', { name: 'Helena Oliveira' }).click();
  await expect(page).toHaveURL(profileUrl(TENANT, talentId, 'informacoes-pessoais', '?view=readonly'));
  await expect(page.getByRole('link', { name: 'Voltar para Base de talentos' })).toHaveAttribute('href', list);

  // Opened directly (a shared link), the way back is the talent base for whoever may open it.
  await page.goto(profileUrl(TENANT, talentId, 'perfil-profissional', '?view=readonly'));
  await expect(page.getByRole('link', { name: 'Voltar para Base de talentos' })).toHaveAttribute(
    'href',
    '/plataforma/base-de-talentos',
  );
  await expect(crumbs.getByRole('link')).toHaveText(['Início', 'Base de talentos', 'Helena Oliveira']);
});

test('a linked mentor reads the profile without the sensitive fields, and goes back to the mentees', async ({
  page,
}) => {
  await openSignedIn(page, MENTOR, '/plataforma/mentoria-de-talentos');
  await page.getByRole('link', { name: 'Helena Oliveira' }).click();
  await expect(page).toHaveURL(profileUrl(TENANT, talentId, 'informacoes-pessoais', '?view=readonly'));
  await expectReadOnlyView(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Helena Oliveira' })).toBeVisible();
  await expect(shown(profileSection(page, 'Dados básicos'), 'Sobrenome')).toHaveText('Oliveira');
  await expect(shown(profileSection(page, 'Localização'), 'País')).toHaveText('Brasil');
  await expect(shown(profileSection(page, 'Localização'), 'Cidade')).toHaveText('São Paulo');
  const terms = await page.locator('dt').allTextContents();
  for (const [label] of SENSITIVE) expect(terms, label).not.toContain(label);
  // The fields the talent search's mentor view may not filter by are not shown either (one rule, issue 15).
  for (const label of ['Gênero', 'Telefone', 'Estado']) expect(terms, label).not.toContain(label);
  expect(terms).not.toContain('Nome do responsável');
  await expect(breadcrumb(page).getByRole('link')).toHaveText(['Início', 'Mentoria de talentos', 'Helena Oliveira']);

  await page.getByRole('link', { name: 'Voltar para Mentoria de talentos' }).click();
  await expect(page).toHaveURL(`${tenantOrigin(TENANT)}/plataforma/mentoria-de-talentos`);

  // Opened directly by someone without the talent base, the way back is home.
  await page.goto(profileUrl(TENANT, talentId));
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(`${tenantOrigin(TENANT)}/plataforma/home`);
});

test('Rh reads everything but edits nothing', async ({ page }) => {
  await openSignedIn(page, RH, `/plataforma/perfil/${talentId}/informacoes-pessoais`);
  await expectReadOnlyView(page);
  await expect(shown(profileSection(page, 'Dados básicos'), 'CPF')).toHaveText('529.982.247-25');
});

test('own profile: editable, and read-only with ?view=readonly', async ({ page }) => {
  await openSignedIn(page, TALENT, `/plataforma/perfil/${talentId}/informacoes-personais`);
  await expect(profileSection(page, 'Dados básicos').getByRole('button', { name: /^Salvar/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Informações pessoais' })).toHaveAttribute('aria-selected', 'true');
  await expect(breadcrumb(page).getByRole('link')).toHaveText(['Início', 'Meu perfil']);
  // Opened from the menu, the own profile has nowhere to go back to.
  await expect(page.locator('[data-profile-back]')).toHaveCount(0);

  await page.goto(profileUrl(TENANT, talentId, 'informacoes-pessoais', '?view=readonly'));
  await expectReadOnlyView(page);
});

test('tabs are links the keyboard moves through; a tab the role lacks leads to the first one', async ({ page }) => {
  const rhId = await publicIdOf(page, RH);
  // Rh has no skills tab (spec §6).
  await page.goto(profileUrl(TENANT, rhId, 'competencias-e-habilidades'));
  await expect(page).toHaveURL(profileUrl(TENANT, rhId, 'informacoes-pessoais'));
  const tabs = tabList(page);
  await expect(tabs.getByRole('tab')).toHaveText(['Informações pessoais', 'Perfil profissional']);

  await tabs.getByRole('tab', { name: 'Informações pessoais' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Perfil profissional' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(profileUrl(TENANT, rhId, 'perfil-profissional'));
});

test('an unknown profile shows the not-found state', async ({ page }) => {
  await openSignedIn(page, ADMIN, '/plataforma/perfil/00000000-0000-4000-8000-000000000000/informacoes-pessoais');
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil não encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(`${tenantOrigin(TENANT)}/plataforma/home`);
});

test.describe('at 400px', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('the tabs scroll sideways: every one reachable, the open one in view, the page never wider', async ({
    page,
  }) => {
    // Admin sees all five of the talent's tabs, too many for one line at 400px.
    await openSignedIn(page, ADMIN, `/plataforma/perfil/${talentId}/teste-comportamental?view=readonly`);
    const tabs = tabList(page);
    await expect(tabs.getByRole('tab')).toHaveCount(5);
    const overflow = await tabs.evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth }));
    expect(overflow.scroll).toBeGreaterThan(overflow.client);
    // The tab the address names is scrolled into view by itself.
    await expect(tabs.getByRole('tab', { name: 'Teste comportamental' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    // The side with more tabs fades out: the cue that the list scrolls.
    await expect(tabs).toHaveCSS('mask-image', /linear-gradient/);

    // By keyboard, each tab the arrows move to comes into view.
    await tabs.getByRole('tab').first().focus();
    for (const name of await tabs.getByRole('tab').allTextContents()) {
      const tab = tabs.getByRole('tab', { name });
      await expect(tab, name).toBeFocused();
      await expect(tab, name).toBeInViewport({ ratio: 0.95 });
      await page.keyboard.press('ArrowRight');
    }

    for (const name of await tabs.getByRole('tab').allTextContents()) {
      const tab = tabs.getByRole('tab', { name });
      await tab.scrollIntoViewIfNeeded();
      // Whole, give or take a fraction of a pixel.
      await expect(tab, name).toBeInViewport({ ratio: 0.95 });
    }
    await tabs.getByRole('tab', { name: 'Informações pessoais' }).click();
    await expect(page).toHaveURL(profileUrl(TENANT, talentId, 'informacoes-pessoais', '?view=readonly'));
    await expect(tabs.getByRole('tab', { name: 'Informações pessoais' })).toBeInViewport({ ratio: 1 });
    // No breadcrumb header on a phone (spec §2); the way back is the link above the name.
    await expect(breadcrumb(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Voltar para Base de talentos' })).toBeVisible();
  });
});

for (const width of [1280, 400]) {
  test(`the read-only view at ${width}px passes axe`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, ADMIN, `/plataforma/perfil/${talentId}/informacoes-pessoais?view=readonly`);
    await expectReadOnlyView(page);
    await expectNoAxeViolations(page, testInfo, `read-only profile ${width}px`);
    await tabList(page).getByRole('tab', { name: 'Competências e habilidades' }).click();
    await expect(profileSection(page, 'Habilidades').locator('dl')).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `read-only skills ${width}px`);
  });
}
