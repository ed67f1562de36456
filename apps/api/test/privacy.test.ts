/**
 * Each person's rights over their data (issue 16 §3; ADR 0044): the copy (JSON and ZIP), the
 * sensitive-data consent, deletion asked by the person and confirmed by an Admin; the role matrix,
 * tenancy, the audit log and the e-mails. On both databases.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SENSITIVE_CONSENT_VERSION } from '@ponte/shared/privacy.schema';
import { ROLES } from '@ponte/shared/roles';
import { TENANT_SLUGS } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { additionalInformation, basicData, giveSensitiveConsent } from './profile-fixtures.ts';
import {
  call,
  createUser,
  demoUser,
  linkMentor,
  multipart,
  ownerRows,
  type TestUser,
  waitForMail,
  waitForMails,
} from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

// The demo talent's courses are seeded beside a crowd; a few people are enough.
const ctx = useTestApp({ demoTalents: 8 });
const { jar } = ctx;

async function auditActions(userId: number): Promise<{ action: string; detail: Record<string, unknown> }[]> {
  return ownerRows(ctx, sql`select action, detail from audit_log where user_id = ${userId} order by id`);
}

/** Uploads and attaches a profile photo for the person: a file of theirs for the ZIP and the deletion. */
async function givePhoto(person: TestUser): Promise<string> {
  const cookie = await jar.of(person);
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 9, g: 90, b: 200 } } })
    .png()
    .toBuffer();
  const { body, headers } = multipart(png, 'eu.png', 'image/png');
  const uploaded = await call(ctx.app, {
    url: '/api/arquivos/upload/foto-perfil',
    tenant: person.tenant,
    cookie,
    body,
    headers,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const attach = await call(ctx.app, {
    url: `/api/perfil/${person.publicId}/fotos`,
    tenant: person.tenant,
    cookie,
    body: { fileId: uploaded.json().id },
  });
  expect(attach.statusCode, attach.body).toBe(200);
  return uploaded.json().url as string;
}

/** The names of the entries of a ZIP, read from its central directory (signature 0x02014b50). */
function zipEntries(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; ) {
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    const next = at + 46 + nameLength + extra + comment;
    at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), next);
  }
  return names;
}

