import { expect, type Page } from '@playwright/test';
import type { SessionResponse } from '../../packages/shared/src/auth.schema.ts';
import type { Role } from '../../packages/shared/src/roles.ts';
import type { TenantSlug } from '../../packages/shared/src/tenants.ts';
import { DEMO_PASSWORD, FIRST_NAMES, roleLabel, tenantName, tenantOrigin } from './demo.ts';
import { readStoredSession, storeSession } from './stored-sessions.ts';

export interface Credentials {
  tenant: TenantSlug;
  email: string;
  password?: string;
}

/** The login form's fields, by their accessible names. */
export function loginForm(page: Page) {
  return {
    email: page.getByRole('textbox', { name: 'E-mail', exact: true }),
    password: page.getByRole('textbox', { name: 'Senha', exact: true }),
    submit: page.getByRole('button', { name: 'Entrar', exact: true }),
  };
}

/** Fills and submits the login form of the tenant's own address. Where it lands is the caller's to check. */
export async function signInViaUi(page: Page, { tenant, email, password = DEMO_PASSWORD }: Credentials) {
  await page.goto(`${tenantOrigin(tenant)}/acesso/login`);
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

interface FetchResult {
  status: number;
  body: unknown;
}

/**
 * A JSON request made by the page itself, so it carries the context's cookies and the browser's
 * own Origin header (the API refuses state-changing requests from another origin). The page must
 * already be on the tenant's origin.
 */
export async function fetchInPage(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<FetchResult> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { path, method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), body: init.body },
  );
}

/**
 * Signs in through POST /api/auth/login without the form: faster for tests about what comes after.
 *
 * Playwright's `page.request` cannot be used for this: it resolves host names in Node, which (unlike
 * Chromium) does not map `<slug>.localhost` to loopback. So the page opens a tiny same-origin URL and
 * calls the API from there; the session cookie lands in the browser context as it would for a person.
 */
export async function signInViaApi(
  page: Page,
  { tenant, email, password = DEMO_PASSWORD }: Credentials,
): Promise<SessionResponse> {
  // A clean device for this origin, even in a context reused between tests (support/shared-context.ts).
  // Its cookie goes first: signing in ends the session the browser held, and that may be someone's
  // stored session, shared with the tests running in the other worker (once it signed the Admin out of
  // the quiz test midway).
  await page.context().clearCookies({ domain: new URL(tenantOrigin(tenant)).hostname });
  await page.goto(`${tenantOrigin(tenant)}/api/health`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const { status, body } = await fetchInPage(page, '/api/auth/login', { body: { email, password } });
  expect(status, `sign-in of ${email} answered ${JSON.stringify(body)}`).toBe(200);
  return body as SessionResponse;
}

/**
 * Opens a platform page (home unless told otherwise) signed in as `credentials`, reusing the session
 * stored by an earlier test of this run (support/stored-sessions.ts) when the server still knows it,
 * and signing in through the API otherwise.
 */
export async function openSignedIn(page: Page, credentials: Credentials, path = '/plataforma/home') {
  const origin = tenantOrigin(credentials.tenant);
  const stored = await readStoredSession(credentials);
  if (stored) {
    await page.context().addCookies(stored.cookies);
    await page.goto(`${origin}/api/health`);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    // A test may have signed this session out, or changed the person: then sign in afresh.
    const check = await fetchInPage(page, '/api/auth/sessao');
    if (check.status === 200) {
      await page.goto(`${origin}${path}`);
      return check.body as SessionResponse;
    }
    await page.context().clearCookies();
  }
  const session = await signInViaApi(page, credentials);
  const host = new URL(origin).hostname;
  await storeSession(
    credentials,
    (await page.context().cookies()).filter((cookie) => cookie.domain.endsWith(host)),
  );
  await page.goto(`${origin}${path}`);
  return session;
}

/** "Bom dia/Boa tarde/Boa noite, <first name>!": which one depends on the clock. */
export function greeting(firstName: string): RegExp {
  return new RegExp(`^(Bom dia|Boa tarde|Boa noite), ${firstName}!$`);
}

/** The home page of a demo person, in Portuguese. */
export async function expectHome(page: Page, tenant: TenantSlug, role: Role, firstName = FIRST_NAMES[role]) {
  await expect(page).toHaveURL(`${tenantOrigin(tenant)}/plataforma/home`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting(firstName));
  await expect(page.getByText(`Você entrou como ${roleLabel(tenant, role)} na ${tenantName(tenant)}.`)).toBeVisible();
}

/** Desktop header: profile dropdown → "Sair". */
export async function signOutViaUi(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/acesso\/login$/);
}
