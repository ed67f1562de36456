import { expect, type Page, test } from '@playwright/test';
import { fetchInPage, signInViaApi } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tenantOrigin } from './support/demo.ts';
import { chooseOption } from './support/profile.ts';

const TENANT = 'trindtech';
const ORIGIN = tenantOrigin(TENANT);
// Daniela Costa, the demo Funcionario: trindtech gives her the Mentoring menu item (spec §6).
const ASKER = { tenant: TENANT, email: 'funcionario@trindtech.demo' } as const;
const ADMIN = { tenant: TENANT, email: 'admin@trindtech.demo' } as const;
// Fernanda Ribeiro, the demo Mentor.
const MENTOR = { tenant: TENANT, email: 'mentor@trindtech.demo' } as const;

interface Mine {
  items: { id: number; status: string }[];
}

/** A clean start on every run and retry: the asker has no open request. */
async function withoutOpenRequest(page: Page) {
  const { body } = await fetchInPage(page, '/api/solicitacoes-mentorias/minhas');
  for (const r of (body as Mine).items.filter((i) => i.status === 'AGUARDANDO' || i.status === 'EM_ANDAMENTO')) {
    await fetchInPage(page, `/api/solicitacoes-mentorias/${r.id}/cancelar`, { body: { reason: 'Limpeza do teste' } });
  }
}

test('asked, linked from the waiting list, followed by the mentor, concluded and listed as concluded', async ({
  browser,
}) => {
  test.slow();
  const objective = `Quero aprender testes automatizados (${Date.now()})`;

  // The person asks.
  const asker = await browser.newPage();
  await signInViaApi(asker, ASKER);
  await withoutOpenRequest(asker);
  await asker.goto(`${ORIGIN}/plataforma/mentorias`);
  await asker.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(asker.getByText('Campo obrigatório').first()).toBeVisible();
  await asker.getByRole('combobox', { name: 'Área' }).click();
  await asker.getByRole('option', { name: 'Técnica' }).click();
  await asker.getByRole('textbox', { name: 'Objetivo' }).fill(objective);
  await asker.getByRole('button', { name: 'Enviar pedido' }).click();
  const current = asker.getByTestId('current-request');
  await expect(current.getByText('Aguardando mentor')).toBeVisible();
  await expect(current.getByText(objective)).toBeVisible();

  // Admin finds it in the waiting list and links the demo mentor.
  const admin = await browser.newPage();
  await signInViaApi(admin, ADMIN);
  await admin.goto(`${ORIGIN}/plataforma/solicitacao-de-mentorias`);
  await admin.getByRole('searchbox', { name: 'Buscar por nome' }).fill('Daniela');
  const card = admin.getByRole('article', { name: 'Daniela Costa' });
  await expect(admin.getByTestId('list-total')).toHaveText('1 pedido');
  await card.getByRole('button', { name: 'Detalhes do pedido de Daniela' }).click();
  await expect(card.getByText(objective)).toBeVisible();
  await card.getByRole('button', { name: 'Vincular mentor' }).click();

  const dialog = admin.getByRole('dialog', { name: 'Vincular mentor a Daniela Costa' });
  await expect(dialog.getByTestId('mentor-result-count')).toHaveText(/^Resultado: \d+ mentores$/);
  const link = dialog.getByRole('button', { name: 'Vincular', exact: true });
  await expect(link).toBeDisabled();
  const search = dialog.getByRole('searchbox', { name: 'Buscar mentor' });
  // Typing alone does not search; Enter does (spec §2).
  const searched: string[] = [];
  admin.on('request', (r) => {
    if (r.url().includes('/api/mentores?')) searched.push(new URL(r.url()).searchParams.get('search') ?? '');
  });
  await search.fill('Ribeiro');
  await admin.waitForTimeout(600);
  expect(searched).not.toContain('Ribeiro');
  await search.press('Enter');
  await expect(dialog.getByTestId('mentor-result-count')).toHaveText('Resultado: 1 mentor');
  await dialog.getByRole('radio', { name: 'Fernanda Ribeiro' }).last().check();
  await expect(link).toBeEnabled();
  await link.click();
  await expect(admin.getByText('Mentor vinculado com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(admin.getByTestId('list-total')).toHaveText('0 pedidos');

  // The person sees their mentor.
  await asker.reload();
  await expect(current.getByText('Em andamento', { exact: true })).toBeVisible();
  await expect(current.getByRole('link', { name: 'Fernanda' })).toBeVisible();

  // The mentor is told, sees the mentee in progress and concludes.
  const mentor = await browser.newPage();
  await signInViaApi(mentor, MENTOR);
  await mentor.goto(`${ORIGIN}/plataforma/mentoria-de-talentos`);
  await mentor.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ }).click();
  await expect(mentor.getByText('Você agora mentora Daniela Costa.').first()).toBeVisible();
  await mentor.keyboard.press('Escape');
  const mentee = mentor.getByRole('article', { name: 'Daniela Costa' });
  await expect(mentee.getByText(objective)).toBeVisible();
  await mentee.getByRole('button', { name: 'Concluir' }).click();
  const end = mentor.getByRole('dialog', { name: 'Concluir mentoria' });
  await end.getByRole('button', { name: 'Concluir' }).click();
  await expect(end.getByText('Campo obrigatório')).toBeVisible();
  await end.getByRole('textbox', { name: 'Motivo' }).fill('Objetivo alcançado');
  await end.getByRole('textbox', { name: 'Nota de encerramento' }).fill('Primeira suíte de testes publicada.');
  await end.getByRole('button', { name: 'Concluir' }).click();
  await expect(mentor.getByText('Mentoria concluída.')).toBeVisible();
  await expect(mentee).toBeHidden();

  // It shows under "Concluídas", with its reason.
  await admin.getByRole('tab', { name: 'Concluídas' }).click();
  await expect(admin).toHaveURL(`${ORIGIN}/plataforma/solicitacao-de-mentorias/concluidas`);
  await admin.getByRole('searchbox', { name: 'Buscar por nome' }).fill('Daniela');
  const ended = admin.getByRole('article', { name: 'Daniela Costa' }).first();
  await expect(ended.getByText('Concluída')).toBeVisible();
  await ended.getByRole('button', { name: 'Detalhes do pedido de Daniela' }).click();
  await expect(ended.getByText('Objetivo alcançado')).toBeVisible();
});

