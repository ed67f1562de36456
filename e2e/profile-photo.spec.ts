import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { drawnPng } from './support/png.ts';
import { expectToast, profileUrl, publicIdOf } from './support/profile.ts';

// A person no other spec gives a photo to.
const PERSON = { tenant: 'sandbox', email: 'funcionario@sandbox.demo' } as const;

test.describe.configure({ mode: 'serial' });

/**
 * A 300×200 PNG drawn by the browser: left half red, right half blue. Turned 90° clockwise, red is on
 * top and blue at the bottom, which tells a correctly rotated crop from one that ignored the rotation.
 */
const twoColourPng = (page: Page) =>
  drawnPng(page, 300, 200, [
    { colour: '#ff0000', x: 0, y: 0, width: 150, height: 200 },
    { colour: '#0000ff', x: 150, y: 0, width: 150, height: 200 },
  ]);

/** The colour of the header photo at (x, y) as fractions of its size, and its natural size. */
async function photoPixel(page: Page, x: number, y: number) {
  return page
    .getByTestId('profile-photo')
    .locator('img')
    .evaluate(
      async (img: HTMLImageElement, [fx, fy]) => {
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no canvas');
        ctx.drawImage(img, 0, 0);
        const [r, g, b] = ctx.getImageData(Math.floor(canvas.width * fx), Math.floor(canvas.height * fy), 1, 1).data;
        return { r, g, b, width: img.naturalWidth, height: img.naturalHeight, src: img.getAttribute('src') };
      },
      [x, y] as const,
    );
}

