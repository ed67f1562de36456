import { expect, type Locator, test } from '@playwright/test';
import { MENU_ITEMS } from '../packages/shared/src/permissions.ts';
import { TENANT_SLUGS } from '../packages/shared/src/tenants.ts';
import { specMenuOf } from '../packages/shared/src/testing/spec-tables.ts';
import { loginForm, openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations, expectNoAxeViolationsInBothSchemes } from './support/axe.ts';
import { demoEmail, tenantOrigin } from './support/demo.ts';

// Every tenant paints the app in its own colours, so contrast is checked in each of them.

/** Menus, modals and drawers fade or slide in: let them settle so axe sees their final colours and places. */
async function settled(locator: Locator) {
  await expect(locator).toBeVisible();
  await expect(locator).toHaveCSS('opacity', '1');
  await expect(locator).toHaveCSS('transform', /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
}

for (const tenant of TENANT_SLUGS) {
  test.describe(tenant, () => {
    test('login page, clean and with field errors', async ({ page }, testInfo) => {
      await page.goto(`${tenantOrigin(tenant)}/acesso/login`);
      const form = loginForm(page);
      await expect(form.email).toBeVisible();
      // The sign-in page has no scheme control of its own: it follows the system's (ADR 0049).
      await expectNoAxeViolationsInBothSchemes(page, testInfo, 'login');

      await form.submit.click();
      await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
      await expectNoAxeViolationsInBothSchemes(page, testInfo, 'login with errors');
    });

    test('desktop home with the manager submenu and the profile dropdown open', async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openSignedIn(page, { tenant, email: demoEmail('Admin', tenant) });
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // sabimais has no manager submenu ("Meus usuários" instead).
      if (specMenuOf(tenant, 'Admin', MENU_ITEMS).includes('managerSubmenu')) {
        await nav.getByRole('button', { name: 'Gestor' }).click();
        await expect(nav.locator('[data-manager-item]').last()).toBeVisible();
      }
      await expectNoAxeViolations(page, testInfo, 'home');

      await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
      await settled(page.getByRole('menu'));
      await expectNoAxeViolationsInBothSchemes(page, testInfo, 'profile dropdown');
    });

    test('mobile shell with the drawer and the profile menu', async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 400, height: 800 });
      await openSignedIn(page, { tenant, email: demoEmail('Admin', tenant) });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, 'mobile home');

      await page.getByRole('button', { name: 'Abrir navegação' }).click();
      const drawer = page.getByRole('dialog');
      await settled(drawer);
      await expect(drawer.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, 'mobile drawer');
      await drawer.getByRole('button', { name: 'Fechar navegação' }).click();
      await expect(drawer).toBeHidden();

      await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
      await settled(page.getByRole('menu'));
      await expectNoAxeViolations(page, testInfo, 'mobile profile menu');
    });
  });
}
