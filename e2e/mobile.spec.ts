import { expect, type Page, test } from '@playwright/test';
import { MENU_ITEMS } from '../packages/shared/src/permissions.ts';
import type { Role } from '../packages/shared/src/roles.ts';
import type { TenantSlug } from '../packages/shared/src/tenants.ts';
import { SPEC_MANAGER_ITEMS, specMenuOf } from '../packages/shared/src/testing/spec-tables.ts';
import { openSignedIn } from './support/auth.ts';
import { demoEmail, tenantOrigin } from './support/demo.ts';
import { managerKeys, menuKeys } from './support/menu.ts';

// Below 450px the sidebar becomes a mobile header with a drawer (spec §2/§9).
test.use({ viewport: { width: 400, height: 800 } });

function burger(page: Page) {
  return page.getByRole('button', { name: 'Abrir navegação' });
}

async function expectMobileHeader(page: Page) {
  await expect(burger(page)).toBeVisible();
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
  // No desktop sidebar or breadcrumb header.
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Você está em' })).toHaveCount(0);
}

const DRAWER_CASES: { tenant: TenantSlug; role: Role }[] = [
  { tenant: 'sandbox', role: 'Admin' },
  { tenant: 'mais-pra-ti', role: 'Mentor' },
  { tenant: 'sabimais', role: 'Admin' },
];

for (const { tenant, role } of DRAWER_CASES) {
  test(`${tenant} · ${role}: the drawer lists the role's menu`, async ({ page }) => {
    await openSignedIn(page, { tenant, email: demoEmail(role, tenant) });
    await expectMobileHeader(page);

    await burger(page).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const nav = drawer.getByRole('navigation', { name: 'Menu principal' });
    const expected = specMenuOf(tenant, role, MENU_ITEMS);
    await expect.poll(() => menuKeys(nav)).toEqual(expected);

    // Following an entry closes the drawer.
    if (expected.includes('managerSubmenu')) {
      await nav.getByRole('button', { name: 'Gestor' }).click();
      await expect(nav.getByRole('link', { name: 'Lista de usuários' })).toBeVisible();
      await expect.poll(() => managerKeys(nav)).toEqual(SPEC_MANAGER_ITEMS[tenant]);
      await nav.getByRole('link', { name: 'Lista de usuários' }).click();
      await expect(page).toHaveURL(`${tenantOrigin(tenant)}/plataforma/usuarios`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usuários');
      await expect(drawer).toBeHidden();
    } else {
      const entry = nav.locator('[data-menu-item]').first();
      const href = await entry.getAttribute('href');
      await entry.click();
      await expect(page).toHaveURL(`${tenantOrigin(tenant)}${href}`);
      await expect(drawer).toBeHidden();
    }
    await expectMobileHeader(page);
  });
}

test('the mobile profile menu opens the language modal and signs out', async ({ page }) => {
  const tenant = 'asid';
  await openSignedIn(page, { tenant, email: demoEmail('Rh', tenant) });
  await expectMobileHeader(page);

  const openProfile = page.getByRole('button', { name: 'Abrir menu do perfil' });
  await openProfile.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Idioma' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  // Like the desktop dropdown, the mobile menu links the terms of use.
  await expect(menu.getByRole('menuitem', { name: 'Termos de uso' })).toBeVisible();

  await menu.getByRole('menuitem', { name: 'Idioma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Idioma' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Português (Brasil)' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'English (US)' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Español (México)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  await openProfile.click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(`${tenantOrigin(tenant)}/acesso/login`);
  await page.goto(`${tenantOrigin(tenant)}/plataforma/home`);
  await expect(page).toHaveURL(`${tenantOrigin(tenant)}/acesso/login`);
});
