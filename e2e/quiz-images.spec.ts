import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { uniqueSuffix } from './support/factories.ts';
import { chooseOption, expectToast } from './support/profile.ts';

// Issue 14 §1: a question's image goes in with the text a screen reader says instead (asked before it is
// inserted), is saved with the question, and loads for the quiz's readers.
const TENANT = 'mais-pra-ti';
const ADMIN = { tenant: TENANT, email: 'admin@mais-pra-ti.demo' } as const;
// A 2×2 PNG: the server judges images by their content and re-encodes them.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('Admin places an image in a question, describing it first', async ({ page }, testInfo) => {
  const suffix = uniqueSuffix();
  await openSignedIn(page, ADMIN, '/plataforma/quiz?aba=banco');
  await page.getByRole('button', { name: 'Nova questão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova questão' });
  await chooseOption(dialog, 'Tipo', 'Verdadeiro ou falso');
  const stem = dialog.getByRole('textbox', { name: 'Enunciado', exact: true });
  await stem.click();
  await stem.pressSequentially(`O gráfico sobe? ${suffix}`);

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Inserir imagem' }).first().click(),
  ]);
  await chooser.setFiles({ name: 'grafico.png', mimeType: 'image/png', buffer: PNG });
  const describe = page.getByRole('dialog', { name: 'Descreva a imagem' });
  await expect(describe).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'alt-text-dialog');
  // An empty description is refused on the field.
  await describe.getByRole('button', { name: 'Inserir', exact: true }).click();
  await expect(describe.getByText('Campo obrigatório')).toBeVisible();
  await describe.getByRole('textbox', { name: /Texto alternativo/ }).fill('Barras subindo de 2 a 8');
  await describe.getByRole('button', { name: 'Inserir', exact: true }).click();
  await expect(describe).toBeHidden();
  const image = stem.locator('img[alt="Barras subindo de 2 a 8"]');
  await expect(image).toHaveAttribute('src', /^\/api\/arquivos\/[\w-]{43}\.jpg$/);
  const src = (await image.getAttribute('src')) as string;

  await dialog.getByRole('radio', { name: 'Verdadeiro' }).check();
  await dialog.getByRole('button', { name: 'Criar questão' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Questão salva');

  // Saved with the question: opened again, the image is there with its description, and it loads.
  const card = page
    .locator('div', { hasText: `O gráfico sobe? ${suffix}` })
    .filter({ has: page.getByRole('button', { name: 'Editar' }) })
    .last();
  await card.getByRole('button', { name: 'Editar' }).click();
  const editor = page.getByRole('dialog').getByRole('textbox', { name: 'Enunciado', exact: true });
  await expect(editor.locator(`img[src="${src}"][alt="Barras subindo de 2 a 8"]`)).toBeVisible();
  const loaded = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get('content-type') };
  }, src);
  expect(loaded).toEqual({ status: 200, type: 'image/jpeg' });
});