test('a relink shows the current mentor; email preferences stick; a talent cannot reach the waiting list', async ({
  browser,
}) => {
  const admin = await browser.newPage();
  await signInViaApi(admin, ADMIN);
  await admin.goto(`${ORIGIN}/plataforma/mentoria-de-talentos`);
  // The demo mentee linked to Juliana Rocha (one of the generated talents).
  const card = admin.getByTestId('mentee-card').filter({ hasText: 'Mentor: Juliana Rocha' }).first();
  const name = await card.getAttribute('aria-label');
  await card.getByRole('button', { name: 'Trocar mentor' }).click();
  const dialog = admin.getByRole('dialog', { name: `Vincular mentor a ${name}` });
  await expect(dialog.getByTestId('current-mentor')).toContainText('Juliana');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // Email preferences from the bell: a kind turned off stays off.
  const prefs = admin.getByRole('dialog', { name: 'Preferências de e-mail' });
  // The dialog's code arrives on first use; under load a click can land while the bell's popover
  // still opens, so opening is retried from the bell.
  const openPreferences = () =>
    expect(async () => {
      if (!(await prefs.isVisible())) {
        await admin.keyboard.press('Escape');
        await admin.getByRole('button', { name: /^Notificações/ }).click();
        await admin.getByRole('button', { name: 'Preferências de e-mail' }).click();
      }
      await expect(prefs).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
  await openPreferences();
  const cancelled = prefs.getByRole('switch', { name: 'Mentoria cancelada' });
  // A retry finds it off already: turn it on and let that save land before turning it off again.
  if (!(await cancelled.isChecked())) {
    await cancelled.check();
    await expect(cancelled).toBeChecked();
    await expect(admin.getByText('Preferências salvas.').first()).toBeVisible();
  }
  await cancelled.uncheck();
  await expect(admin.getByText('Preferências salvas.').first()).toBeVisible();
  await expect(cancelled).not.toBeChecked();
  await admin.reload();
  await openPreferences();
  await expect(prefs.getByRole('switch', { name: 'Mentoria cancelada' })).not.toBeChecked();

  const talent = await browser.newPage();
  await signInViaApi(talent, { tenant: TENANT, email: 'talento@trindtech.demo' });
  const { status } = await fetchInPage(talent, '/api/solicitacoes-mentorias?status=espera');
  expect(status).toBe(403);
  await talent.goto(`${ORIGIN}/plataforma/solicitacao-de-mentorias`);
  await expect(talent).toHaveURL(`${ORIGIN}/plataforma/home`);
});

test('Admin opens a request on behalf of someone whose menu has no Mentoring item (mais-pra-ti)', async ({
  browser,
}) => {
  const origin = tenantOrigin('mais-pra-ti');
  const person = await browser.newPage();
  await signInViaApi(person, { tenant: 'mais-pra-ti', email: 'colaborador@mais-pra-ti.demo' });
  await withoutOpenRequest(person);

  const admin = await browser.newPage();
  await signInViaApi(admin, { tenant: 'mais-pra-ti', email: 'admin@mais-pra-ti.demo' });
  await admin.goto(`${origin}/plataforma/solicitacao-de-mentorias`);
  await admin.getByRole('button', { name: 'Pedir mentoria em nome de alguém' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Pedir mentoria em nome de alguém' });
  await chooseOption(dialog, 'Pessoa', 'Carlos Pereira · colaborador@mais-pra-ti.demo', 'Carlos Pe');
  await chooseOption(dialog, 'Área', 'Comportamental e Carreira');
  await dialog.getByRole('textbox', { name: 'Objetivo' }).fill('Organizar a carreira');
  await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(dialog).toBeHidden();
  await admin.getByRole('searchbox', { name: 'Buscar por nome' }).fill('Carlos Pereira');
  await expect(admin.getByRole('article', { name: 'Carlos Pereira' })).toBeVisible();
});

for (const width of [1280, 400]) {
  test(`mentoring screens at ${width}px pass axe, the link dialog open too`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInViaApi(page, ADMIN);
    await page.goto(`${ORIGIN}/plataforma/solicitacao-de-mentorias`);
    await expect(page.getByTestId('request-card').first()).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `waiting list ${width}`);
    await page.getByTestId('request-card').first().getByRole('button', { name: 'Vincular mentor' }).click();
    await expect(page.getByTestId('mentor-result-count')).toBeVisible();
    await expect(page.getByTestId('mentor-option').first()).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `link dialog ${width}`);
    await page.keyboard.press('Escape');
    await page.goto(`${ORIGIN}/plataforma/mentoria-de-talentos`);
    await expect(page.getByTestId('mentee-card').first()).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `in progress ${width}`);
    await page.goto(`${ORIGIN}/plataforma/mentorias`);
    await expect(page.getByRole('heading', { name: 'Pedir mentoria' })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `my mentoring ${width}`);
    await page.getByRole('button', { name: /^Notificações/ }).click();
    await expect(page.getByRole('button', { name: 'Preferências de e-mail' })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `notification bell ${width}`);
    await page.getByRole('button', { name: 'Preferências de e-mail' }).click();
    await expect(page.getByRole('switch').first()).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `email preferences ${width}`);
    await context.close();
  });
}
