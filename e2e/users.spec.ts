import { expect, type Page, test } from '@playwright/test';
import { loginForm, openSignedIn, signInViaApi } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tenantOrigin } from './support/demo.ts';
import { createPerson, deleteAtTheirRequest, uniqueSuffix } from './support/factories.ts';
import { type Mail, waitForMail } from './support/outbox.ts';
import { chooseOption } from './support/profile.ts';

// mais-pra-ti's Admin: the other specs sign in elsewhere, so parallel runs never collide.
const TENANT = 'mais-pra-ti' as const;
const ADMIN = { tenant: TENANT, email: 'admin@mais-pra-ti.demo' } as const;
const ORIGIN = tenantOrigin(TENANT);

async function pick(page: Page, label: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function invitationLinkIn(mail: Mail): string {
  const link = /https?:\/\/\S+\/acesso\/redefinir-senha\?token=[\w-]+&convite=1/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No invitation link in "${mail.subject}":\n${mail.text}`);
  return link;
}

test('an Admin registers a user, who signs in through the invitation; the Admin edits and deactivates them', async ({
  page,
  browser,
}, testInfo) => {
  // One long journey through three screens, two people and four axe scans.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInViaApi(page, ADMIN);
  await page.goto(`${ORIGIN}/plataforma/usuarios`);
  await expect(page.getByRole('heading', { name: 'Usuários', level: 1 })).toBeVisible();
  await expect(page.getByTestId('user-table')).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'users list 1280');

  await page.getByRole('link', { name: 'Cadastrar usuário' }).click();
  await expect(page).toHaveURL(/\/plataforma\/usuarios\/cadastrar-usuario$/);
  await expect(page.getByRole('heading', { name: 'Cadastrar usuário', level: 1 })).toBeVisible();

  // Every required field says so.
  await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'register user with errors');

  const stamp = Date.now().toString(36);
  const email = `convidada.${stamp}@mais-pra-ti.test`;
  await pick(page, /^Perfil/, 'Funcionário');
  await page.getByRole('radio', { name: 'Sim', exact: true }).check();
  await page.getByRole('textbox', { name: /^Nome/ }).fill('Clara');
  await page.getByRole('textbox', { name: /^Sobrenome/ }).fill(`Convidada ${stamp}`);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await expect(page.getByRole('combobox', { name: /^Empresa/ })).toHaveValue('Sem vínculo');
  await pick(page, /^Setor/, 'Tecnologia da Informação');
  await page.getByRole('textbox', { name: /^Cargo/ }).fill('Desenvolvedora');
  // The multi-select stays open while options are ticked.
  await page.getByRole('combobox', { name: /^Vínculos com a empresa/ }).click();
  for (const option of ['Estagiário', 'Voluntário', 'Mentor Convidado']) {
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');

  const since = new Date();
  await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
  await expect(page).toHaveURL(/\/plataforma\/usuarios$/);
  await expect(page.getByText(`Usuário cadastrado com sucesso. Enviamos um convite para ${email}.`)).toBeVisible();

  // The list: search by email, the role label, 'no link', two badges then '+1'.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(email);
  await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
  const row = page.getByRole('row', { name: new RegExp(`Clara Convidada ${stamp}`) });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('user-table').getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('cell', { name: 'Funcionário e mentor' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Sem vínculo' })).toBeVisible();
  await expect(row.getByText('Estagiário')).toBeVisible();
  await expect(row.getByText('Voluntário')).toBeVisible();
  await expect(row.getByTestId('relationships-more')).toContainText('+1');
  // Until the invitation is accepted the account reads as such, and the list counts what matches.
  await expect(row.getByRole('cell', { name: 'Convite pendente' })).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText('1 usuário');

  // The invitation: a separate browser, as the new person.
  const mail = await waitForMail(email, since);
  expect(mail.subject).toBe('Convite para a +praTi');
  const invitee = await browser.newContext({ locale: 'pt-BR' });
  const newcomer = await invitee.newPage();
  await newcomer.goto(invitationLinkIn(mail));
  await expect(newcomer.getByRole('heading', { name: 'Crie sua senha' })).toBeVisible();
  await newcomer.getByLabel(/^Nova senha/).fill('Clara@Senha1');
  await newcomer.getByLabel(/^Confirmar nova senha/).fill('Clara@Senha1');
  await newcomer.getByRole('button', { name: 'Criar senha' }).click();
  await expect(newcomer).toHaveURL(/\/acesso\/login/);
  await expect(newcomer.getByText('Senha criada com sucesso. Entre com o seu e-mail e a nova senha.')).toBeVisible();
  const form = loginForm(newcomer);
  await form.email.fill(email);
  await form.password.fill('Clara@Senha1');
  await form.submit.click();
  // Setting the password through the link proved the address: no code to confirm.
  await expect(newcomer).toHaveURL(/\/plataforma\/home$/);

  // Accepted: the same row now reads "Ativo".
  await page.reload();
  await expect(row.getByRole('cell', { name: 'Ativo', exact: true })).toBeVisible();

  // Edit: the form comes back filled; a change is saved.
  await row.getByRole('link', { name: /^Editar/ }).click();
  await expect(page).toHaveURL(/\/plataforma\/usuarios\/[0-9a-f-]{36}\/editar-usuario$/);
  await expect(page.getByRole('heading', { name: 'Editar usuário', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(email);
  await expect(page.getByRole('radio', { name: 'Sim', exact: true })).toBeChecked();
  await expect(page.getByTestId('user-status')).toHaveText('Ativo');
  await expectNoAxeViolations(page, testInfo, 'edit user 1280');
  await page.getByRole('textbox', { name: /^Cargo/ }).fill('Desenvolvedora sênior');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Usuário atualizado com sucesso')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Cargo/ })).toHaveValue('Desenvolvedora sênior');

  // Deactivate after confirming: the person's session ends.
  await page.getByRole('button', { name: 'Desativar usuário' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Tem certeza que deseja desativar Clara Convidada ${stamp}?`);
  await expectNoAxeViolations(page, testInfo, 'deactivate confirmation');
  await dialog.getByRole('button', { name: 'Desativar usuário' }).click();
  await expect(page.getByText('Usuário desativado com sucesso')).toBeVisible();
  await expect(page.getByTestId('user-status')).toHaveText('Inativo');

  await newcomer.goto(`${ORIGIN}/plataforma/home`);
  await expect(newcomer).toHaveURL(/\/acesso\/login/);
  await form.email.fill(email);
  await form.password.fill('Clara@Senha1');
  await form.submit.click();
  await expect(newcomer.getByText('Sua conta está inativa. Procure o administrador.')).toBeVisible();

  // Reactivate: they may sign in again.
  await page.getByRole('button', { name: 'Reativar usuário' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reativar usuário' }).click();
  await expect(page.getByTestId('user-status')).toHaveText('Ativo');
  await form.submit.click();
  await expect(newcomer).toHaveURL(/\/plataforma\/home$/);
  await invitee.close();
});

test('the last Admin cannot deactivate themself', async ({ page }) => {
  const session = await signInViaApi(page, { tenant: 'asid', email: 'admin@asid.demo' });
  await page.goto(`${tenantOrigin('asid')}/plataforma/usuarios/${session.publicId}/editar-usuario`);
  await page.getByRole('button', { name: 'Desativar usuário' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desativar usuário' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Não é possível remover o último administrador ativo da organização.' }),
  ).toBeVisible();
  await expect(page.getByTestId('user-status')).toHaveText('Ativo');
});

