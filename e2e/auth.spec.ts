import { expect, type Page, test } from '@playwright/test';
import type { Role } from '../packages/shared/src/roles.ts';
import { TENANT_SLUGS, type TenantSlug } from '../packages/shared/src/tenants.ts';
import { expectHome, loginForm, signInViaUi, signOutViaUi } from './support/auth.ts';
import { DEMO_PASSWORD, demoEmail, tenantName, tenantOrigin, UNVERIFIED_EMAIL } from './support/demo.ts';
import { resetLinkIn, verificationCodeIn, waitForMail } from './support/outbox.ts';

/** Alerts inside the page itself, not toasts (which are alerts too). */
const inMain = (page: Page) => page.getByRole('main');

/** A different role in each tenant, so sign-in is seen with several vocabularies and role labels. */
const SIGN_IN_ROLE: Record<TenantSlug, Role> = {
  trindtech: 'Admin',
  sandbox: 'Rh',
  'mais-pra-ti': 'RhMentor',
  sabimais: 'Talento',
  asid: 'FuncionarioMentor',
};

for (const tenant of TENANT_SLUGS) {
  const role = SIGN_IN_ROLE[tenant];
  test(`${tenant}: ${role} signs in and out through the UI`, async ({ page }) => {
    const origin = tenantOrigin(tenant);
    await page.goto(`${origin}/acesso/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(page.getByText(`Acesse sua conta da ${tenantName(tenant)}`)).toBeVisible();

    await signInViaUi(page, { tenant, email: demoEmail(role, tenant) });
    await expectHome(page, tenant, role);

    await signOutViaUi(page);
    await expect(loginForm(page).email).toBeVisible();
    // The session is over on the server too: a platform address asks for sign-in again.
    await page.goto(`${origin}/plataforma/home`);
    await expect(page).toHaveURL(`${origin}/acesso/login`);
  });
}

test('sign-in goes on to the screen asked for, also after the sign-in page was reloaded', async ({ page }) => {
  const tenant = 'sandbox';
  const origin = tenantOrigin(tenant);
  await page.goto(`${origin}/plataforma/usuarios`);
  await expect(page).toHaveURL(`${origin}/acesso/login`);
  // Loaded again, the page runs without the router (app/sign-in-app.tsx) and still knows where to go.
  await page.reload();
  const form = loginForm(page);
  await form.email.fill(demoEmail('Admin', tenant));
  await form.password.fill(DEMO_PASSWORD);
  await form.submit.click();
  await expect(page).toHaveURL(`${origin}/plataforma/usuarios`);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  // Signed in, the sign-in page sends the person on to the platform.
  await page.goto(`${origin}/acesso/login`);
  await expect(page).toHaveURL(`${origin}/plataforma/home`);
});

test('a wrong password shows the API error and keeps the person on the login page', async ({ page }) => {
  const tenant = 'asid';
  await page.goto(`${tenantOrigin(tenant)}/acesso/login`);
  const form = loginForm(page);
  await form.email.fill(demoEmail('Mentor', tenant));
  await form.password.fill('Errada@2026');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await form.submit.click();
  const response = await answer;
  expect(response.status()).toBe(401);
  const { error } = (await response.json()) as { error: { message: string } };
  expect(error.message).toBe('E-mail ou senha inválidos');
  await expect(inMain(page).getByRole('alert')).toHaveText(error.message);
  await expect(page).toHaveURL(/\/acesso\/login$/);

  // A person of another tenant is unknown here: the same neutral answer.
  await form.email.fill(demoEmail('Mentor', 'trindtech'));
  await form.password.fill(DEMO_PASSWORD);
  await form.submit.click();
  await expect(inMain(page).getByRole('alert')).toHaveText('E-mail ou senha inválidos');
  await expect(page).toHaveURL(/\/acesso\/login$/);
});

test('signing in with the keyboard alone', async ({ page }) => {
  const tenant = 'mais-pra-ti';
  await page.goto(`${tenantOrigin(tenant)}/acesso/login`);
  const form = loginForm(page);
  await expect(form.email).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.email).toBeFocused();
  await page.keyboard.type(demoEmail('Talento', tenant));
  await page.keyboard.press('Tab');
  await expect(form.password).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  await expectHome(page, tenant, 'Talento');
});

// novo@sandbox.demo is the only person no other test signs in with: the two flows that change an
// account (confirming the email, replacing the password) both use it, one after the other.
test.describe
  .serial('novo@sandbox.demo', () => {
    const tenant = 'sandbox';
    const origin = tenantOrigin(tenant);
    const newPassword = 'Nova@Senha2026';

    test('confirms the email with the 6-digit code from the outbox', async ({ page, context }) => {
      const since = new Date();
      await signInViaUi(page, { tenant, email: UNVERIFIED_EMAIL });
      await expect(page).toHaveURL(`${origin}/acesso/verificar-email`);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeVisible();
      await expect(page.getByText(`Enviamos um código de 6 dígitos para ${UNVERIFIED_EMAIL}.`)).toBeVisible();

      // The platform stays closed until the email is confirmed.
      await page.goto(`${origin}/plataforma/home`);
      await expect(page).toHaveURL(`${origin}/acesso/verificar-email`);

      const mail = await waitForMail(UNVERIFIED_EMAIL, since);
      const code = verificationCodeIn(mail);
      expect(mail.subject).toBe(`${code} é o seu código de confirmação`);

      const digit = (position: number) => page.getByRole('textbox', { name: `Dígito ${position} de 6` });
      const confirm = page.getByRole('button', { name: 'Confirmar', exact: true });

      // A wrong code, typed: the API's answer is shown and nothing else happens.
      const wrong = code.replace(/.$/, (last) => String((Number(last) + 1) % 10));
      await digit(1).click();
      await page.keyboard.type(wrong);
      await expect(digit(6)).toHaveValue(wrong.charAt(5));
      await confirm.click();
      await expect(inMain(page).getByRole('alert')).toHaveText('Código inválido ou expirado');

      // The right code, pasted into the first box, fills all six.
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      await page.evaluate((text) => navigator.clipboard.writeText(text), code);
      await digit(1).focus();
      await page.keyboard.press('ControlOrMeta+V');
      for (let position = 1; position <= 6; position += 1) {
        await expect(digit(position)).toHaveValue(code.charAt(position - 1));
      }
      await confirm.click();

      const dialog = page.getByRole('dialog', { name: 'E-mail confirmado!' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Seu e-mail foi confirmado com sucesso.');
      await dialog.getByRole('button', { name: 'Continuar' }).click();
      await expectHome(page, tenant, 'Talento', 'Igor');
    });

    test('replaces a forgotten password through the emailed link', async ({ page }) => {
      await page.goto(`${origin}/acesso/login`);
      await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
      await expect(page).toHaveURL(`${origin}/acesso/esqueceu-senha`);
      await expect(page.getByRole('heading', { level: 1, name: 'Esqueceu a senha?' })).toBeVisible();

      const since = new Date();
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(UNVERIFIED_EMAIL);
      await page.getByRole('button', { name: 'Enviar link' }).click();
      await expect(page.getByRole('status')).toContainText('Se houver uma conta com este e-mail');

      const mail = await waitForMail(UNVERIFIED_EMAIL, since);
      expect(mail.subject).toBe(`Redefinição de senha · ${tenantName(tenant)}`);
      const link = resetLinkIn(mail);
      expect(link.startsWith(`${origin}/acesso/redefinir-senha?token=`), link).toBe(true);

      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
      const password = page.getByRole('textbox', { name: 'Nova senha', exact: true });
      const confirmation = page.getByRole('textbox', { name: 'Confirmar nova senha', exact: true });
      const save = page.getByRole('button', { name: 'Salvar nova senha' });

      await password.fill(newPassword);
      await confirmation.fill(`${newPassword}x`);
      await save.click();
      await expect(inMain(page).getByRole('alert')).toHaveText('As senhas não coincidem');

      await confirmation.fill(newPassword);
      await save.click();
      await expect(page).toHaveURL(`${origin}/acesso/login`);
      await expect(page.getByText('Senha alterada com sucesso. Entre com a nova senha.')).toBeVisible();

      // The old password is gone, the new one works.
      const form = loginForm(page);
      await form.email.fill(UNVERIFIED_EMAIL);
      await form.password.fill(DEMO_PASSWORD);
      await form.submit.click();
      await expect(inMain(page).getByRole('alert')).toHaveText('E-mail ou senha inválidos');
      await form.password.fill(newPassword);
      await form.submit.click();
      await expectHome(page, tenant, 'Talento', 'Igor');

      // A reset link works once.
      await page.goto(link);
      await password.fill('Outra@Senha2026');
      await confirmation.fill('Outra@Senha2026');
      await save.click();
      await expect(inMain(page).getByRole('alert')).toHaveText('Link inválido ou expirado. Solicite um novo.');
    });
  });
