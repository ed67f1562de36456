/** Profile screens (issue 3): addresses, and the Mantine inputs the profile forms are built from. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { TenantSlug } from '../../packages/shared/src/tenants.ts';
import { type Credentials, signInViaApi } from './auth.ts';
import { tenantOrigin } from './demo.ts';

/**
 * An input's label, matched whole: Mantine writes a required field's label as "Nome *" (the asterisk is
 * hidden from the accessible name but not from the label's text).
 */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`);
}

/** The input (text, select or date) labelled so; not the options list a select also names after its label. */
export function field(scope: Locator | Page, label: string): Locator {
  return scope.getByLabel(labelled(label)).and(scope.locator('input, textarea'));
}

/** The publicId (the profile's {id}) of a demo person, found by signing in as them: the session says it. */
export async function publicIdOf(page: Page, credentials: Credentials): Promise<string> {
  const session = await signInViaApi(page, credentials);
  return session.publicId;
}

export function profileUrl(tenant: TenantSlug, publicId: string, segment = 'informacoes-pessoais', query = ''): string {
  return `${tenantOrigin(tenant)}/plataforma/perfil/${publicId}/${segment}${query}`;
}

/** A profile form (a card with its own Save), by its heading. */
export function profileSection(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** Opens a Mantine Select (or MultiSelect) by its label and picks an option; typing first when given a search. */
export async function chooseOption(scope: Locator | Page, label: string, option: string, search?: string) {
  const input = field(scope, label);
  const page = 'page' in scope ? scope.page() : scope;
  const choice = page.getByRole('option', { name: option, exact: true });
  // Under load the dropdown has been seen closing while its option was about to be clicked (the option
  // stayed in the page, hidden, for two minutes): it is opened again until the option takes the click.
  await expect(async () => {
    if (!(await choice.isVisible())) {
      await input.click();
      if (search !== undefined) await input.fill(search);
    }
    await choice.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Mantine MultiSelect: picks each option, then closes the dropdown. It clicks the pills box, as a person
 * does: the search input inside it can be narrower than the box, which then takes the click.
 */
export async function chooseOptions(scope: Locator | Page, label: string, options: readonly string[]) {
  const input = field(scope, label);
  await input.locator('xpath=ancestor::div[contains(@class,"mantine-MultiSelect-input")][1]').click();
  const page = 'page' in scope ? scope.page() : scope;
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await input.press('Escape');
}

/** The pills a MultiSelect shows, in order. */
export function selectedPills(scope: Locator | Page, label: string): Locator {
  return field(scope, label)
    .locator('xpath=ancestor::*[contains(@class,"mantine-InputWrapper-root")][1]')
    .locator('.mantine-Pill-label');
}

/** Waits for the success toast with this exact text. */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

/** Waits until every toast has closed, so none covers the next click. */
export async function toastsGone(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}
