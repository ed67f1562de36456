/**
 * Each person's rights over their data (issue 16 §3; ADR 0044): the copy (JSON and ZIP), the
 * sensitive-data consent, deletion asked by the person and confirmed by an Admin; the role matrix,
 * tenancy, the audit log and the e-mails. On both databases.
 */
import { ROLES } from '@ponte/shared/roles';
import { TENANT_SLUGS } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  cookieJar,
  createTestApp,
  createUser,
  demoUser,
  ownerRows,
  type TestContext,
  type TestUser,
  waitForMail,
} from './test-app.ts';

let ctx: TestContext;
const jar = cookieJar(() => ctx.app);

beforeAll(async () => {
  // The demo talent's courses are seeded beside a crowd; a few people are enough.
  ctx = await createTestApp({ demoTalents: 8 });
});
afterAll(() => ctx?.close());

async function auditActions(userId: number): Promise<{ action: string; detail: Record<string, unknown> }[]> {
  return ownerRows(ctx, sql`select action, detail from audit_log where user_id = ${userId} order by id`);
}

function multipart(bytes: Buffer, fileName: string, type: string) {
  const boundary = `ponte-${Math.random().toString(36).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
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

  it('answers every role of every tenant its own data only', async () => {
    for (const tenant of TENANT_SLUGS) {
      for (const role of ROLES) {
        const person = await demoUser(ctx, tenant, role).catch(() => null);
        if (!person) continue;
        const response = await call(ctx.app, { url: '/api/minha-conta/dados', tenant, cookie: await jar.of(person) });
        expect(response.statusCode, `${tenant} ${role}`).toBe(200);
        expect(response.json().account.publicId).toBe(person.publicId);
      }
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
