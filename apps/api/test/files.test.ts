import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import {
  FILE_KEY_PATTERN,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_OUTPUT_SIDE,
  RESUME_MAX_BYTES,
} from '@ponte/shared/files.schema';
import type { Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ScopedDatabase } from '../src/db/scope.ts';
import { FilesService, MAX_PENDING_UPLOADS } from '../src/modules/files/files.service.ts';
import { sanitiseFileName } from '../src/modules/files/pdf.ts';
import { LocalDiskStorage } from '../src/modules/files/storage.ts';
import { TenantDirectory } from '../src/modules/tenant/tenant.service.ts';
import { call, login, multipart, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
const sessions = new Map<string, { cookie: string; publicId: string }>();

/** Signs in once per tenant and role, and learns the person's publicId. */
async function as(role: Role, tenant: TenantSlug = 'trindtech'): Promise<{ cookie: string; publicId: string }> {
  const id = `${tenant}/${role}`;
  const known = sessions.get(id);
  if (known) return known;
  const { cookie } = await login(ctx.app, tenant, role);
  const me = await call(ctx.app, { url: '/api/auth/sessao', tenant, cookie });
  const session = { cookie, publicId: me.json().publicId as string };
  sessions.set(id, session);
  return session;
}

async function upload(
  kind: 'foto-perfil' | 'curriculo',
  who: { cookie?: string; tenant?: TenantSlug },
  bytes: Buffer,
  fileName = kind === 'curriculo' ? 'cv.pdf' : 'foto.png',
  type = kind === 'curriculo' ? 'application/pdf' : 'image/png',
  field = 'file',
): Promise<LightMyRequestResponse> {
  const { body, headers } = multipart(bytes, fileName, type, field);
  return call(ctx.app, { url: `/api/arquivos/upload/${kind}`, tenant: who.tenant, cookie: who.cookie, body, headers });
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A real PNG whose header declares another canvas size: what a decompression bomb looks like to a reader. */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const storedPath = (key: string) => join(ctx.config.dataDir, 'files', key);

async function uploadedPhoto(role: Role = 'Talento', tenant: TenantSlug = 'trindtech') {
  const response = await upload('foto-perfil', { ...(await as(role, tenant)), tenant }, await png());
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; url: string };
}

async function setPhoto(who: Role, ownerPublicId: string, fileId: string, tenant: TenantSlug = 'trindtech') {
  return call(ctx.app, {
    url: `/api/perfil/${ownerPublicId}/fotos`,
    tenant,
    cookie: (await as(who, tenant)).cookie,
    body: { fileId },
  });
}

async function getFile(url: string, who: Role, tenant: TenantSlug = 'trindtech') {
  return call(ctx.app, { url: `/api/arquivos/${url}`, tenant, cookie: (await as(who, tenant)).cookie });
}

describe('POST /api/arquivos/upload/foto-perfil', () => {
  it('accepts a PNG, stores it re-encoded as JPEG under a random key and serves it to the uploader', async () => {
    const { id, url } = await uploadedPhoto();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(url).toMatch(FILE_KEY_PATTERN);
    expect(url.endsWith('.jpg')).toBe(true);
    expect(existsSync(storedPath(url))).toBe(true);

    const served = await getFile(url, 'Talento');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([64, 48]);

    const rows = await ownerRows<{ kind: string; user_id: number; owner_user_id: number | null; attached_at: unknown }>(
      ctx,
      sql`select kind, user_id, owner_user_id, attached_at from stored_files where id = ${id}`,
    );
    expect(rows).toEqual([expect.objectContaining({ kind: 'profile-photo', owner_user_id: null, attached_at: null })]);
  });

  it('re-encodes a JPEG: EXIF orientation applied, EXIF and GPS dropped, size capped', async () => {
    const input = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0a0' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: 'Ponte secret', Artist: 'Ponte secret' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '23/1 33/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '46/1 38/1 0/1',
        },
      })
      .toBuffer();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.orientation).toBe(6);
    expect(inputMeta.exif?.includes('Ponte secret')).toBe(true);

    const response = await upload('foto-perfil', await as('Talento'), input, 'camera.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const served = await getFile(response.json().url, 'Talento');
    const bytes = served.rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes('Exif\0\0')).toBe(false);
    expect(bytes.includes('Ponte secret')).toBe(false);
    // Orientation 6 turns the 1200×600 landscape into a portrait, then it fits the output square.
    expect([meta.width, meta.height]).toEqual([PHOTO_OUTPUT_SIDE / 2, PHOTO_OUTPUT_SIDE]);
  });

  it('refuses HTML renamed .png, SVG, GIF and a broken PNG, with a translated message', async () => {
    const talent = await as('Talento');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } })
      .gif()
      .toBuffer();
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 7)]);
    const cases: Array<[Buffer, string, string]> = [
      [Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'foto.png', 'image/png'],
      [svg, 'foto.svg', 'image/svg+xml'],
      [svg, 'foto.png', 'image/png'],
      [gif, 'foto.gif', 'image/gif'],
      [gif, 'foto.png', 'image/png'],
      [broken, 'foto.png', 'image/png'],
    ];
    for (const [bytes, name, type] of cases) {
      const response = await upload('foto-perfil', talent, bytes, name, type);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'A foto deve ser uma imagem PNG ou JPEG',
      });
    }
  });

  it('refuses a file over the size cap with 413', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(PHOTO_MAX_BYTES)]);
    const response = await upload('foto-perfil', await as('Talento'), big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'A foto deve ter no máximo 5 MB' });
  });

  it('refuses huge dimensions before decoding them', async () => {
    const talent = await as('Talento');
    const side = Math.ceil(Math.sqrt(PHOTO_MAX_PIXELS)) + 10;
    for (const [width, height] of [
      [20_000, 10],
      [side, side],
    ] as const) {
      const response = await upload('foto-perfil', talent, await pngDeclaring(width, height));
      expect(response.statusCode, `${width}×${height}`).toBe(413);
      expect(response.json().error.message).toMatch(/^A foto deve ter no máximo 10000 pixels/);
    }
  });

  it('answers 400 without a `file` part and 401 without a session', async () => {
    const talent = await as('Talento');
    const wrongField = await upload('foto-perfil', talent, await png(), 'foto.png', 'image/png', 'foto');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Selecione um arquivo para enviar',
      fields: { file: 'Campo obrigatório' },
    });
    const empty = await upload('foto-perfil', talent, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const json = await call(ctx.app, { url: '/api/arquivos/upload/foto-perfil', cookie: talent.cookie, body: {} });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.fields).toEqual({ file: 'Campo obrigatório' });

    expect((await upload('foto-perfil', {}, await png())).statusCode).toBe(401);
    expect((await upload('curriculo', {}, PDF)).statusCode).toBe(401);
    expect((await call(ctx.app, { url: `/api/arquivos/${'a'.repeat(43)}.jpg` })).statusCode).toBe(401);
  });
});

