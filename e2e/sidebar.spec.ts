import { expect } from '@playwright/test';
import { CATALOGUES } from '../packages/shared/src/i18n/catalogues.ts';
import { MENU_ITEMS } from '../packages/shared/src/permissions.ts';
import type { Role } from '../packages/shared/src/roles.ts';
import { TENANT_SLUGS, type TenantSlug } from '../packages/shared/src/tenants.ts';
import { SPEC_MANAGER_ITEMS, specMenuOf } from '../packages/shared/src/testing/spec-tables.ts';
import { openSignedIn } from './support/auth.ts';
import { demoEmail, tenantOrigin } from './support/demo.ts';
import { managerKeys, menuKeys } from './support/menu.ts';
import { test } from './support/shared-context.ts';

// Desktop width: the sidebar, not the mobile drawer.
test.use({ viewport: { width: 1280, height: 800 } });

/**
 * The sidebar's name in any of the three languages. The menu itself is compared by its data-menu-item
 * keys, which do not depend on the language: language.spec.ts may switch colaborador@trindtech to
 * English while this file runs, and that person's cell must still pass.
 */
const MAIN_MENU = new RegExp(
  `^(${Object.values(CATALOGUES)
    .map((c) => c.menu.label)
    .join('|')})$`,
);

const TALENT_BASE: Record<TenantSlug, { label: string; path: string }> = {
  trindtech: { label: 'Base de talentos', path: '/plataforma/base-de-talentos' },
  sandbox: { label: 'Base de talentos', path: '/plataforma/base-de-talentos' },
  'mais-pra-ti': { label: 'Base de talentos', path: '/plataforma/base-de-talentos' },
  sabimais: { label: 'Base de alunos', path: '/plataforma/base-de-alunos' },
  asid: { label: 'Base de talentos', path: '/plataforma/base-de-talentos' },
};

/**
 * The full 40-cell matrix is an API test (apps/api/test/menus.test.ts: the session carries the
 * spec's menu); the browser draws whatever the session says. Here, a sample that covers every way
 * the drawing differs: each tenant's Admin (manager submenu, talent or student base, "my users"),
 * and a cell without either in four tenants.
 */
const CELLS: { tenant: TenantSlug; role: Role }[] = [
  ...TENANT_SLUGS.map((tenant) => ({ tenant, role: 'Admin' as const })),
  { tenant: 'trindtech', role: 'Talento' },
  { tenant: 'sandbox', role: 'RhMentor' },
  { tenant: 'sabimais', role: 'Mentor' },
  { tenant: 'asid', role: 'FuncionarioMentor' },
];

for (const { tenant, role } of CELLS) {
  const expectedMenu = specMenuOf(tenant, role, MENU_ITEMS);

  test(`${tenant} · ${role}: the sidebar is the spec's menu`, async ({ page }) => {
    await openSignedIn(page, { tenant, email: demoEmail(role, tenant) });
    const nav = page.getByRole('navigation', { name: MAIN_MENU });
    await expect(nav).toBeVisible();
    await expect.poll(() => menuKeys(nav)).toEqual(expectedMenu);

    const managerItems = nav.locator('[data-manager-item]');
    if (expectedMenu.includes('managerSubmenu')) {
      const submenu = nav.locator('[data-menu-item="managerSubmenu"]');
      await expect(submenu).toHaveAccessibleName('Gestor');
      await submenu.click();
      await expect(submenu).toHaveAttribute('aria-expanded', 'true');
      await expect(managerItems.first()).toBeVisible();
      await expect.poll(() => managerKeys(nav)).toEqual(SPEC_MANAGER_ITEMS[tenant]);
    } else {
      await expect(managerItems).toHaveCount(0);
    }

    if (expectedMenu.includes('talentBase')) {
      const { label, path } = TALENT_BASE[tenant];
      const talentBase = nav.locator('[data-menu-item="talentBase"]');
      await expect(talentBase).toHaveAccessibleName(label);
      await expect(talentBase).toHaveAttribute('href', path);
      if (role === 'Admin') {
        await talentBase.click();
        await expect(page).toHaveURL(`${tenantOrigin(tenant)}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
        await expect(talentBase).toHaveAttribute('aria-current', 'page');
      }
    }
  });
}

/** Addresses a role may not open: typed in by hand, they lead home with a notice. */
const FORBIDDEN: { tenant: TenantSlug; role: Role; path: string }[] = [
  { tenant: 'trindtech', role: 'Talento', path: '/plataforma/analise' },
  { tenant: 'sabimais', role: 'Rh', path: '/plataforma/base-de-alunos' },
  { tenant: 'asid', role: 'Admin', path: '/plataforma/empresas/cadastradas' },
  { tenant: 'trindtech', role: 'Admin', path: '/plataforma/quiz' },
];

for (const { tenant, role, path } of FORBIDDEN) {
  test(`${tenant} · ${role}: ${path} sends them home`, async ({ page }) => {
    await openSignedIn(page, { tenant, email: demoEmail(role, tenant) }, path);
    await expect(page).toHaveURL(`${tenantOrigin(tenant)}/plataforma/home`);
    await expect(page.getByText('Você não tem permissão para acessar esta página')).toBeVisible();
  });
}

test('mais-pra-ti · Admin: /plataforma/analise opens for a role that has it', async ({ page }) => {
  const tenant = 'mais-pra-ti';
  await openSignedIn(page, { tenant, email: demoEmail('Admin', tenant) }, '/plataforma/analise');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Análise');
  await expect(page).toHaveURL(`${tenantOrigin(tenant)}/plataforma/analise`);
});

test('sandbox · Admin: one sidebar item is highlighted at a time ("Empresas", not also "Cadastrar empresa")', async ({
  page,
}) => {
  const tenant = 'sandbox';
  await openSignedIn(page, { tenant, email: demoEmail('Admin', tenant) }, '/plataforma/empresas/cadastradas');
  const nav = page.getByRole('navigation', { name: MAIN_MENU });
  await expect(nav.locator('[data-manager-item="companies"]')).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await nav.locator('[data-menu-item="registerCompany"]').click();
  await expect(page).toHaveURL(`${tenantOrigin(tenant)}/plataforma/empresas`);
  await expect(nav.locator('[data-menu-item="registerCompany"]')).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
});

test('trindtech · Admin: the keyboard focus ring of a sidebar item is drawn inside the scrolling column', async ({
  page,
}) => {
  const tenant = 'trindtech';
  await openSignedIn(page, { tenant, email: demoEmail('Admin', tenant) });
  const nav = page.getByRole('navigation', { name: MAIN_MENU });
  const item = nav.locator('[data-menu-item]').first();
  await item.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(item).toBeFocused();
  // An outline drawn outside the item would be cut by the column's overflow: it must sit within it.
  const ring = await item.evaluate((el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const column = el.closest('.mantine-ScrollArea-viewport')?.getBoundingClientRect();
    const outside = Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth);
    return {
      visible: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      inside:
        column !== undefined && box.left - outside >= column.left - 0.5 && box.right + outside <= column.right + 0.5,
    };
  });
  expect(ring).toEqual({ visible: true, inside: true });
});
