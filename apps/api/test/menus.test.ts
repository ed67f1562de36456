import { MENU_ITEMS } from '@ponte/shared/permissions';
import { ROLES } from '@ponte/shared/roles';
import { TENANT_SLUGS } from '@ponte/shared/tenants';
import { SPEC_MANAGER_ITEMS, specMenuOf } from '@ponte/shared/testing/spec-tables';
import { describe, expect, it } from 'vitest';
import { call, login } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();

/**
 * Spec §6 "Menu visibility by tenant", for every role in every tenant: the session a person gets
 * after signing in carries exactly the spec's sidebar and manager submenu. The web draws these
 * lists as they are (sidebar-nav.tsx); e2e/sidebar.spec.ts checks that drawing on a sample of cells.
 */
describe('the session carries the spec menu for all 8 roles in all 5 tenants', () => {
  for (const tenant of TENANT_SLUGS) {
    for (const role of ROLES) {
      it(`${tenant} · ${role}`, async () => {
        const { cookie } = await login(ctx.app, tenant, role);
        const session = (await call(ctx.app, { url: '/api/auth/sessao', tenant, cookie })).json();
        const menu = specMenuOf(tenant, role, MENU_ITEMS);
        expect(session.permissions.menu).toEqual(menu);
        expect(session.permissions.managerItems).toEqual(
          menu.includes('managerSubmenu') ? SPEC_MANAGER_ITEMS[tenant] : [],
        );
      });
    }
  }
});