describe('GET /api/minha-conta/dados', () => {
  it('answers everything stored about the caller, and others’ private notes only by date and role', async () => {
    const talent = await demoUser(ctx, 'trindtech', 'Talento');
    // Extra time on timed quizzes, set by an Admin: it tells of a need, so it is the person's to see.
    await ownerRows(
      ctx,
      sql`insert into quiz_accommodations (tenant_id, user_id, factor)
          select tenant_id, id, 1.5 from users where id = ${talent.id}`,
    );
    const response = await call(ctx.app, {
      url: '/api/minha-conta/dados',
      cookie: await jar.demo('trindtech', 'Talento'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(Object.keys(data).sort()).toEqual(
      [
        'generatedAt',
        'tenant',
        'account',
        'profile',
        'educations',
        'languages',
        'certificates',
        'issuedCertificates',
        'behaviouralTests',
        'enrolments',
        'courseFavourites',
        'mentorships',
        'feedbacks',
        'notesAboutMe',
        'quizAttempts',
        'quizAccommodation',
        'settings',
        'notificationPreferences',
        'notifications',
        'consents',
        'deletionRequests',
        'sessions',
        'files',
        'helpVotes',
      ].sort(),
    );
    expect(data.account).toMatchObject({ publicId: talent.publicId, email: talent.email, role: 'Talento' });
    expect(data.quizAccommodation).toEqual({ factor: 1.5, updatedAt: expect.any(String) });
    expect(data.tenant).toEqual({ slug: 'trindtech', name: expect.any(String) });
    // The demo talent's courses, each with its history (one was left and resumed: A → E → A).
    expect(data.enrolments.length).toBeGreaterThan(2);
    expect(
      data.enrolments.some((e: { history: { to: string }[] }) => e.history.map((h) => h.to).join('') === 'AEA'),
    ).toBe(true);
    expect(data.mentorships[0]).toMatchObject({ status: 'EM_ANDAMENTO', mentor: expect.any(String) });
    // The demo mentor's feedback, with its action plan; their other notes without a word of them.
    expect(data.feedbacks).toHaveLength(1);
    expect(data.feedbacks[0].actions).toHaveLength(4);
    expect(data.notesAboutMe.length).toBeGreaterThanOrEqual(2);
    for (const note of data.notesAboutMe) expect(Object.keys(note).sort()).toEqual(['authorRole', 'date', 'shared']);
    expect(data.notesAboutMe[0].authorRole).toBe('Mentor');
    const titles = await ownerRows<{ title: string }>(
      ctx,
      sql`select title from annotations n where talent_id = ${talent.id}
            and not exists (select 1 from feedbacks f where f.annotation_id = n.id)`,
    );
    for (const { title } of titles) expect(response.body).not.toContain(title);
    // Sign-ins: this one at least, without the session's secret.
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(response.body).not.toMatch(/idHash|id_hash|passwordHash|password_hash|tenant_?[iI]d/);
  });

  it('answers every role its own data only, in every tenant', async () => {
    // Every role in one tenant, and a talent in each of the others (a sign-in is an argon2 check each).
    const cases = [
      ...ROLES.map((role) => ['trindtech', role] as const),
      ...TENANT_SLUGS.filter((t) => t !== 'trindtech').map((tenant) => [tenant, 'Talento'] as const),
    ];
    for (const [tenant, role] of cases) {
      const person = await demoUser(ctx, tenant, role).catch(() => null);
      if (!person) continue;
      const response = await call(ctx.app, { url: '/api/minha-conta/dados', tenant, cookie: await jar.of(person) });
      expect(response.statusCode, `${tenant} ${role}`).toBe(200);
      expect(response.json().account.publicId).toBe(person.publicId);
    }
    expect((await call(ctx.app, { url: '/api/minha-conta/dados' })).statusCode).toBe(401);
    expect(
      (await call(ctx.app, { url: '/api/minha-conta/dados?formato=pdf', cookie: await jar.demo('trindtech', 'Rh') }))
        .statusCode,
    ).toBe(400);
  });

  it('is written to the audit log and told to the person by e-mail', async () => {
    const person = await createUser(ctx, 'asid', 'Talento');
    await call(ctx.app, { url: '/api/minha-conta/dados', tenant: 'asid', cookie: await jar.of(person) });
    expect(await auditActions(person.id)).toEqual([
      { action: 'privacy.export', detail: { format: 'json', outcome: 'answered' } },
    ]);
    const mail = await waitForMail(ctx, person.email);
    expect(mail.subject).toMatch(/cópia dos seus dados/);
  });

  it('?formato=zip adds the person’s files to dados.json', async () => {
    const person = await createUser(ctx, 'sandbox', 'Funcionario');
    await givePhoto(person);
    const response: LightMyRequestResponse = await call(ctx.app, {
      url: '/api/minha-conta/dados?formato=zip',
      tenant: 'sandbox',
      cookie: await jar.of(person),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/filename="meus-dados-.*\.zip"/);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const entries = zipEntries(bytes);
    expect(entries[0]).toBe('dados.json');
    expect(entries.slice(1)).toEqual([expect.stringMatching(/^arquivos\/01-profile-photo-\d{4}-\d{2}-\d{2}\.jpg$/)]);
    expect(await auditActions(person.id)).toContainEqual({
      action: 'privacy.export',
      detail: { format: 'zip', outcome: 'answered' },
    });
  });
});

describe('the sensitive-data consent', () => {
  it('is needed to save race/colour, disability and the socio-economic answers; withdrawing it clears them', async () => {
    const person = await createUser(ctx, 'mais-pra-ti', 'Talento');
    const cookie = await jar.of(person);
    const base = `/api/perfil/${person.publicId}`;
    const put = (path: string, body: unknown) =>
      call(ctx.app, { method: 'PUT', url: `${base}/${path}`, tenant: 'mais-pra-ti', cookie, body });
    const status = async () =>
      (await call(ctx.app, { url: '/api/minha-conta/privacidade', tenant: 'mais-pra-ti', cookie })).json();
    expect(await status()).toMatchObject({ sensitiveConsent: null, currentConsentVersion: SENSITIVE_CONSENT_VERSION });

    // Without it: each answer is refused on its field; blank answers save.
    const refused = await put('informacoes-pessoais', basicData());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      raceColor: 'Requer a autorização para dados sensíveis',
      disability: 'Requer a autorização para dados sensíveis',
    });
    const refusedIncome = await put('informacoes-adicionais', additionalInformation());
    expect(Object.keys(refusedIncome.json().error.fields).sort()).toEqual([
      'familyDependents',
      'familyIncome',
      'incomePrograms',
    ]);
    const blank = await put('informacoes-pessoais', {
      ...basicData(),
      raceColor: null,
      disability: null,
      disabilityTypes: [],
    });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json().sensitiveConsent).toBe(false);

    // A stale text version is refused; the current one is recorded once, however often it is sent.
    const stale = await call(ctx.app, {
      method: 'PUT',
      url: '/api/minha-conta/consentimentos/dados-sensiveis',
      tenant: 'mais-pra-ti',
      cookie,
      body: { version: '2020-01' },
    });
    expect(stale.statusCode).toBe(400);
    for (let i = 0; i < 2; i++) {
      const given = await call(ctx.app, {
        method: 'PUT',
        url: '/api/minha-conta/consentimentos/dados-sensiveis',
        tenant: 'mais-pra-ti',
        cookie,
        body: { version: SENSITIVE_CONSENT_VERSION },
      });
      expect(given.statusCode, given.body).toBe(200);
      expect(given.json().sensitiveConsent).toMatchObject({
        purpose: 'sensitiveData',
        version: SENSITIVE_CONSENT_VERSION,
        withdrawnAt: null,
      });
    }
    // With it: the answers are saved, and required like the form's other selects.
    const required = await put('informacoes-pessoais', { ...basicData(), raceColor: null });
    expect(required.json().error.fields).toEqual({ raceColor: 'Campo obrigatório' });
    expect((await put('informacoes-pessoais', basicData())).statusCode).toBe(200);
    const saved = await put('informacoes-adicionais', additionalInformation());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      sensitiveConsent: true,
      basicData: { raceColor: '3', disability: 'S', disabilityTypes: ['2'] },
      additionalInformation: { familyIncome: '3', familyDependents: '2', incomePrograms: '4' },
    });
    // An Admin sees that it was given; a mentor, who sees no sensitive data, does not even see the key.
    const asAdmin = await call(ctx.app, {
      url: `${base}/informacoes-pessoais`,
      tenant: 'mais-pra-ti',
      cookie: await jar.demo('mais-pra-ti', 'Admin'),
    });
    expect(asAdmin.json().sensitiveConsent).toBe(true);
    const mentor = await demoUser(ctx, 'mais-pra-ti', 'Mentor');
    await linkMentor(ctx, mentor, person);
    const asMentor = await call(ctx.app, {
      url: `${base}/informacoes-pessoais`,
      tenant: 'mais-pra-ti',
      cookie: await jar.of(mentor),
    });
    expect(asMentor.statusCode).toBe(200);
    expect(asMentor.json()).not.toHaveProperty('sensitiveConsent');

    const withdrawn = await call(ctx.app, {
      method: 'DELETE',
      url: '/api/minha-conta/consentimentos/dados-sensiveis',
      tenant: 'mais-pra-ti',
      cookie,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().sensitiveConsent).toBeNull();
    const [row] = await ownerRows<Record<string, unknown>>(
      ctx,
      sql`select race_color, disability, disability_types, family_income, family_dependents, income_programs, cpf
            from profiles where user_id = ${person.id}`,
    );
    expect(row).toEqual({
      race_color: null,
      disability: null,
      disability_types: [],
      family_income: null,
      family_dependents: null,
      income_programs: null,
      // Not covered by the consent: stays.
      cpf: '52998224725',
    });
    const history = await ownerRows<{ version: string; withdrawn: boolean }>(
      ctx,
      sql`select version, withdrawn_at is not null as withdrawn from consents where user_id = ${person.id}`,
    );
    expect(history).toEqual([{ version: SENSITIVE_CONSENT_VERSION, withdrawn: true }]);
    expect((await auditActions(person.id)).map((a) => a.action)).toEqual([
      'privacy.consent.grant',
      'privacy.consent.withdraw',
    ]);
    expect((await waitForMail(ctx, person.email)).subject).toMatch(/retirou seu consentimento/);
    expect(
      (await call(ctx.app, { method: 'DELETE', url: '/api/minha-conta/consentimentos/dados-sensiveis' })).statusCode,
    ).toBe(401);
  });
});

