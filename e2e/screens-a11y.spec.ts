import { expect } from '@playwright/test';
import { capabilityEntry } from '../apps/web/src/lib/capability-paths.ts';
import type { SessionResponse } from '../packages/shared/src/auth.schema.ts';
import { type Capability, PROFILE_TAB_SEGMENTS } from '../packages/shared/src/permissions.ts';
import type { ProfileSummary } from '../packages/shared/src/profile.schema.ts';
import type { Role } from '../packages/shared/src/roles.ts';
import { TENANT_SLUGS } from '../packages/shared/src/tenants.ts';
import { fetchInPage, openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { demoEmail, tenantOrigin } from './support/demo.ts';
import { test } from './support/shared-context.ts';

/**
 * Every screen a person can open from the menu, in every tenant's colours, is axe-clean (contrast
 * included, support/axe.ts), for the two people who between them reach every screen: the Admin
 * (everything their tenant has) and a talent (their own profile's tabs). The screens come from what
 * the server says the person may do, so a screen added later is checked without editing this file.
 */
const ROLES: readonly Role[] = ['Admin', 'Talento'];

for (const tenant of TENANT_SLUGS) {
  for (const role of ROLES) {
    test(`${tenant} · ${role}: every screen they may open is axe-clean`, async ({ page }, testInfo) => {
      test.slow();
      await page.setViewportSize({ width: 1280, height: 900 });
      const session: SessionResponse = await openSignedIn(page, { tenant, email: demoEmail(role, tenant) });
      const paths = new Set<string>();
      for (const capability of session.permissions.capabilities) {
        if (capability === 'home' || capability === 'help' || capability === 'helpManagement') continue;
        paths.add(
          capabilityEntry(
            capability as Exclude<Capability, 'home' | 'help' | 'helpManagement'>,
            tenant,
            session.publicId,
          ).path,
        );
      }
      const summary = await fetchInPage(page, `/api/perfil/${session.publicId}`);
      for (const tab of (summary.body as ProfileSummary).tabs) {
        paths.add(`/plataforma/perfil/${session.publicId}/${PROFILE_TAB_SEGMENTS[tab]}`);
      }
      expect(paths.size).toBeGreaterThan(0);
      for (const path of ['/plataforma/home', ...paths]) {
        await page.goto(`${tenantOrigin(tenant)}${path}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Loaders and skeletons are not what a person reads: wait for the screen's own content.
        await expect(page.locator('[role="status"][aria-label="Carregando…"], .mantine-Loader-root')).toHaveCount(0);
        await expectNoAxeViolations(page, testInfo, `${tenant} ${role} ${path}`);
      }
    });
  }
}
