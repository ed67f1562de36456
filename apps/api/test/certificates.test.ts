/**
 * Certificates issued by Ponte (issue 13 §3; ADR 0038 "Certificates"): completing an enrolment of a
 * course with certificateOnCompletion issues one (none without), its code survives a reopen and a
 * new completion, the anonymous verification carries exactly the listed fields, the PDF parses and
 * carries the full name and the code, only Admin revokes, an unknown or junk code is 404, and the
 * person is told in the bell and by e-mail. The person's courses and the profile's certificate list
 * show it.
 */
import { inflateSync } from 'node:zlib';
import { normaliseCertificateCode } from '@ponte/shared/certificates.schema';
import type { Course, Enrolment, PersonCourses } from '@ponte/shared/courses.schema';
import type { NotificationList } from '@ponte/shared/notifications.schema';
import type { Certificate } from '@ponte/shared/profile-skills.schema';
import { sql } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCertificateCode } from '../src/modules/certificates/certificates.service.ts';
import { call, createUser, demoUser, ownerRows, type TestUser, waitForMail } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
const { jar, ok } = ctx;
let admin: string;
let courseId: number;
let plainCourseId: number;
let classeId: number;
let plainClasseId: number;

const enrol = (course: number, classe: number, person: TestUser, status: 'A' | 'C') =>
  ok<Enrolment>(admin, 'PUT', `/api/cursos/${course}/inscricoes`, {
    userId: person.publicId,
    classeId: classe,
    status,
  });

