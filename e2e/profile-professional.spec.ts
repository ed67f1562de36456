import { expect, type Page, test } from '@playwright/test';
import { signInViaApi } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tenantOrigin } from './support/demo.ts';

// A person of its own: the other profile specs sign in as someone else, so runs in parallel never collide.
const MENTOR = { tenant: 'sandbox', email: 'mentor@sandbox.demo' } as const;

async function openTab(page: Page) {
  const session = await signInViaApi(page, MENTOR);
  await page.goto(`${tenantOrigin(MENTOR.tenant)}/plataforma/perfil/${session.publicId}/perfil-profissional`);
  await expect(page.getByRole('heading', { name: 'Perfil profissional', level: 2 })).toBeVisible();
  return session;
}

async function pick(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A minimal PDF the server accepts: the %PDF- header and a %%EOF marker at the end. */
function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

test('fills and saves the professional profile, and sees the values after a reload', async ({ page }) => {
  await openTab(page);

  const position = page.getByRole('textbox', { name: /^Cargo/ });
  const sector = page.getByRole('combobox', { name: /^Setor/ });
  await expect(page.getByRole('textbox', { name: 'Mentor(a)' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Empresa' })).toBeDisabled();

  await pick(page, /^Setor/, 'Tecnologia da Informação');
  await position.fill('Mentora de carreira sênior');
  await pick(page, 'Vínculo com a empresa', 'Mentor Convidado');

  // Mentor areas only appear once the person says they are available.
  await page.getByRole('radio', { name: 'Não estou disponível no momento' }).check();
  await expect(page.getByRole('combobox', { name: /^Áreas de mentoria/ })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Estou disponível', exact: true }).check();
  await pick(page, /^Áreas de mentoria/, 'Técnica');

  const help = page.getByRole('textbox', { name: 'Como você pode ajudar os talentos?' });
  await help.fill('Revisão de currículo e simulação de entrevistas.');
  await expect(page.getByText('48/3000', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Objetivos de carreira' }).fill('Liderar um programa de mentoria.');

  // Once a motivation is chosen, its text is required.
  await pick(page, 'Motivação', 'Compartilhar o que sei');
  const motivation = page.getByRole('textbox', { name: /^Conte mais sobre a sua motivação/ });
  await motivation.fill('');
  await page.getByRole('button', { name: 'Salvar perfil profissional' }).click();
  await expect(page.getByText('Campo obrigatório')).toBeVisible();
  await motivation.fill('Quero devolver o apoio que recebi no início da carreira.');
  await page.getByRole('button', { name: 'Salvar perfil profissional' }).click();
  await expect(page.getByText('Perfil profissional atualizado com sucesso!')).toBeVisible();

  await page.reload();
  await expect(sector).toHaveValue('Tecnologia da Informação');
  await expect(position).toHaveValue('Mentora de carreira sênior');
  await expect(page.getByRole('radio', { name: 'Estou disponível', exact: true })).toBeChecked();
  // Chosen items of a multi-select show as pills.
  const pills = page.locator('.mantine-Pill-label');
  await expect(pills.filter({ hasText: /^Técnica$/ })).toBeVisible();
  await expect(pills.filter({ hasText: /^Mentor Convidado$/ })).toBeVisible();
  await expect(help).toHaveValue('Revisão de currículo e simulação de entrevistas.');
  await expect(page.getByRole('combobox', { name: 'Motivação' })).toHaveValue('Compartilhar o que sei');
  await expect(motivation).toHaveValue('Quero devolver o apoio que recebi no início da carreira.');
});

test('uploads a PDF résumé, opens it, refuses a fake one and removes it after confirmation', async ({ page }) => {
  await openTab(page);
  const input = page.locator('input[type="file"][accept="application/pdf"]');

  // A text file dressed as a PDF: the server judges by content and says why.
  await input.setInputFiles({ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html></html>') });
  await expect(page.getByRole('alert').filter({ hasText: /PDF/ })).toBeVisible();

  await input.setInputFiles({ name: 'curriculo-fernanda.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(page.getByText('Currículo atualizado com sucesso')).toBeVisible();
  const link = page.getByRole('link', { name: /curriculo-fernanda\.pdf/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/arquivos\/[A-Za-z0-9_-]{43}\.pdf$/);
  const served = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, start: (await response.text()).slice(0, 5) };
  }, href!);
  expect(served).toEqual({ status: 200, start: '%PDF-' });

  await page.getByRole('button', { name: 'Remover currículo' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Tem certeza que deseja excluir o seu currículo?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(link).toBeVisible();
  await page.getByRole('button', { name: 'Remover currículo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Nenhum currículo enviado.')).toBeVisible();
  await expect(link).toHaveCount(0);
});

for (const width of [1280, 400]) {
  test(`professional profile at ${width}px passes axe`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openTab(page);
    await expect(page.getByRole('textbox', { name: /^Cargo/ })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `professional profile ${width}px`);
  });
}
