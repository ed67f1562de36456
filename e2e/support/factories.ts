/**
 * Test data built through the product's own API, each record new and named for the test that made it,
 * so tests never depend on one another's leftovers nor on the demo rows staying as they are. The page
 * must be signed in (openSignedIn) as someone allowed to make the record, on the tenant's origin.
 */
import { expect, type Page } from '@playwright/test';
import type { Company } from '../../packages/shared/src/companies.schema.ts';
import { withCnpjCheckDigits } from '../../packages/shared/src/documents.ts';
import type { TenantSlug } from '../../packages/shared/src/tenants.ts';
import type { UserDetail, UserFormRole } from '../../packages/shared/src/users.schema.ts';
import { type Credentials, fetchInPage, signInViaApi } from './auth.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { waitForMail } from './outbox.ts';

let sequence = 0;
/** Unique within the run, whatever worker asks: the clock, the process and a counter. */
export function uniqueSuffix(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
}

/** A valid CNPJ no other run has used: eight digits from the clock, branch 0001, mod-11 check digits. */
export function freshCnpj(): string {
  return withCnpjCheckDigits(`${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-8)}0001`);
}

async function post<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response = await fetchInPage(page, path, { body });
  expect(response.status, `${path} answered ${JSON.stringify(response.body)}`).toBe(201);
  return response.body as T;
}

/** A company (Admin with the companies capability), in Porto Alegre/RS unless told otherwise. */
export function createCompany(page: Page, overrides: Partial<Record<string, unknown>> = {}): Promise<Company> {
  const name = `Empresa ${uniqueSuffix()}`;
  return post<Company>(page, '/api/empresas', {
    legalName: `${name} Ltda.`,
    tradeName: name,
    cnpj: freshCnpj(),
    sector: 'TEC',
    size: 'EPP',
    state: 'RS',
    cityCode: 4314902,
    contactEmail: 'contato@exemplo.com.br',
    phoneDialCode: '55',
    phone: '51999998888',
    ...overrides,
  });
}

export interface CreatedPerson extends UserDetail {
  credentials: Credentials;
}

/**
 * A person registered by the signed-in Admin, with no company link. `activate` accepts the invitation
 * through the API (the link mailed to them) with the demo password, so the person can sign in.
 */
export async function createPerson(
  page: Page,
  tenant: TenantSlug,
  {
    role = 'Talento',
    firstName = 'Pessoa',
    lastName,
    activate = true,
  }: { role?: UserFormRole; firstName?: string; lastName?: string; activate?: boolean } = {},
): Promise<CreatedPerson> {
  const suffix = uniqueSuffix();
  const email = `e2e-${suffix}@exemplo.com.br`;
  const since = new Date();
  const user = await post<UserDetail>(page, '/api/usuarios', {
    role,
    firstName,
    lastName: lastName ?? `Teste ${suffix}`,
    email,
    companyId: -2,
    sectorId: null,
    position: null,
    businessRelationships: [],
    isMentor: 'N',
  });
  if (activate) {
    const mail = await waitForMail(email, since);
    const token = /redefinir-senha\?token=([^&\s]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`No invitation token in "${mail.subject}"`);
    const reset = await fetchInPage(page, '/api/auth/redefinir-senha', {
      body: { token: decodeURIComponent(token), password: DEMO_PASSWORD },
    });
    expect(reset.status, `accepting the invitation answered ${JSON.stringify(reset.body)}`).toBeLessThan(300);
  }
  return { ...user, credentials: { tenant, email } };
}

/**
 * Deletes a person's account as LGPD has it (ADR 0044): they ask for it, signed in on a device of their
 * own, and the signed-in Admin of `page` confirms it. The person must be able to sign in (`activate`).
 */
export async function deleteAtTheirRequest(page: Page, person: CreatedPerson): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('deleteAtTheirRequest needs a browser to open the person’s own device');
  const device = await browser.newContext();
  try {
    const theirs = await device.newPage();
    await signInViaApi(theirs, person.credentials);
    const asked = await fetchInPage(theirs, '/api/minha-conta/exclusao', { method: 'POST' });
    expect(asked.status, `asking for deletion answered ${JSON.stringify(asked.body)}`).toBe(201);
    const { id } = asked.body as { id: number };
    const confirmed = await fetchInPage(page, `/api/exclusoes-de-conta/${id}/confirmar`, { method: 'POST' });
    expect(confirmed.status, `confirming the deletion answered ${JSON.stringify(confirmed.body)}`).toBe(200);
  } finally {
    await device.close();
  }
}