test('at 400px the list shows cards (asid: with email) and the screens stay accessible', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 400, height: 860 });
  await signInViaApi(page, { tenant: 'asid', email: 'admin@asid.demo' });
  await page.goto(`${tenantOrigin('asid')}/plataforma/usuarios?search=rh%40asid.demo`);
  const cards = page.getByTestId('user-cards');
  await expect(cards).toBeVisible();
  await expect(cards).toContainText('rh@asid.demo');
  await expect(page.getByTestId('user-table')).toHaveCount(0);
  // The cards sort by the same columns as the table's headers, through a select, into the address.
  await chooseOption(page, 'Ordenar por', 'Situação (decrescente)');
  await expect(page).toHaveURL(/sort=status/);
  await expect(page).toHaveURL(/order=desc/);
  await expectNoAxeViolations(page, testInfo, 'users list 400');

  await page.goto(`${tenantOrigin('asid')}/plataforma/usuarios/cadastrar-usuario`);
  await expect(page.getByRole('heading', { name: 'Cadastrar usuário', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'register user 400');

  await page.goto(`${tenantOrigin('asid')}/plataforma/usuarios?search=rh%40asid.demo`);
  await page.getByRole('link', { name: /^Beatriz Lima/ }).click();
  await expect(page.getByRole('heading', { name: 'Editar usuário', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('rh@asid.demo');
  await expectNoAxeViolations(page, testInfo, 'edit user 400');
});

test('sorting by Perfil reads the roles as the tenant names them (sabimais: Aluno), people in name order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = { tenant: 'sabimais', email: 'admin@sabimais.demo' } as const;
  await openSignedIn(page, admin, '/plataforma/usuarios');
  const tag = `Perfil${uniqueSuffix()}`;
  // Registered out of order, so neither the code nor the id gives the order the list must show.
  for (const [role, lastName] of [
    ['Talento', 'Zélia'],
    ['Rh', 'Rita'],
    ['Talento', 'Álvaro'],
    ['Mentor', 'Marta'],
    ['Colaborador', 'Caio'],
    ['Funcionario', 'Fábio'],
  ] as const)
    await createPerson(page, admin.tenant, { role, firstName: tag, lastName, activate: false });

  await page.goto(`${tenantOrigin(admin.tenant)}/plataforma/usuarios?search=${tag}`);
  const table = page.getByTestId('user-table');
  await expect(table.locator('tbody tr')).toHaveCount(6);
  await table.getByRole('button', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/sort=userType/);
  await expect(table.getByRole('columnheader', { name: 'Perfil' })).toHaveAttribute('aria-sort', 'ascending');
  const roles = ['Aluno', 'Aluno', 'Colaborador', 'Funcionário', 'Mentor', 'RH'];
  const names = ['Álvaro', 'Zélia', 'Caio', 'Fábio', 'Marta', 'Rita'].map((last) => `${tag} ${last}`);
  await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText(roles);
  await expect(table.locator('tbody tr td:nth-child(1)')).toHaveText(names);
  // And back: the roles the other way, and the people within one as well.
  await table.getByRole('button', { name: 'Perfil' }).click();
  await expect(table.getByRole('columnheader', { name: 'Perfil' })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText([...roles].reverse());
  await expect(table.locator('tbody tr td:nth-child(1)')).toHaveText([...names].reverse());
});

test('an account deleted at the person’s request reads "Excluída", with no way to edit or reactivate it', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, '/plataforma/usuarios');
  const person = await createPerson(page, TENANT, { firstName: 'Ivo' });
  await deleteAtTheirRequest(page, person);

  await page.goto(`${ORIGIN}/plataforma/usuarios?search=${encodeURIComponent(`excluida-${person.publicId}`)}`);
  const row = page.getByRole('row', { name: /Pessoa excluída/ });
  await expect(row).toBeVisible();
  await expect(row.locator('[data-state="anonymised"]')).toHaveText('Excluída');
  // Neither the name nor an "Editar" leads to a form the server would refuse.
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(page.getByTestId('list-total')).toHaveText('1 usuário');

  // The filter has the state too.
  await page.goto(`${ORIGIN}/plataforma/usuarios?status=anonymised&search=${encodeURIComponent('excluida-')}`);
  await expect(page.getByRole('row', { name: /Pessoa excluída/ }).first()).toBeVisible();
  await expect(page.getByTestId('user-table').locator('[data-state]:not([data-state="anonymised"])')).toHaveCount(0);

  // The edit address, opened directly: a notice, no form, no reactivation.
  await page.goto(`${ORIGIN}/plataforma/usuarios/${person.publicId}/editar-usuario`);
  await expect(page.getByTestId('user-anonymised')).toHaveText(
    'Esta conta foi excluída a pedido da pessoa (LGPD): o que a identificava foi apagado, e ela não pode ser editada nem reativada.',
  );
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reativar usuário' })).toHaveCount(0);
  await expectNoAxeViolations(page, testInfo, 'deleted user 1280');
});

test('non-Admins cannot open the users screens', async ({ page }) => {
  await signInViaApi(page, { tenant: TENANT, email: 'rh@mais-pra-ti.demo' });
  await page.goto(`${ORIGIN}/plataforma/usuarios`);
  await expect(page.getByRole('heading', { name: 'Usuários', level: 1 })).toHaveCount(0);
  await expect(page.getByTestId('user-table')).toHaveCount(0);
});
