import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectHome, fetchInPage, signInViaApi, signInViaUi } from './support/auth.ts';
import { DEMO_PASSWORD, demoEmail, tenantOrigin } from './support/demo.ts';

// The saved language follows this person everywhere, so no other test signs in as them.
const tenant = 'trindtech';
const email = demoEmail('Colaborador', tenant);
const origin = tenantOrigin(tenant);

test.use({ viewport: { width: 1280, height: 800 } });

/** Puts the person back to Portuguese through the API, whatever the test left behind. */
async function resetToPortuguese(browser: Browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const session = await signInViaApi(page, { tenant, email });
    const { status } = await fetchInPage(page, '/api/configuracoes-de-usuario', {
      body: { key: 'language', value: 'pt-BR', userId: session.userId },
    });
    expect(status).toBeLessThan(300);
  } finally {
    await context.close();
  }
}

test.afterAll(async ({ browser }) => {
  await resetToPortuguese(browser);
});

async function chooseLanguage(page: Page, names: { openMenu: string; language: string; save: string }, choice: string) {
  await page.getByRole('button', { name: names.openMenu }).click();
  await page.getByRole('menuitem', { name: names.language }).click();
  const dialog = page.getByRole('dialog', { name: names.language });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: choice }).check();
  await dialog.getByRole('button', { name: names.save }).click();
  await expect(dialog).toBeHidden();
}

const PT = { openMenu: 'Abrir menu do perfil', language: 'Idioma', save: 'Salvar' };
const EN = { openMenu: 'Open profile menu', language: 'Language', save: 'Save' };

async function expectEnglishShell(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^(Good morning|Good afternoon|Good evening), Carlos!$/,
  );
}

test('the language chosen in the profile menu follows the person across sign-ins and devices', async ({
  page,
  browser,
}) => {
  await signInViaUi(page, { tenant, email });
  await expectHome(page, tenant, 'Colaborador');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  await chooseLanguage(page, PT, 'English (US)');
  // The toast speaks the language just chosen.
  await expect(page.getByText('Language updated successfully!')).toBeVisible();
  await expectEnglishShell(page);

  await page.reload();
  await expectEnglishShell(page);

  await page.getByRole('button', { name: EN.openMenu }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${origin}/acesso/login`);
  // This device remembers the language for the login page too.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/plataforma/home`);
  await expectEnglishShell(page);

  // Another device, which has never seen this person: Portuguese until they sign in, then English.
  const otherDevice = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
  });
  try {
    const other = await otherDevice.newPage();
    await other.goto(`${origin}/acesso/login`);
    await expect(other.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await signInViaUi(other, { tenant, email });
    await expect(other).toHaveURL(`${origin}/plataforma/home`);
    await expectEnglishShell(other);

    // And back to Portuguese from there.
    await chooseLanguage(other, EN, 'Português (Brasil)');
    await expect(other.getByText('Idioma atualizado com sucesso!')).toBeVisible();
    await expect(other.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(
      other.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Meu perfil' }),
    ).toBeVisible();
  } finally {
    await otherDevice.close();
  }
});
