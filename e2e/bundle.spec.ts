/**
 * Screens load on demand (ADR 0031): the sign-in page downloads none of the platform, and a screen's
 * chunk arrives when the screen is opened, cacheable for a year and compressed. The sizes themselves
 * are checked by scripts/check-bundle-budget.mjs.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectHome, loginForm, openSignedIn } from './support/auth.ts';
import { DEMO_PASSWORD, tenantOrigin } from './support/demo.ts';

const ADMIN = { tenant: 'trindtech', email: 'admin@trindtech.demo' } as const;
const TALENT_BASE = '/plataforma/base-de-talentos';

/** The platform's route chunks: none of them belongs in the sign-in page. */
const PLATFORM_CHUNKS = ['platform', 'home-page', 'talent-base-page', 'profile-layout', 'users-list-page'];

/**
 * The build's scripts the page asks for, by name without the content hash ("talent-base-page" for
 * /assets/talent-base-page-C7D7FjZ4.js), in the order asked.
 */
function recordScripts(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) names.push(name);
  });
  return names;
}

test('the sign-in page downloads none of the platform; the talent base chunk arrives when it is opened', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto(`${tenantOrigin(ADMIN.tenant)}/acesso/login`);
  const form = loginForm(page);
  await expect(form.email).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts).toContain('login-page');
  // One interface language: the one shown.
  expect(scripts).toContain('pt-BR');
  expect(scripts).not.toContain('en-US');
  expect(scripts).not.toContain('es-MX');
  for (const chunk of PLATFORM_CHUNKS) expect(scripts, `${chunk} on the sign-in page`).not.toContain(chunk);
  // Opened first, the sign-in page runs without the router (app/sign-in-app.tsx, issue 10 §2).
  expect(scripts).not.toContain('router');

  await form.email.fill(ADMIN.email);
  await form.password.fill(DEMO_PASSWORD);
  await form.submit.click();
  await expectHome(page, ADMIN.tenant, 'Admin');
  expect(scripts).toContain('platform');
  expect(scripts).toContain('home-page');
  expect(scripts).not.toContain('talent-base-page');

  const chunk = page.waitForResponse((response) => /\/assets\/talent-base-page-[\w-]{8}\.js$/.test(response.url()));
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Base de talentos' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Base de talentos' })).toBeVisible();
  expect(scripts).toContain('talent-base-page');

  // Cached for a year under its hashed name, and sent compressed.
  const response = await chunk;
  expect(response.status()).toBe(200);
  const headers = await response.allHeaders();
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['content-encoding']).toBe('br');
});

test('opening the talent base directly downloads the shell and the screen, not the sign-in form', async ({ page }) => {
  const scripts = recordScripts(page);
  await openSignedIn(page, ADMIN, TALENT_BASE);
  await expect(page.getByRole('heading', { level: 1, name: 'Base de talentos' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts).toContain('platform');
  expect(scripts).toContain('talent-base-page');
  expect(scripts).not.toContain('login-page');
  expect(scripts).not.toContain('public-layout');
  expect(scripts).not.toContain('home-page');
});
