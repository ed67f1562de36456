import { expect, test } from '@playwright/test';
import type { Course, Enrolment } from '../packages/shared/src/courses.schema.ts';
import { fetchInPage, openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tenantOrigin } from './support/demo.ts';
import { createPerson, uniqueSuffix } from './support/factories.ts';

/**
 * Issue 13 §3/§5: a course that gives certificates, a talent's enrolment completed by Admin through
 * the API; the talent sees the certificate under "Meus cursos"; anyone, signed out, opens the
 * verification page (first name and surname initial, course, workload, issue day, issuer, valid) and
 * its PDF link answers a PDF. axe at 1280 and 400 px.
 */
const TENANT = 'trindtech';
const ADMIN = { tenant: TENANT, email: 'admin@trindtech.demo' } as const;

test('a completed course issues a certificate that the talent sees and anyone verifies signed out', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, '/plataforma/cursos-e-inscricoes');
  const suffix = uniqueSuffix();
  const talent = await createPerson(page, TENANT, { firstName: 'Certificada' });

  const created = await fetchInPage(page, '/api/cursos', {
    body: {
      name: `Segurança da Informação ${suffix}`,
      workloadHours: 32,
      status: 'published',
      certificateOnCompletion: true,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const course = created.body as Course;
  const classe = await fetchInPage(page, `/api/cursos/${course.id}/turmas`, {
    body: { name: 'Turma Noite', startDate: '2026-03-02', endDate: '2026-06-26', stage: 'in_progress' },
  });
  expect(classe.status, JSON.stringify(classe.body)).toBe(201);
  const classeId = (classe.body as { id: number }).id;
  for (const status of ['A', 'C']) {
    const changed = await fetchInPage(page, `/api/cursos/${course.id}/inscricoes`, {
      method: 'PUT',
      body: { userId: talent.publicId, classeId, status },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    if (status === 'C') expect((changed.body as Enrolment).certificate?.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){2}$/);
  }

  // The talent, on a phone: Meus cursos shows the certificate link.
  const talentContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const talentPage = await talentContext.newPage();
  await talentPage.setViewportSize({ width: 400, height: 860 });
  await openSignedIn(talentPage, talent.credentials, '/plataforma/cursos-e-trilhas?aba=meus-cursos');
  await talentPage.getByRole('tab', { name: 'Meus cursos' }).click();
  const mine = talentPage.locator(`[data-my-course="${course.id}"]`);
  await expect(mine).toBeVisible();
  const link = mine.getByRole('link', { name: 'Ver certificado' });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(talentPage, testInfo, 'Meus cursos with a certificate at 400px');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/certificados\/[0-9A-Z]{4}(-[0-9A-Z]{4}){2}$/);
  await talentContext.close();

  // Anyone, signed out (a new context), verifies it.
  const visitor = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const anon = await visitor.newPage();
  for (const width of [1280, 400]) {
    await anon.setViewportSize({ width, height: 900 });
    await anon.goto(`${tenantOrigin(TENANT)}${href}`);
    await expect(anon.getByRole('heading', { name: 'Verificação de certificado' })).toBeVisible();
    await expect(anon.getByText('Certificado válido')).toBeVisible();
    await expect(anon.getByText('Certificada T.', { exact: true })).toBeVisible();
    await expect(anon.getByText(`Segurança da Informação ${suffix}`)).toBeVisible();
    await expect(anon.getByText('32 horas')).toBeVisible();
    await expect(anon.getByText('TrindTech', { exact: true })).toBeVisible();
    // Nothing beyond the initial of the surname.
    await expect(anon.getByText(`Teste ${suffix}`)).toHaveCount(0);
    await expectNoAxeViolations(anon, testInfo, `certificate verification at ${width}px`);
  }
  const pdfHref = await anon.getByRole('link', { name: 'Baixar o certificado (PDF)' }).getAttribute('href');
  expect(pdfHref).toBe(`/api/certificados/${href!.split('/').at(-1)}.pdf`);
  const pdf = await anon.evaluate(async (path) => {
    const response = await fetch(path);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      head: String.fromCharCode(...bytes.slice(0, 5)),
    };
  }, pdfHref!);
  expect(pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });

  // An unknown code says so.
  await anon.goto(`${tenantOrigin(TENANT)}/certificados/0000-0000-0000`);
  await expect(anon.getByText('Nenhum certificado encontrado com este código.')).toBeVisible();

  // Admin revokes it from the talent's courses, with a reason; the page then says so.
  await page.goto(`${tenantOrigin(TENANT)}/plataforma/perfil/${talent.publicId}/perfil-profissional`);
  const row = page.locator(`[data-person-course="${course.id}"]`);
  await row.getByRole('button', { name: 'Revogar certificado' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Revogar', exact: true }).click();
  await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
  await dialog.getByLabel('Motivo da revogação').fill('Emitido por engano');
  await expectNoAxeViolations(page, testInfo, 'revoke dialog at 1280px');
  await dialog.getByRole('button', { name: 'Revogar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Revogado', { exact: true })).toBeVisible();
  await visitor.close();
  // A new visitor (the answer may be cached for five minutes: ADR 0038) sees it revoked.
  const later = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const second = await later.newPage();
  await second.setViewportSize({ width: 400, height: 900 });
  await second.goto(`${tenantOrigin(TENANT)}${href}`);
  await expect(second.getByText('Certificado revogado')).toBeVisible();
  await expectNoAxeViolations(second, testInfo, 'revoked certificate at 400px');
  await later.close();
});
