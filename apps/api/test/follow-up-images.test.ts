/**
 * Images in annotations (issue 12 §2; ADR 0037): uploaded through the files pipeline (judged by
 * content, re-encoded), attached to the annotation that shows them, served only to whoever may read
 * it, and removed with it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { todayIn } from '@ponte/shared/follow-up.schema';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, demoUser, linkMentor, multipart, ownerRows, type TestUser } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
const { req } = ctx;
const TODAY = todayIn();

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

async function uploadImage(user: TestUser, bytes?: Buffer, type = 'image/png') {
  const { body, headers } = multipart(bytes ?? (await png(2400, 1200)), 'quadro.png', type);
  return req(user, 'POST', '/api/arquivos/upload/imagem-anotacao', body, { headers });
}

async function uploadedKey(user: TestUser): Promise<string> {
  const response = await uploadImage(user);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().url;
}

const withImages = (keys: string[], over: Record<string, unknown> = {}) => ({
  title: 'Com imagem',
  annotation: `<p>Quadro da conversa</p>${keys.map((k) => `<p><img src="/api/arquivos/${k}" alt="quadro"></p>`).join('')}`,
  annotationDate: TODAY,
  category: 40,
  ...over,
});

const fileStatus = async (user: TestUser, key: string) => (await req(user, 'GET', `/api/arquivos/${key}`)).statusCode;
const bytesExist = (key: string) => existsSync(join(ctx.config.dataDir, 'files', key));

let talent: TestUser;
let mentor: TestUser;
let admin: TestUser;

beforeAll(async () => {
  talent = await createUser(ctx, 'trindtech', 'Talento');
  mentor = await createUser(ctx, 'trindtech', 'Mentor');
  admin = await demoUser(ctx, 'trindtech', 'Admin');
  await linkMentor(ctx, mentor, talent);
});

describe('images in annotations', () => {
  it('are judged by content and re-encoded as a JPEG of at most 1600 px a side', async () => {
    const key = await uploadedKey(mentor);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}\.jpg$/);
    const served = await req(mentor, 'GET', `/api/arquivos/${key}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 800]);
    const text = await uploadImage(mentor, Buffer.from('<svg onload=alert(1)>'), 'image/svg+xml');
    expect(text.statusCode).toBe(415);
  });

  it('follow their annotation: private to its author, then to Admin once shared, never to the person', async () => {
    const key = await uploadedKey(mentor);
    // Before it is attached, only the uploader sees it.
    expect(await fileStatus(admin, key)).toBe(403);
    const created = await req(mentor, 'POST', `/api/perfil/${talent.publicId}/anotacoes`, withImages([key]));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().annotation).toContain(`<img src="/api/arquivos/${key}" alt="quadro" />`);
    const [row] = await ownerRows<{ annotation_id: number; owner_user_id: number }>(
      ctx,
      sql`select annotation_id, owner_user_id from stored_files where storage_key = ${key}`,
    );
    expect(row).toEqual({ annotation_id: created.json().id, owner_user_id: talent.id });

    expect(await fileStatus(mentor, key)).toBe(200);
    expect(await fileStatus(admin, key)).toBe(404);
    expect(await fileStatus(talent, key)).toBe(404);
    const otherTenant = await demoUser(ctx, 'sandbox', 'Admin');
    expect(await fileStatus(otherTenant, key)).toBe(404);

    const url = `/api/perfil/${talent.publicId}/anotacoes/${created.json().id}`;
    const shared = await req(mentor, 'PUT', url, withImages([key], { shared: true }));
    expect(shared.statusCode, shared.body).toBe(200);
    expect(await fileStatus(admin, key)).toBe(200);
    expect(await fileStatus(talent, key)).toBe(404);
  });

  it('keep only the author’s own uploads, each in one annotation', async () => {
    const mine = await uploadedKey(mentor);
    const theirs = await uploadedKey(admin);
    const first = await req(mentor, 'POST', `/api/perfil/${talent.publicId}/anotacoes`, withImages([mine, theirs]));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().annotation).toContain(mine);
    expect(first.json().annotation).not.toContain(theirs);
    const listed = (await req(mentor, 'GET', `/api/perfil/${talent.publicId}/anotacoes`)).json().items;
    expect(listed.find((a: { id: number }) => a.id === first.json().id).annotation).not.toContain(theirs);

    // Another annotation cannot show an image that belongs to the first one.
    const second = await req(
      mentor,
      'POST',
      `/api/perfil/${talent.publicId}/anotacoes`,
      withImages([mine], { title: 'Segunda' }),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().annotation).not.toContain(mine);
    // An annotation whose only content was an image it may not use is empty.
    const onlyImage = await req(mentor, 'POST', `/api/perfil/${talent.publicId}/anotacoes`, {
      ...withImages([theirs]),
      annotation: `<p><img src="/api/arquivos/${theirs}"></p>`,
    });
    expect(onlyImage.statusCode).toBe(400);
    expect(onlyImage.json().error.fields).toEqual({ annotation: 'Anotação é obrigatória' });
  });

  it('go with an edit that removes them and with the annotation', async () => {
    const kept = await uploadedKey(mentor);
    const dropped = await uploadedKey(mentor);
    const created = await req(mentor, 'POST', `/api/perfil/${talent.publicId}/anotacoes`, withImages([kept, dropped]));
    const url = `/api/perfil/${talent.publicId}/anotacoes/${created.json().id}`;
    expect((await req(mentor, 'PUT', url, withImages([kept]))).statusCode).toBe(200);
    expect(await fileStatus(mentor, dropped)).toBe(404);
    expect(bytesExist(dropped)).toBe(false);
    expect(await fileStatus(mentor, kept)).toBe(200);

    expect((await req(mentor, 'DELETE', url)).statusCode).toBe(204);
    expect(await fileStatus(mentor, kept)).toBe(404);
    expect(bytesExist(kept)).toBe(false);
    const [rows] = await ownerRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from stored_files where storage_key in (${kept}, ${dropped})`,
    );
    expect(rows?.n).toBe(0);
  });

  it('in a feedback are the person’s to see too', async () => {
    const key = await uploadedKey(mentor);
    const sent = await req(mentor, 'POST', `/api/perfil/${talent.publicId}/feedbacks`, {
      ...withImages([key], { title: 'Feedback com imagem' }),
      actions: [],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await fileStatus(talent, key)).toBe(200);
    expect(await fileStatus(admin, key)).toBe(200);
    const stranger = await createUser(ctx, 'trindtech', 'Funcionario');
    expect(await fileStatus(stranger, key)).toBe(404);
  });
});