describe('POST /api/perfil/{id}/fotos and GET /api/arquivos/{url}', () => {
  it('lets a person set their own photo and replaces the previous one, bytes included', async () => {
    const talent = await as('Talento');
    const first = await uploadedPhoto();
    const set = await setPhoto('Talento', talent.publicId, first.id);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ url: first.url });
    const read = await call(ctx.app, { url: `/api/perfil/${talent.publicId}/fotos`, cookie: talent.cookie });
    expect(read.json()).toEqual({ url: first.url });

    const second = await uploadedPhoto();
    expect((await setPhoto('Talento', talent.publicId, second.id)).json()).toEqual({ url: second.url });
    // The session carries the photo for the header avatar.
    const session = await call(ctx.app, { url: '/api/auth/sessao', cookie: talent.cookie });
    expect(session.json().photo).toBe(second.url);
    // And the answer to a new sign-in, read with the person (their copy of the key, migration 0035).
    expect((await login(ctx.app, 'trindtech', 'Talento')).response.json().photo).toBe(second.url);
    expect((await getFile(first.url, 'Talento')).statusCode).toBe(404);
    expect(existsSync(storedPath(first.url))).toBe(false);
    expect(existsSync(storedPath(second.url))).toBe(true);
    const rows = await ownerRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from stored_files where id = ${first.id}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('lets Admin set another person’s photo and refuses Rh, Talento and other tenants', async () => {
    const colaborador = await as('Colaborador');
    const byAdmin = await uploadedPhoto('Admin');
    const set = await setPhoto('Admin', colaborador.publicId, byAdmin.id);
    expect(set.statusCode, set.body).toBe(200);
    const rows = await ownerRows<{ owner_user_id: number; attached_at: unknown }>(
      ctx,
      sql`select owner_user_id, attached_at from stored_files where id = ${byAdmin.id}`,
    );
    const [owner] = await ownerRows<{ id: number }>(
      ctx,
      sql`select id from users where public_id = ${colaborador.publicId}`,
    );
    expect(rows[0]!.owner_user_id).toBe(owner!.id);
    expect(rows[0]!.attached_at).not.toBeNull();

    const byRh = await uploadedPhoto('Rh');
    expect((await setPhoto('Rh', colaborador.publicId, byRh.id)).statusCode).toBe(403);
    const byTalent = await uploadedPhoto('Talento');
    expect((await setPhoto('Talento', colaborador.publicId, byTalent.id)).statusCode).toBe(403);
    const byOtherAdmin = await uploadedPhoto('Admin', 'asid');
    expect((await setPhoto('Admin', colaborador.publicId, byOtherAdmin.id, 'asid')).statusCode).toBe(404);
    expect(
      (
        await call(ctx.app, {
          method: 'DELETE',
          url: `/api/perfil/${colaborador.publicId}/fotos`,
          cookie: (await as('Rh')).cookie,
        })
      ).statusCode,
    ).toBe(403);
    // Refused attempts left the photo where it was.
    const read = await call(ctx.app, { url: `/api/perfil/${colaborador.publicId}/fotos`, cookie: colaborador.cookie });
    expect(read.json()).toEqual({ url: byAdmin.url });
  });

  it('accepts only the caller’s own unattached photo upload', async () => {
    const talent = await as('Talento');
    const someoneElses = await uploadedPhoto('Colaborador');
    const resume = (await upload('curriculo', talent, PDF)).json();
    const attached = await uploadedPhoto();
    expect((await setPhoto('Talento', talent.publicId, attached.id)).statusCode).toBe(200);
    for (const fileId of [someoneElses.id, resume.id, attached.id, '7d1c3a0e-1111-4aaa-8bbb-123456789abc']) {
      const response = await setPhoto('Admin', talent.publicId, fileId);
      expect(response.statusCode, fileId).toBe(400);
      expect(response.json().error.fields).toEqual({
        fileId: 'Arquivo inválido ou já utilizado. Envie o arquivo novamente.',
      });
    }
    const again = await setPhoto('Talento', talent.publicId, attached.id);
    expect(again.statusCode).toBe(400);
    const notUuid = await setPhoto('Talento', talent.publicId, 'x');
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().error.fields.fileId).toBeDefined();
  });

  it('serves an attached photo to those who may see the profile, and no one else', async () => {
    const talent = await as('Talento');
    const photo = await uploadedPhoto();
    expect((await setPhoto('Talento', talent.publicId, photo.id)).statusCode).toBe(200);
    for (const role of ['Talento', 'Admin', 'Rh', 'Mentor'] as const) {
      expect((await getFile(photo.url, role)).statusCode, role).toBe(200);
    }
    for (const role of ['Funcionario', 'FuncionarioMentor', 'Colaborador', 'RhMentor'] as const) {
      const response = await getFile(photo.url, role);
      expect(response.statusCode, role).toBe(403);
      expect(response.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    }
    expect((await getFile(photo.url, 'Admin', 'asid')).statusCode).toBe(404);
    const funcionario = await as('Funcionario');
    const url = `/api/perfil/${talent.publicId}/fotos`;
    expect((await call(ctx.app, { url, cookie: funcionario.cookie })).statusCode).toBe(403);
    expect((await call(ctx.app, { url, tenant: 'asid', cookie: (await as('Admin', 'asid')).cookie })).statusCode).toBe(
      404,
    );
    expect((await call(ctx.app, { url, cookie: (await as('Mentor')).cookie })).json()).toEqual({ url: photo.url });
  });

  it('serves a talent’s photo to a role that reaches the talent base', async () => {
    const talent = await as('Talento', 'sandbox');
    const photo = await uploadedPhoto('Talento', 'sandbox');
    expect((await setPhoto('Talento', talent.publicId, photo.id, 'sandbox')).statusCode).toBe(200);
    expect((await getFile(photo.url, 'RhMentor', 'sandbox')).statusCode).toBe(200);
    expect((await getFile(photo.url, 'Funcionario', 'sandbox')).statusCode).toBe(403);
  });

  it('serves an unattached upload to its uploader only', async () => {
    const photo = await uploadedPhoto('Colaborador');
    expect((await getFile(photo.url, 'Colaborador')).statusCode).toBe(200);
    expect((await getFile(photo.url, 'Admin')).statusCode).toBe(403);
    expect((await getFile(photo.url, 'Rh')).statusCode).toBe(403);
  });

  it('answers 404 for an unknown key and 400 for a key of the wrong shape', async () => {
    expect((await getFile(`${'A'.repeat(43)}.jpg`, 'Admin')).statusCode).toBe(404);
    expect((await getFile('..%2F..%2Fetc%2Fpasswd', 'Admin')).statusCode).toBe(400);
    expect((await getFile(`${'A'.repeat(43)}.png`, 'Admin')).statusCode).toBe(400);
  });

  it('deletes the photo, row and bytes', async () => {
    const talent = await as('Talento');
    const photo = await uploadedPhoto();
    expect((await setPhoto('Talento', talent.publicId, photo.id)).statusCode).toBe(200);
    const url = `/api/perfil/${talent.publicId}/fotos`;
    const removed = await call(ctx.app, { method: 'DELETE', url, cookie: talent.cookie });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call(ctx.app, { url, cookie: talent.cookie })).json()).toEqual({ url: null });
    // The session's copy of the photo key (migration 0035) goes with it.
    expect((await call(ctx.app, { url: '/api/auth/sessao', cookie: talent.cookie })).json().photo).toBeNull();
    expect((await getFile(photo.url, 'Talento')).statusCode).toBe(404);
    expect(existsSync(storedPath(photo.url))).toBe(false);
    // Removing what is not there succeeds too.
    expect((await call(ctx.app, { method: 'DELETE', url, cookie: talent.cookie })).statusCode).toBe(204);
  });

  it('lets Admin remove another person’s photo', async () => {
    const colaborador = await as('Colaborador', 'sandbox');
    const photo = await uploadedPhoto('Admin', 'sandbox');
    expect((await setPhoto('Admin', colaborador.publicId, photo.id, 'sandbox')).statusCode).toBe(200);
    const url = `/api/perfil/${colaborador.publicId}/fotos`;
    const admin = await as('Admin', 'sandbox');
    expect((await call(ctx.app, { method: 'DELETE', url, tenant: 'sandbox', cookie: admin.cookie })).statusCode).toBe(
      204,
    );
    expect((await call(ctx.app, { url, tenant: 'sandbox', cookie: colaborador.cookie })).json()).toEqual({ url: null });
  });
});

