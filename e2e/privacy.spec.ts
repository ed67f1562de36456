import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { fetchInPage, openSignedIn, signInViaApi } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { demoEmail, tenantOrigin } from './support/demo.ts';
import { createPerson } from './support/factories.ts';
import { expectToast, field } from './support/profile.ts';

// Issue 16 §3 (LGPD Art. 18): a talent takes a copy of their data, consents to sensitive data and asks
// for deletion; the Admin confirms it from the queue. A person made for each run, so the demo stays whole.
const TENANT = 'mais-pra-ti';
const ADMIN = { tenant: TENANT, email: demoEmail('Admin', TENANT) } as const;

for (const width of [1280, 400]) {
  test(`a talent downloads their data and asks for deletion; an Admin confirms it (${width}px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, ADMIN);
    const person = await createPerson(page, TENANT, { firstName: 'Lia' });
    const name = `${person.firstName} ${person.lastName}`;
    await page.context().clearCookies();
    await signInViaApi(page, person.credentials);

    // From the profile menu, where "Alterar senha" lives.
    await page.goto(`${tenantOrigin(TENANT)}/plataforma/home`);
    await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
    await page.getByRole('menuitem', { name: 'Meus dados' }).click();
    await expect(page).toHaveURL(/\/plataforma\/meus-dados$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
    await expect(page.getByTestId('stored-counts')).toContainText('Acessos (sessões): 1');
    await expectNoAxeViolations(page, testInfo, `my data ${width}`);

    // The copy: the JSON names them; the ZIP starts as a ZIP does.
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await json.path()) as string, 'utf8'));
    expect(data.account).toMatchObject({ email: person.email, firstName: 'Lia', role: 'Talento' });
    await expectToast(page, 'Download iniciado. Enviamos um aviso para o seu e-mail.');
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar ZIP com arquivos' }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    expect((await readFile((await zip.path()) as string)).subarray(0, 2).toString()).toBe('PK');

    // The sensitive-data consent, with its text's version.
    const consent = page.getByTestId('sensitive-consent');
    const box = consent.getByRole('checkbox', { name: 'Autorizo o tratamento dos meus dados sensíveis' });
    // Checked once the server has recorded it (the box shows the stored consent, not the click).
    await box.click();
    await expect(box).toBeChecked();
    await expectToast(page, 'Autorização registrada');
    await expect(consent.getByTestId('consent-state')).toContainText('Texto versão 2026-01');

    // Asking for deletion, after a warning.
    await page.getByRole('button', { name: 'Pedir exclusão da conta' }).click();
    const ask = page.getByRole('dialog', { name: 'Pedir a exclusão da sua conta?' });
    await expectNoAxeViolations(page, testInfo, `ask deletion ${width}`);
    await ask.getByRole('button', { name: 'Pedir exclusão' }).click();
    await expectToast(page, 'Pedido de exclusão enviado');
    await expect(page.getByTestId('deletion-pending')).toContainText('Aguardando a confirmação da administração');
    await expect(page.getByRole('button', { name: 'Desistir do pedido' })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `deletion pending ${width}`);
    const talentCookies = await page.context().cookies();

    // The Admin finds the request from the users list and confirms it.
    await page.context().clearCookies();
    await openSignedIn(page, ADMIN, '/plataforma/usuarios');
    await page.getByRole('link', { name: 'Pedidos de exclusão' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedidos de exclusão de conta' })).toBeVisible();
    const request = page.getByTestId('deletion-request').filter({ hasText: name });
    await expect(request).toBeVisible();
    // The demo's two requests wait too.
    expect(await page.getByTestId('deletion-request').count()).toBeGreaterThanOrEqual(3);
    // The queue says how many wait, like every list (the other width's run may change the number meanwhile).
    await expect(page.getByTestId('list-total')).toHaveText(/^\d+ pedidos aguardando$/);
    await expectNoAxeViolations(page, testInfo, `deletion queue ${width}`);
    await request.getByRole('button', { name: /Confirmar exclusão/ }).click();
    const dialog = page.getByRole('dialog', { name: `Excluir a conta de ${name}?` });
    await expectNoAxeViolations(page, testInfo, `confirm deletion ${width}`);
    await dialog.getByRole('button', { name: 'Confirmar exclusão' }).click();
    await expectToast(page, 'Conta excluída');
    await expect(page.getByTestId('deletion-request').filter({ hasText: name })).toHaveCount(0);
    await expect(page.getByTestId('deletion-decided')).toContainText('Pessoa excluída');

    // The talent's session has ended, and their address signs in to nothing.
    await page.context().clearCookies();
    await page.context().addCookies(talentCookies);
    expect((await fetchInPage(page, '/api/auth/sessao')).status).toBe(401);
    const again = await fetchInPage(page, '/api/auth/login', {
      body: { email: person.email, password: 'Ponte@2026' },
    });
    expect(again.status).toBe(401);
  });
}

test('the demo talent’s profile asks for sensitive data under the recorded consent (400px)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 400, height: 900 });
  const session = await openSignedIn(page, { tenant: TENANT, email: demoEmail('Talento', TENANT) });
  await page.goto(`${tenantOrigin(TENANT)}/plataforma/perfil/${session.publicId}/informacoes-pessoais`);
  const consent = page.getByTestId('sensitive-consent');
  await expect(consent.getByRole('checkbox', { name: 'Autorizo o tratamento dos meus dados sensíveis' })).toBeChecked();
  await expect(field(page, 'Raça/cor')).toBeVisible();
  await expect(page.getByTestId('consent-needed')).toHaveCount(0);
  await expectNoAxeViolations(page, testInfo, 'profile with consent 400');
});
