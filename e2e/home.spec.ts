/**
 * The home per role (issue 10 §3; ADR 0034): the demo talent sees how complete their profile is and
 * goes from a missing section to its tab; the Admin sees the talent counts and reaches the talent
 * base; both pages pass axe at desktop width and at 400 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tenantOrigin } from './support/demo.ts';

const TENANT = 'trindtech';
const ORIGIN = tenantOrigin(TENANT);
const TALENT = { tenant: TENANT, email: 'talento@trindtech.demo' } as const;
const ADMIN = { tenant: TENANT, email: 'admin@trindtech.demo' } as const;

function profileCard(page: Page) {
  return page.getByTestId('home-profile-completeness');
}

/** Once the cards' skeletons are gone: what axe sees is what the person sees. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Seu dia' })).toBeVisible();
  await expect(page.locator('[data-home-card-loading]')).toHaveCount(0);
}

for (const width of [1280, 400]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the talent sees how complete the profile is, and a missing section opens its tab', async ({
      page,
    }, testInfo) => {
      const session = await openSignedIn(page, TALENT);
      await settled(page);
      const card = profileCard(page);
      await expect(card.getByRole('heading', { level: 3, name: 'Seu perfil' })).toBeVisible();

      // The demo talent has basic data, location, skills and career goals of ten sections.
      const bar = card.getByRole('progressbar', { name: 'Perfil 40% completo' });
      await expect(bar).toHaveAttribute('aria-valuenow', '40');
      await expect(card.getByText('4 de 10 seções preenchidas')).toBeVisible();

      const missing = card.getByRole('list', { name: 'O que falta' });
      await expect(missing.getByRole('link')).toHaveText([
        'Informações adicionais',
        'Formação acadêmica',
        'Foto de perfil',
        'Currículo',
        'Idiomas',
        'Teste comportamental',
      ]);
      // Additional information completes the registration: it is marked essential.
      await expect(missing.getByRole('listitem').first()).toContainText('essencial');
      await expect(page.getByTestId('home-talent-counts')).toHaveCount(0);
      // Her Mentoring card (sandbox and asid talents have one; trindtech's menu has no Mentoring item).
      await expect(page.getByTestId('home-my-mentoring')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: 'Atalhos' })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `talent home ${width}px`);

      await missing.getByRole('link', { name: 'Teste comportamental' }).click();
      await expect(page).toHaveURL(`${ORIGIN}/plataforma/perfil/${session.publicId}/teste-comportamental`);
      const tabs = page.getByRole('tablist', { name: 'Seções do perfil' });
      await expect(tabs.getByRole('tab', { name: 'Teste comportamental' })).toHaveAttribute('aria-selected', 'true');

      await page.goBack();
      await profileCard(page).getByRole('link', { name: 'Informações adicionais' }).click();
      await expect(page).toHaveURL(`${ORIGIN}/plataforma/perfil/${session.publicId}/informacoes-pessoais`);
      await expect(tabs.getByRole('tab', { name: 'Informações pessoais' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('region', { name: 'Informações adicionais', exact: true })).toBeVisible();
    });

    test('the Admin sees the talent counts, each leading to the talent base', async ({ page }, testInfo) => {
      await openSignedIn(page, ADMIN);
      await settled(page);
      const card = page.getByTestId('home-talent-counts');
      await expect(card.getByRole('heading', { level: 3, name: 'Base de talentos' })).toBeVisible();

      const fresh = card.getByTestId('home-talents-new');
      // "N cadastros novos desde dd/mm/yyyy", N > 0 in the demo (sign-ups are spread over three months).
      await expect(fresh).toHaveText(/^[1-9]\d* cadastros? novos? desde \d{2}\/\d{2}\/\d{4}$/);
      // A week ago as the browser reads it (the suite's time zone is São Paulo's): between 00:00 and 03:00 UTC
      // that is the day before the test process's own date.
      const since = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
        new Date(Date.now() - 7 * 24 * 60 * 60 * 1000),
      );
      await expect(fresh).toContainText(since);
      await expect(card.getByTestId('home-talents-incomplete')).toHaveText(/^[1-9]\d* com perfil incompleto$/);
      await expect(card.getByText(/^\d+ ativos no total$/)).toBeVisible();

      // Her own profile card and the mentoring cards of her capabilities are there too.
      await expect(profileCard(page)).toBeVisible();
      await expect(page.getByTestId('home-waiting')).toBeVisible();
      await expect(page.getByTestId('home-mentees')).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `admin home ${width}px`);

      await card.getByTestId('home-talents-incomplete').click();
      await expect(page).toHaveURL(`${ORIGIN}/plataforma/base-de-talentos`);
    });
  });
}