async function openOwnProfile(page: Page) {
  const publicId = await publicIdOf(page, PERSON);
  await page.goto(profileUrl(PERSON.tenant, publicId));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function chooseFile(page: Page, item: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Opções da foto de perfil' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: item }).click();
  await (await chooser).setFiles(file);
}

test('crop, rotate and upload a photo; it shows in the header; then delete it', async ({ page }) => {
  await openOwnProfile(page);
  const photo = page.getByTestId('profile-photo');
  await expect(photo.locator('img')).toHaveCount(0);
  await expect(page.getByTestId('photo-input')).toHaveAttribute('accept', 'image/png,image/jpeg');

  await chooseFile(page, 'Adicionar foto', {
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: await twoColourPng(page),
  });
  const modal = page.getByRole('dialog', { name: 'Ajustar foto' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('.reactEasyCrop_CropAreaRound')).toBeVisible();

  const zoom = modal.getByRole('slider', { name: 'Zoom' });
  await expect(zoom).toHaveAttribute('aria-valuemin', '1');
  await expect(zoom).toHaveAttribute('aria-valuemax', '2');
  await zoom.focus();
  for (let i = 0; i < 10; i++) await zoom.press('ArrowRight');
  await expect(zoom).toHaveAttribute('aria-valuenow', '1.1');
  // The value sits at the end of its label's line, in the language's notation, covering nothing.
  await expect(zoom).toHaveAttribute('aria-valuetext', '1,10');
  const zoomLine = modal.getByTestId('photo-zoom').locator('xpath=..');
  const zoomLabel = await zoomLine.getByText('Zoom', { exact: true }).boundingBox();
  const zoomValue = await zoomLine.getByText('1,10', { exact: true }).boundingBox();
  expect(zoomLabel && zoomValue && zoomValue.x >= zoomLabel.x + zoomLabel.width).toBe(true);
  expect(Math.abs((zoomValue?.y ?? 0) - (zoomLabel?.y ?? 0))).toBeLessThan(4);

  const rotation = modal.getByRole('slider', { name: 'Rotação' });
  await expect(rotation).toHaveAttribute('aria-valuemax', '360');
  await rotation.focus();
  for (let i = 0; i < 90; i++) await rotation.press('ArrowRight');
  await expect(rotation).toHaveAttribute('aria-valuenow', '90');
  await expect(rotation).toHaveAttribute('aria-valuetext', '90°');

  await modal.getByRole('button', { name: 'Salvar foto' }).click();
  await expectToast(page, 'Foto atualizada com sucesso');
  await expect(modal).toBeHidden();

  // A square JPEG served by the API, turned 90° clockwise: red above, blue below.
  await expect(photo.locator('img')).toHaveAttribute('src', /^\/api\/arquivos\/[A-Za-z0-9_-]{43}\.jpg$/);
  // The header shows the same photo at once, without reloading.
  const src = await photo.locator('img').getAttribute('src');
  await expect(page.getByTestId('header-avatar').locator('img').first()).toHaveAttribute('src', src ?? '');
  const top = await photoPixel(page, 0.5, 0.15);
  const bottom = await photoPixel(page, 0.5, 0.85);
  expect(top.width).toBe(top.height);
  expect(top.r).toBeGreaterThan(180);
  expect(top.b).toBeLessThan(80);
  expect(bottom.b).toBeGreaterThan(180);
  expect(bottom.r).toBeLessThan(80);

  // The header keeps it after a reload.
  await page.reload();
  await expect(photo.locator('img')).toHaveAttribute('src', top.src ?? '');

  // Deleting asks first; Cancelar keeps the photo.
  await page.getByRole('button', { name: 'Opções da foto de perfil' }).click();
  await page.getByRole('menuitem', { name: 'Excluir foto' }).click();
  let confirm = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir a sua foto?' });
  await expect(confirm.getByRole('button', { name: 'Excluir' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(photo.locator('img')).toHaveCount(1);

  await page.getByRole('button', { name: 'Opções da foto de perfil' }).click();
  await page.getByRole('menuitem', { name: 'Excluir foto' }).click();
  confirm = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir a sua foto?' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expectToast(page, 'Foto excluída com sucesso');
  await expect(photo.locator('img')).toHaveCount(0);
  await page.reload();
  await expect(photo.locator('img')).toHaveCount(0);
  // Initials instead: Daniela (the seed's Funcionario) and her surname.
  await expect(photo).toHaveText(/^D\p{Lu}$/u);
});

test('a file that is not PNG or JPEG never reaches the crop', async ({ page }) => {
  await openOwnProfile(page);
  await chooseFile(page, 'Adicionar foto', {
    name: 'foto.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
  });
  await expectToast(page, 'Escolha uma imagem PNG ou JPEG.');
  await expect(page.getByRole('dialog', { name: 'Ajustar foto' })).toHaveCount(0);
});

test("the server's refusal is shown as it says it", async ({ page }) => {
  await openOwnProfile(page);
  // The crop is exported by the browser, so a refusal can only come from the server: make it refuse.
  await page.route('**/api/arquivos/upload/foto-perfil', (route) =>
    route.fulfill({
      status: 415,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Envie uma imagem PNG ou JPEG' } }),
    }),
  );
  await chooseFile(page, 'Adicionar foto', {
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: await twoColourPng(page),
  });
  const modal = page.getByRole('dialog', { name: 'Ajustar foto' });
  await modal.getByRole('button', { name: 'Salvar foto' }).click();
  await expectToast(page, 'Envie uma imagem PNG ou JPEG');

  // Without an explanation from the server, the generic text.
  await page.unroute('**/api/arquivos/upload/foto-perfil');
  await page.route('**/api/arquivos/upload/foto-perfil', (route) =>
    route.fulfill({ status: 502, body: 'Bad gateway' }),
  );
  await modal.getByRole('button', { name: 'Salvar foto' }).click();
  await expectToast(page, 'Erro ao enviar o arquivo');
  await expect(modal).toBeVisible();
});

for (const width of [1280, 400]) {
  test(`header, photo menu and crop modal at ${width}px pass axe`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openOwnProfile(page);
    await expectNoAxeViolations(page, testInfo, `profile header ${width}px`);

    await page.getByRole('button', { name: 'Opções da foto de perfil' }).click();
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page, testInfo, `photo menu ${width}px`);
    await page.keyboard.press('Escape');

    await chooseFile(page, 'Adicionar foto', {
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: await twoColourPng(page),
    });
    const modal = page.getByRole('dialog', { name: 'Ajustar foto' });
    await expect(modal).toHaveCSS('opacity', '1');
    const box = await modal.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(400);
    await expectNoAxeViolations(page, testInfo, `crop modal ${width}px`);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });
}