/** The text a pdf-lib page draws: its content streams inflated, each `<hex> Tj` decoded as WinAnsi (Latin-1 here). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents ? ('asArray' in contents ? contents.asArray() : [contents]) : [];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw = Buffer.from(stream.contents);
      const content = (filter ? inflateSync(raw) : raw).toString('latin1');
      for (const m of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        texts.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

beforeAll(async () => {
  admin = await jar.demo('trindtech', 'Admin');
  courseId = (
    await ok<Course>(
      admin,
      'POST',
      '/api/cursos',
      { name: 'Banco de Dados', workloadHours: 40, status: 'published', certificateOnCompletion: true },
      201,
    )
  ).id;
  classeId = (
    await ok<{ id: number }>(
      admin,
      'POST',
      `/api/cursos/${courseId}/turmas`,
      { name: 'Turma Manhã', startDate: '2026-02-02', endDate: '2026-05-29', stage: 'in_progress' },
      201,
    )
  ).id;
  plainCourseId = (
    await ok<Course>(admin, 'POST', '/api/cursos', { name: 'Sem certificado', status: 'published' }, 201)
  ).id;
  plainClasseId = (
    await ok<{ id: number }>(admin, 'POST', `/api/cursos/${plainCourseId}/turmas`, { name: 'T', stage: 'open' }, 201)
  ).id;
});

describe('the code', () => {
  it('is 12 Crockford base32 characters in three groups, read loosely', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newCertificateCode()));
    expect(codes.size).toBe(200);
    for (const code of codes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(normaliseCertificateCode('7kq2 m9xd 3fht')).toBe('7KQ2-M9XD-3FHT');
    expect(normaliseCertificateCode('OIL0-0000-0000')).toBe('0110-0000-0000');
    expect(normaliseCertificateCode('7KQ2-M9XD-3FH')).toBeNull();
    expect(normaliseCertificateCode('7KQ2-M9XD-3FHU')).toBeNull();
  });
});

describe('issuing', () => {
  let person: TestUser;
  let code: string;

  beforeAll(async () => {
    person = await createUser(ctx, 'trindtech', 'Talento', { firstName: 'Joana Maria', lastName: 'Ávila Souza' });
  });

  it('completing a course with certificates issues one, told in the bell and by e-mail', async () => {
    const active = await enrol(courseId, classeId, person, 'A');
    expect(active.certificate).toBeUndefined();
    const done = await enrol(courseId, classeId, person, 'C');
    expect(done.certificate).toBeDefined();
    code = done.certificate!.code;
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(done.certificate!.verificationUrl).toBe(`http://trindtech.localhost:3000/certificados/${code}`);
    const [row] = await ownerRows<Record<string, unknown>>(
      ctx,
      sql`select course_name, workload_hours, class_start::text, class_end::text, revoked_at from certificates where code = ${code}`,
    );
    expect(row).toEqual({
      course_name: 'Banco de Dados',
      workload_hours: 40,
      class_start: '2026-02-02',
      class_end: '2026-05-29',
      revoked_at: null,
    });

    const mine = await jar.of(person);
    const bell = await ok<NotificationList>(mine, 'GET', '/api/notificacoes');
    const notice = bell.items.find((n) => n.kind === 'certificateIssued');
    expect(notice).toMatchObject({ params: { course: 'Banco de Dados', code }, link: `/certificados/${code}` });
    const mail = await waitForMail(ctx, person.email, 2);
    const all = (await ctx.outbox()).filter((m) => m.to === person.email);
    const certificateMail = all.find((m) => m.text.includes(code)) ?? mail;
    expect(certificateMail.text).toContain(code);
    expect(certificateMail.text).toContain(`http://trindtech.localhost:3000/certificados/${code}`);
  });

  it('shows in the person’s courses and, read-only, in the profile’s certificate list', async () => {
    const mine = await jar.of(person);
    const courses = await ok<PersonCourses>(mine, 'GET', `/api/pessoas/${person.publicId}/cursos`);
    const item = courses.items.find((e) => e.course.id === courseId)!;
    expect(item.certificate).toEqual({
      code,
      verificationUrl: `http://trindtech.localhost:3000/certificados/${code}`,
      revoked: false,
    });
    const list = await ok<Certificate[]>(mine, 'GET', `/api/perfil/${person.publicId}/certificados`);
    expect(list).toEqual([
      expect.objectContaining({
        courseName: 'Banco de Dados',
        platform: 'TrindTech',
        url: `http://trindtech.localhost:3000/certificados/${code}`,
        issuedByPlatform: true,
      }),
    ]);
  });

  it('keeps its code when the enrolment is reopened and completed again', async () => {
    await ok(admin, 'POST', `/api/cursos/${courseId}/inscricoes/${person.publicId}/reabrir`, { note: 'Refazer' });
    const again = await enrol(courseId, classeId, person, 'C');
    expect(again.certificate?.code).toBe(code);
    const rows = await ownerRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from certificates where user_id = ${person.id}`,
    );
    expect(rows[0]!.n).toBe(1);
    // Told once: the certificate was issued once.
    const bell = await ok<NotificationList>(await jar.of(person), 'GET', '/api/notificacoes');
    expect(bell.items.filter((n) => n.kind === 'certificateIssued')).toHaveLength(1);
  });

  it('a course without certificates issues none', async () => {
    const done = await enrol(plainCourseId, plainClasseId, person, 'C');
    expect(done.certificate).toBeUndefined();
    const rows = await ownerRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from certificates where user_id = ${person.id} and course_id = ${plainCourseId}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('a bulk completion issues one too', async () => {
    const other = await createUser(ctx, 'trindtech', 'Talento');
    await enrol(courseId, classeId, other, 'A');
    await ok(admin, 'PUT', `/api/cursos/${courseId}/inscricoes/lote`, { userIds: [other.publicId], status: 'C' });
    const rows = await ownerRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from certificates where user_id = ${other.id}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  describe('verification, anonymous', () => {
    it('answers exactly the listed fields: first name and surname initial, course, workload, day, issuer, status', async () => {
      const response = await call(ctx.app, { url: `/api/certificados/${code}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['course', 'holder', 'issuedOn', 'issuer', 'status', 'workloadHours']);
      expect(body).toEqual({
        holder: 'Joana Á.',
        course: 'Banco de Dados',
        workloadHours: 40,
        issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        issuer: 'TrindTech',
        status: 'valid',
      });
      // Nothing personal beyond that: no e-mail, no full surname, no ids.
      expect(response.body).not.toContain(person.email);
      expect(response.body).not.toContain('Souza');
      expect(response.body).not.toContain(person.publicId);
      // Read loosely: lower case, without dashes.
      const loose = await call(ctx.app, { url: `/api/certificados/${code.replace(/-/g, '').toLowerCase()}` });
      expect(loose.json()).toEqual(body);
    });

    it('the schema leaves nothing else out', async () => {
      const docs = (await call(ctx.app, { url: '/api/docs/json' })).json();
      const schema = docs.paths['/api/certificados/{code}'].get.responses['200'].content['application/json'].schema;
      expect(Object.keys(schema.properties).sort()).toMatchInlineSnapshot(`
        [
          "course",
          "holder",
          "issuedOn",
          "issuer",
          "status",
          "workloadHours",
        ]
      `);
    });

    it('the PDF parses and carries the full name, course and code', async () => {
      const response = await call(ctx.app, { url: `/api/certificados/${code}.pdf` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getSubject()).toBe(`Joana Maria Ávila Souza - ${code}`);
      const text = await pdfText(bytes);
      expect(text).toContain('Joana Maria Ávila Souza');
      expect(text).toContain('Banco de Dados');
      expect(text).toContain(code);
      expect(text).toContain('TrindTech');
      expect(text).toContain(`http://trindtech.localhost:3000/certificados/${code}`);
    });

    it('the PDF reads in the reader’s language', async () => {
      const response = await call(ctx.app, {
        url: `/api/certificados/${code}.pdf`,
        headers: { 'accept-language': 'en-US' },
      });
      expect(await pdfText(response.rawPayload)).toContain('Certificate of completion'.toUpperCase());
    });

    it('an unknown, junk or another tenant’s code is 404', async () => {
      for (const url of [
        '/api/certificados/0000-0000-0000',
        '/api/certificados/0000-0000-0000.pdf',
        '/api/certificados/nada',
        `/api/certificados/${'x'.repeat(64)}`,
        '/api/certificados/%E2%80%8B',
      ]) {
        const response = await call(ctx.app, { url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
      const foreign = await call(ctx.app, { url: `/api/certificados/${code}`, tenant: 'sandbox' });
      expect(foreign.statusCode).toBe(404);
    });

    it('is rate-limited per address', async () => {
      let last = 0;
      for (let i = 0; i < 121; i++) {
        last = (await call(ctx.app, { url: '/api/certificados/0000-0000-0000', remoteAddress: '10.9.9.9' })).statusCode;
      }
      expect(last).toBe(429);
      const elsewhere = await call(ctx.app, { url: `/api/certificados/${code}`, remoteAddress: '10.9.9.10' });
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  describe('revoking', () => {
    it('only Admin revokes, with a reason; the verification then says revoked', async () => {
      const rh = await jar.demo('trindtech', 'Rh');
      const talent = await jar.of(person);
      for (const cookie of [rh, talent]) {
        const refused = await call(ctx.app, {
          method: 'POST',
          url: `/api/certificados/${code}/revogar`,
          cookie,
          body: { reason: 'Fraude' },
        });
        expect(refused.statusCode).toBe(403);
      }
      const anonymous = await call(ctx.app, {
        method: 'POST',
        url: `/api/certificados/${code}/revogar`,
        body: { reason: 'Fraude' },
      });
      expect(anonymous.statusCode).toBe(401);
      const empty = await call(ctx.app, {
        method: 'POST',
        url: `/api/certificados/${code}/revogar`,
        cookie: admin,
        body: { reason: ' ' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields).toEqual({ reason: 'Campo obrigatório' });

      const done = await call(ctx.app, {
        method: 'POST',
        url: `/api/certificados/${code}/revogar`,
        cookie: admin,
        body: { reason: 'Emitido por engano' },
      });
      expect(done.statusCode).toBe(204);
      const adminUser = await demoUser(ctx, 'trindtech', 'Admin');
      const [row] = await ownerRows<{ revoke_reason: string; revoked_by: number }>(
        ctx,
        sql`select revoke_reason, revoked_by from certificates where code = ${code}`,
      );
      expect(row).toEqual({ revoke_reason: 'Emitido por engano', revoked_by: adminUser.id });
      expect((await call(ctx.app, { url: `/api/certificados/${code}` })).json().status).toBe('revoked');
      const again = await call(ctx.app, {
        method: 'POST',
        url: `/api/certificados/${code}/revogar`,
        cookie: admin,
        body: { reason: 'De novo' },
      });
      expect(again.statusCode).toBe(409);
      // The person's courses say so; the profile lists only valid ones.
      const courses = await ok<PersonCourses>(talent, 'GET', `/api/pessoas/${person.publicId}/cursos`);
      expect(courses.items.find((e) => e.course.id === courseId)?.certificate?.revoked).toBe(true);
      const list = await ok<Certificate[]>(talent, 'GET', `/api/perfil/${person.publicId}/certificados`);
      expect(list).toEqual([]);
      const unknown = await call(ctx.app, {
        method: 'POST',
        url: '/api/certificados/0000-0000-0000/revogar',
        cookie: admin,
        body: { reason: 'x' },
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