describe('résumés', () => {
  it('accepts a PDF, keeps its sanitised name and serves it as a download', async () => {
    const talent = await as('Talento', 'mais-pra-ti');
    const who = { ...talent, tenant: 'mais-pra-ti' as const };
    const uploaded = await upload('curriculo', who, PDF, 'Currículo <Helena>?.pdf', 'application/octet-stream');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id, url } = uploaded.json();
    expect(url).toMatch(FILE_KEY_PATTERN);
    expect(url.endsWith('.pdf')).toBe(true);

    const set = await call(ctx.app, {
      method: 'PUT',
      url: `/api/perfil/${talent.publicId}/curriculo`,
      tenant: 'mais-pra-ti',
      cookie: talent.cookie,
      body: { fileId: id },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ fileId: id, url, fileName: 'Currículo Helena.pdf', size: PDF.length });

    const served = await getFile(url, 'Admin', 'mais-pra-ti');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="Curr_culo Helena.pdf"; filename*=UTF-8''Curr%C3%ADculo%20Helena.pdf`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect((await getFile(url, 'Funcionario', 'mais-pra-ti')).statusCode).toBe(403);
    expect((await getFile(url, 'Mentor', 'mais-pra-ti')).statusCode).toBe(200);

    const removed = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/perfil/${talent.publicId}/curriculo`,
      tenant: 'mais-pra-ti',
      cookie: talent.cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect((await getFile(url, 'Talento', 'mais-pra-ti')).statusCode).toBe(404);
    expect(existsSync(storedPath(url))).toBe(false);
  });

  it('refuses what is not a PDF, whatever its name and type say', async () => {
    const talent = await as('Talento');
    const cases = [
      Buffer.from('<!doctype html><html><body>not a pdf</body></html>'),
      Buffer.from('%PDF-1.4\nno end marker here'),
      await png(),
    ];
    for (const bytes of cases) {
      const response = await upload('curriculo', talent, bytes, 'cv.pdf', 'application/pdf');
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'O currículo deve ser um arquivo PDF',
      });
    }
  });

  it('refuses a résumé over the size cap and a photo as résumé', async () => {
    const talent = await as('Talento');
    const big = Buffer.concat([PDF, Buffer.alloc(RESUME_MAX_BYTES)]);
    const response = await upload('curriculo', talent, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('O currículo deve ter no máximo 10 MB');
    const photo = await uploadedPhoto();
    const set = await call(ctx.app, {
      method: 'PUT',
      url: `/api/perfil/${talent.publicId}/curriculo`,
      cookie: talent.cookie,
      body: { fileId: photo.id },
    });
    expect(set.statusCode).toBe(400);
    expect(set.json().error.fields.fileId).toBeDefined();
  });

  it('sanitises uploaded names', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd.pdf');
    expect(sanitiseFileName('C:\\Users\\ana\\cv final.PDF')).toBe('cv final.PDF');
    expect(sanitiseFileName('a\u0000b\r\n"c".pdf')).toBe('ab c.pdf');
    expect(sanitiseFileName('...')).toBe('curriculo.pdf');
    expect(sanitiseFileName(undefined)).toBe('curriculo.pdf');
    const long = sanitiseFileName(`${'é'.repeat(400)}.pdf`);
    expect([...long].length).toBe(255);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('unattached uploads', () => {
  it('caps how many uploads one person may leave unattached', async () => {
    const who = { ...(await as('Colaborador', 'asid')), tenant: 'asid' as const };
    const image = await png(8, 8);
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++) {
      expect((await upload('foto-perfil', who, image)).statusCode).toBe(201);
    }
    const refused = await upload('foto-perfil', who, image);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });

  it('are purged after a day, bytes included; attached files stay', async () => {
    const talent = await as('Talento', 'sabimais');
    const stale = await uploadedPhoto('Talento', 'sabimais');
    const fresh = await uploadedPhoto('Talento', 'sabimais');
    const kept = await uploadedPhoto('Talento', 'sabimais');
    expect((await setPhoto('Talento', talent.publicId, kept.id, 'sabimais')).statusCode).toBe(200);
    await ctx.handle.db.execute(
      sql`update stored_files set created_at = now() - interval '25 hours' where id in (${stale.id}, ${kept.id})`,
    );

    const db = new ScopedDatabase(ctx.handle.db);
    const tenants = new TenantDirectory(ctx.config);
    await tenants.load(db);
    const service = new FilesService({
      db,
      storage: new LocalDiskStorage(join(ctx.config.dataDir, 'files')),
      tenants,
      log: ctx.app.log,
    });
    expect(await service.purgeUnattached()).toBeGreaterThanOrEqual(1);

    const ids = await ownerRows<{ id: string }>(
      ctx,
      sql`select id from stored_files where id in (${stale.id}, ${fresh.id}, ${kept.id})`,
    );
    expect(ids.map((r) => r.id).sort()).toEqual([fresh.id, kept.id].sort());
    expect(existsSync(storedPath(stale.url))).toBe(false);
    expect(
      readFileSync(storedPath(kept.url))
        .subarray(0, 2)
        .equals(Buffer.from([0xff, 0xd8])),
    ).toBe(true);
    expect(existsSync(storedPath(fresh.url))).toBe(true);
  });
});
