import { expect, test } from '@playwright/test';
import { fetchInPage, openSignedIn, signInViaApi } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO_PASSWORD, demoEmail, tenantOrigin } from './support/demo.ts';
import { createPerson } from './support/factories.ts';
import { expectToast } from './support/profile.ts';

const TENANT = 'sandbox';
const NEW_PASSWORD = 'Outra@Senha2026';

for (const width of [1280, 400]) {
  test(`a person changes their password from the profile menu (${width}px); their other sessions end`, async ({
    page,
    browser,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, { tenant: TENANT, email: demoEmail('Admin', TENANT) });
    const person = await createPerson(page, TENANT, { firstName: 'Senha' });
    await page.context().clearCookies();
    await signInViaApi(page, person.credentials);
    // The same person on another device.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInViaApi(otherPage, person.credentials);

    await page.goto(`${tenantOrigin(TENANT)}/plataforma/home`);
    await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
    await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
    const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    await field('Senha atual').fill('Errada@2026');
    await field('Nova senha').fill(NEW_PASSWORD);
    await field('Confirmar nova senha').fill('Outra@Senha2027');
    await dialog.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(dialog.getByText('As senhas não coincidem')).toBeVisible();
    await field('Confirmar nova senha').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(dialog.getByText('Senha atual incorreta')).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `change password ${width}`);
    await field('Senha atual').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expectToast(page, 'Senha alterada. Suas outras sessões foram encerradas.');
    await expect(dialog).toHaveCount(0);

    // This session goes on; the other device's ended; the new password is the one that works.
    expect((await fetchInPage(page, '/api/auth/sessao')).status).toBe(200);
    expect((await fetchInPage(otherPage, '/api/auth/sessao')).status).toBe(401);
    await other.close();
    const fresh = await fetchInPage(page, '/api/auth/login', {
      body: { email: person.credentials.email, password: NEW_PASSWORD },
    });
    expect(fresh.status).toBe(200);
  });
}
