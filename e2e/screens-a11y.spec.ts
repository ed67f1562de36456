import { expect, type Page } from '@playwright/test';
import { capabilityEntry } from '../apps/web/src/lib/capability-paths.ts';
import type { SessionResponse } from '../packages/shared/src/auth.schema.ts';
import { type Capability, PROFILE_TAB_SEGMENTS } from '../packages/shared/src/permissions.ts';
import type { ProfileSummary } from '../packages/shared/src/profile.schema.ts';
import type { Role } from '../packages/shared/src/roles.ts';
import { TENANT_SLUGS, type TenantSlug } from '../packages/shared/src/tenants.ts';
import { fetchInPage, openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { demoEmail, tenantOrigin } from './support/demo.ts';
import { createPerson } from './support/factories.ts';
import { test } from './support/shared-context.ts';

/**
 * Every screen a person can open from the menu, in every tenant's colours and in both colour schemes, is
 * axe-clean (contrast included, support/axe.ts), for the two people who between them reach every screen:
 * the Admin (everything their tenant has) and a talent (their own profile's tabs). The screens come from
 * what the server says the person may do, so a screen added later is checked without editing this file.
 *
 * The dark scheme costs one more axe run per screen, of the colour rules only, not a second walk (ADR
 * 0049): the app follows the system's scheme (Mantine's `auto`), so once a screen is checked in one
 * scheme the emulated system switches and the same screen, not loaded again, is checked in the other;
 * the next screen starts in the scheme the last one ended in (so each scheme gets every rule on half of
 * the screens, and the colour rules on all).
 */
const ROLES: readonly Role[] = ['Admin', 'Talento'];

/** The home, then every screen the server says the signed-in person may open, and their profile's tabs. */
async function screensOf(page: Page, session: SessionResponse, tenant: TenantSlug): Promise<string[]> {
  const paths = new Set<string>();
  for (const capability of session.permissions.capabilities) {
    if (capability === 'home' || capability === 'help' || capability === 'helpManagement') continue;
    paths.add(
      capabilityEntry(capability as Exclude<Capability, 'home' | 'help' | 'helpManagement'>, tenant, session.publicId)
        .path,
    );
  }
  const summary = await fetchInPage(page, `/api/perfil/${session.publicId}`);
  for (const tab of (summary.body as ProfileSummary).tabs) {
    paths.add(`/plataforma/perfil/${session.publicId}/${PROFILE_TAB_SEGMENTS[tab]}`);
  }
  expect(paths.size).toBeGreaterThan(0);
  return ['/plataforma/home', ...paths];
}

/** Opens a screen and waits for its own content: loaders and skeletons are not what a person reads. */
async function openScreen(page: Page, tenant: TenantSlug, path: string) {
  await page.goto(`${tenantOrigin(tenant)}${path}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[role="status"][aria-label="Carregando…"], .mantine-Loader-root')).toHaveCount(0);
}

for (const tenant of TENANT_SLUGS) {
  for (const role of ROLES) {
    test(`${tenant} · ${role}: every screen they may open is axe-clean`, async ({ page }, testInfo) => {
      test.slow();
      await page.setViewportSize({ width: 1280, height: 900 });
      const session: SessionResponse = await openSignedIn(page, { tenant, email: demoEmail(role, tenant) });
      const html = page.locator('html');
      let scheme: 'light' | 'dark' = 'light';
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of await screensOf(page, session, tenant)) {
        await openScreen(page, tenant, path);
        for (const pass of ['first', 'second']) {
          await expect(html).toHaveAttribute('data-mantine-color-scheme', scheme);
          await expectNoAxeViolations(page, testInfo, `${tenant} ${role} ${path} (${scheme})`, {
            coloursOnly: pass === 'second',
          });
          if (pass === 'second') break;
          scheme = scheme === 'light' ? 'dark' : 'light';
          await page.emulateMedia({ colorScheme: scheme });
        }
      }
    });
  }
}

/**
 * On a phone the screens draw other things (card lists instead of tables, the header with its drawer), so
 * the dark scheme's colours are checked there too: mais-pra-ti, the tenant with every feature, for both
 * people, each screen once in dark with the colour rules (the walk above checks every rule at 1280 px).
 */
for (const role of ROLES) {
  test(`mais-pra-ti · ${role} at 400 px in the dark scheme: every screen's colours pass axe`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const tenant: TenantSlug = 'mais-pra-ti';
    await page.setViewportSize({ width: 400, height: 860 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const session: SessionResponse = await openSignedIn(page, { tenant, email: demoEmail(role, tenant) });
    for (const path of await screensOf(page, session, tenant)) {
      await openScreen(page, tenant, path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expectNoAxeViolations(page, testInfo, `${tenant} ${role} ${path} (400 px, dark)`, { coloursOnly: true });
    }
  });
}

/**
 * English and Spanish texts are longer than Portuguese ones and wrap differently, and their labels are what
 * axe reads: every screen of mais-pra-ti's Admin at 400 px, in each of the other two languages, with every
 * rule. A person of their own (the language follows them everywhere), registered by the demo Admin.
 */
for (const locale of ['en-US', 'es-MX'] as const) {
  test(`mais-pra-ti · Admin at 400 px in ${locale}: every screen is axe-clean`, async ({ page }, testInfo) => {
    test.slow();
    const tenant: TenantSlug = 'mais-pra-ti';
    await page.setViewportSize({ width: 400, height: 860 });
    await openSignedIn(page, { tenant, email: demoEmail('Admin', tenant) });
    const admin = await createPerson(page, tenant, { role: 'Admin', firstName: 'Idioma' });
    await page.context().clearCookies();
    const session: SessionResponse = await openSignedIn(page, admin.credentials);
    const saved = await fetchInPage(page, '/api/configuracoes-de-usuario', {
      body: { key: 'language', value: locale, userId: session.userId },
    });
    expect(saved.status).toBeLessThan(300);
    for (const path of await screensOf(page, session, tenant)) {
      await page.goto(`${tenantOrigin(tenant)}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[role="status"][aria-busy="true"], .mantine-Loader-root')).toHaveCount(0);
      await expectNoAxeViolations(page, testInfo, `${tenant} Admin ${path} (400 px, ${locale})`);
    }
  });
}