async function askDeletion(person: TestUser): Promise<LightMyRequestResponse> {
  return call(ctx.app, {
    method: 'POST',
    url: '/api/minha-conta/exclusao',
    tenant: person.tenant,
    cookie: await jar.of(person),
  });
}

async function confirmAs(tenant: TestUser['tenant'], cookie: string, id: number): Promise<LightMyRequestResponse> {
  return call(ctx.app, { method: 'POST', url: `/api/exclusoes-de-conta/${id}/confirmar`, tenant, cookie });
}

describe('deletion: the person asks, an Admin confirms', () => {
  it('anonymises the account, ends its sessions, keeps the counts and the audit trail, and tells the person', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento', { firstName: 'Rosa', lastName: 'Quintana' });
    await giveSensitiveConsent(ctx, person);
    const cookie = await jar.of(person);
    const base = `/api/perfil/${person.publicId}`;
    const put = (path: string, body: unknown) => call(ctx.app, { method: 'PUT', url: `${base}/${path}`, cookie, body });
    expect(
      (await put('informacoes-pessoais', { ...basicData(), firstName: 'Rosa', lastName: 'Quintana' })).statusCode,
    ).toBe(200);
    expect((await put('informacoes-adicionais', additionalInformation())).statusCode).toBe(200);
    const photo = await givePhoto(person);
    const admin = await demoUser(ctx, 'trindtech', 'Admin');
    // An enrolment with its history and a note about them, which the counts keep without their words.
    await ownerRows(
      ctx,
      sql`insert into enrolments (tenant_id, user_id, course_id, classe_id)
          select c.tenant_id, ${person.id}, c.course_id, c.id from classes c
           where c.tenant_id = (select tenant_id from users where id = ${person.id}) order by c.id limit 1`,
    );
    await ownerRows(
      ctx,
      sql`insert into annotations (tenant_id, talent_id, author_id, title, html, annotation_date, category_id)
          select u.tenant_id, ${person.id}, ${admin.id}, 'Conversa com Rosa', '<p>Rosa mora em Canoas</p>', current_date,
                 (select id from option_items o where o.tenant_id = u.tenant_id and o.type = 'ANNOTATION_CATEGORY' limit 1)
            from users u where u.id = ${person.id}`,
    );

    await ownerRows(
      ctx,
      sql`insert into quiz_accommodations (tenant_id, user_id, factor)
          select tenant_id, id, 2 from users where id = ${person.id}`,
    );

    const asked = await askDeletion(person);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'pending', decidedAt: null });
    // Asking again answers the same request.
    expect((await askDeletion(person)).json().id).toBe(asked.json().id);
    expect((await waitForMail(ctx, person.email)).subject).toMatch(/pedido de exclusão/);

    const adminCookie = await jar.demo('trindtech', 'Admin');
    const queue = await call(ctx.app, { url: '/api/exclusoes-de-conta', cookie: adminCookie });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().pending).toContainEqual(
      expect.objectContaining({
        id: asked.json().id,
        person: { publicId: person.publicId, name: 'Rosa Quintana', email: person.email, role: 'Talento' },
      }),
    );

    const confirmed = await confirmAs('trindtech', adminCookie, asked.json().id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'completed', decidedAt: expect.any(String) });

    const [user] = await ownerRows<Record<string, unknown>>(
      ctx,
      sql`select first_name, last_name, email, status, anonymised_at is not null as anonymised from users where id = ${person.id}`,
    );
    expect(user).toEqual({
      first_name: 'Pessoa',
      last_name: 'excluída',
      email: `excluida-${person.publicId}@anonimo.invalid`,
      status: 'inactive',
      anonymised: true,
    });
    const [profile] = await ownerRows<Record<string, unknown>>(
      ctx,
      sql`select cpf, phone, birth_date, race_color, family_income, photo_file_id, career_goals from profiles where user_id = ${person.id}`,
    );
    expect(Object.values(profile ?? {}).every((v) => v === null)).toBe(true);
    expect(await ownerRows(ctx, sql`select 1 from stored_files where storage_key = ${photo}`)).toEqual([]);
    expect(existsSync(join(ctx.config.dataDir, 'files', photo))).toBe(false);
    // Every session ended: the old cookie is no longer a session, and the old address signs in to nothing.
    expect((await call(ctx.app, { url: '/api/auth/sessao', cookie })).statusCode).toBe(401);
    const again = await call(ctx.app, {
      url: '/api/auth/login',
      body: { email: person.email, password: 'Ponte@2026' },
    });
    expect(again.statusCode).toBe(401);
    // What the analytics count stays, pointing at nobody; the note keeps its date, not its words.
    expect(await ownerRows(ctx, sql`select status from enrolments where user_id = ${person.id}`)).toEqual([
      { status: 'A' },
    ]);
    expect(await ownerRows(ctx, sql`select title, html from annotations where talent_id = ${person.id}`)).toEqual([
      { title: '—', html: '<p></p>' },
    ]);
    expect(await ownerRows(ctx, sql`select 1 from consents where user_id = ${person.id}`)).toEqual([]);
    expect(await ownerRows(ctx, sql`select 1 from quiz_accommodations where user_id = ${person.id}`)).toEqual([]);
    // The audit log keeps that it happened: the person's request and the Admin's confirmation.
    expect((await auditActions(person.id)).map((a) => a.action)).toContain('privacy.deletion.request');
    expect(await auditActions(admin.id)).toContainEqual({
      action: 'privacy.deletion.confirm',
      detail: { request: asked.json().id, user: person.publicId, outcome: 'anonymised', files: 1 },
    });
    // The person is told at the address they had.
    expect((await waitForMails(ctx, person.email, 2)).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/Sua conta foi excluída/),
    );
    // The queue keeps the decision, not the identity.
    const decided = (await call(ctx.app, { url: '/api/exclusoes-de-conta', cookie: adminCookie })).json().decided;
    expect(decided[0]).toMatchObject({
      id: asked.json().id,
      status: 'completed',
      person: null,
      decidedBy: expect.any(String),
    });
    // Confirming twice finds nothing pending.
    expect((await confirmAs('trindtech', adminCookie, asked.json().id)).statusCode).toBe(404);
    // Nobody edits or reactivates the row back into a person.
    const reactivate = await call(ctx.app, {
      method: 'POST',
      url: `/api/usuarios/${person.publicId}/reativar`,
      cookie: adminCookie,
    });
    expect(reactivate.statusCode).toBe(409);
    const edit = await call(ctx.app, {
      method: 'PUT',
      url: `/api/usuarios/${person.publicId}`,
      cookie: adminCookie,
      body: {
        role: 'Talento',
        isMentor: 'N',
        firstName: 'Rosa',
        lastName: 'Quintana',
        email: 'rosa@exemplo.com.br',
        companyId: -2,
        sectorId: null,
        position: null,
        businessRelationships: [],
      },
    });
    expect(edit.statusCode, edit.body).toBe(409);
  });

  it('the queue and the confirmation are the Admin’s only; another tenant’s request is 404', async () => {
    const person = await createUser(ctx, 'sandbox', 'Colaborador');
    const { id } = (await askDeletion(person)).json();
    for (const role of ROLES) {
      const cookie = await jar.demo('sandbox', role);
      const queue = await call(ctx.app, { url: '/api/exclusoes-de-conta', tenant: 'sandbox', cookie });
      expect(queue.statusCode, role).toBe(role === 'Admin' ? 200 : 403);
      if (role !== 'Admin') expect((await confirmAs('sandbox', cookie, id)).statusCode, role).toBe(403);
    }
    for (const tenant of TENANT_SLUGS.filter((t) => t !== 'sandbox')) {
      const cookie = await jar.demo(tenant, 'Admin');
      expect((await confirmAs(tenant, cookie, id)).statusCode, tenant).toBe(404);
      const queue = (await call(ctx.app, { url: '/api/exclusoes-de-conta', tenant, cookie })).json();
      expect(queue.pending.map((p: { id: number }) => p.id)).not.toContain(id);
    }
    expect((await confirmAs('sandbox', await jar.demo('sandbox', 'Admin'), 99999999999)).statusCode).toBe(400);
    expect(
      (await call(ctx.app, { method: 'POST', url: '/api/minha-conta/exclusao', tenant: 'sandbox' })).statusCode,
    ).toBe(401);
  });

  it('the person may change their mind while it waits', async () => {
    const person = await createUser(ctx, 'asid', 'Talento');
    const { id } = (await askDeletion(person)).json();
    const cancelled = await call(ctx.app, {
      method: 'DELETE',
      url: '/api/minha-conta/exclusao',
      tenant: 'asid',
      cookie: await jar.of(person),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().deletionRequest).toBeNull();
    expect((await confirmAs('asid', await jar.demo('asid', 'Admin'), id)).statusCode).toBe(404);
    expect((await auditActions(person.id)).map((a) => a.action)).toEqual([
      'privacy.deletion.request',
      'privacy.deletion.cancel',
    ]);
    const subjects = (await waitForMails(ctx, person.email, 2)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([expect.stringMatching(/cancelado/), expect.stringMatching(/Recebemos/)]),
    );
  });

  it('never removes a tenant’s last Admin: 409 to ask and to confirm, both in the audit log', async () => {
    const onlyAdmin = await demoUser(ctx, 'sabimais', 'Admin');
    const refused = await askDeletion(onlyAdmin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/última pessoa administradora/);
    expect(await auditActions(onlyAdmin.id)).toContainEqual({
      action: 'privacy.deletion.request',
      detail: { outcome: 'refused', reason: 'lastAdmin' },
    });
    const status = await call(ctx.app, {
      url: '/api/minha-conta/privacidade',
      tenant: 'sabimais',
      cookie: await jar.of(onlyAdmin),
    });
    expect(status.json().lastAdmin).toBe(true);

    // A second Admin may ask while there are two; if the other leaves meanwhile, confirming is refused.
    const second = await createUser(ctx, 'sabimais', 'Admin');
    const asked = await askDeletion(second);
    expect(asked.statusCode).toBe(201);
    await ownerRows(ctx, sql`update users set status = 'inactive' where id = ${onlyAdmin.id}`);
    try {
      const confirm = await confirmAs('sabimais', await jar.of(second), asked.json().id);
      expect(confirm.statusCode).toBe(409);
      expect(await auditActions(second.id)).toContainEqual({
        action: 'privacy.deletion.confirm',
        detail: { request: asked.json().id, outcome: 'refused', reason: 'lastAdmin' },
      });
      const [still] = await ownerRows<{ status: string }>(ctx, sql`select status from users where id = ${second.id}`);
      expect(still?.status).toBe('active');
    } finally {
      await ownerRows(ctx, sql`update users set status = 'active' where id = ${onlyAdmin.id}`);
    }
  });
});
