import { expect, type Page, test } from '@playwright/test';
import { openSignedIn } from './support/auth.ts';
import { demoEmail, tenantOrigin } from './support/demo.ts';

// The choice lives on the device (localStorage of the tenant's address), so no other test sees it.
const tenant = 'trindtech';
const home = `${tenantOrigin(tenant)}/plataforma/home`;

test.use({ viewport: { width: 1280, height: 800 } });

const scheme = (page: Page) => page.locator('html');

async function openAppearance(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
  const group = page.getByRole('menu').getByRole('group', { name: 'Aparência' });
  await expect(group.getByRole('menuitemradio')).toHaveText(['Claro', 'Escuro', 'Automático (sistema)']);
  return group;
}

test('the appearance chosen in the profile menu switches the scheme, survives a reload and paints before the app', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openSignedIn(page, { tenant, email: demoEmail('Admin', tenant) });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Nobody chose yet: the system's scheme.
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

  // By keyboard: the menu opens from its button, the arrows walk its items, Enter picks.
  await page.getByRole('button', { name: 'Abrir menu do perfil' }).focus();
  await page.keyboard.press('Enter');
  const group = page.getByRole('menu').getByRole('group', { name: 'Aparência' });
  await expect(group.getByRole('menuitemradio', { name: 'Automático (sistema)' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const dark = group.getByRole('menuitemradio', { name: 'Escuro' });
  for (let step = 0; step < 12; step += 1) {
    if (await dark.evaluate((item) => item === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(dark).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dark).toHaveAttribute('aria-checked', 'true');
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The body is the dark one, not only the attribute.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(31, 31, 31)');
  await page.keyboard.press('Escape');

  // A reload keeps it, though the system is light.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // No flash of the light scheme: with the app's scripts refused, index.html's own script (allowed by the
  // Content-Security-Policy's hash) has set the scheme already.
  const bare = await page.context().newPage();
  await bare.emulateMedia({ colorScheme: 'light' });
  await bare.route('**/assets/**', (route) =>
    route.request().resourceType() === 'script' ? route.abort() : route.continue(),
  );
  const refused: string[] = [];
  bare.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });
  await bare.goto(home);
  await expect(scheme(bare)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(bare.locator('body')).toHaveCSS('background-color', 'rgb(31, 31, 31)');
  expect(refused).toEqual([]);
  await bare.close();

  // Back to the system's: it follows the system again, both ways.
  const appearance = await openAppearance(page);
  await appearance.getByRole('menuitemradio', { name: 'Automático (sistema)' }).click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

  // And "Claro" holds against a dark system.
  await appearance.getByRole('menuitemradio', { name: 'Claro' }).click();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
});
