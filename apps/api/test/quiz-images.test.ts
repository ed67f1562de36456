/**
 * Images in quiz questions (issue 14 §1; ADR 0041): uploaded by whoever manages quizzes, each with its
 * alternative text or the question is refused, attached when a question shows them, served to everyone
 * signed in to the tenant; an address the Admin may not place is taken out of the question.
 */
import type { BankQuestion } from '@ponte/shared/quizzes.schema';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, multipart, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
const { jar } = ctx;
const T = 'mais-pra-ti' as const;
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
});

async function upload(cookie: string, path = 'imagem-quiz') {
  return call(ctx.app, {
    tenant: T,
    cookie,
    url: `/api/arquivos/upload/${path}`,
    ...multipart(png, 'grafico.png', 'image/png'),
  });
}

async function createQuestion(cookie: string, stem: string) {
  return call(ctx.app, {
    tenant: T,
    cookie,
    url: '/api/banco-de-questoes',
    body: { type: 'trueFalse', stem, correctAnswer: true },
  });
}

const img = (key: string, alt?: string) =>
  `<img src="/api/arquivos/${key}"${alt === undefined ? '' : ` alt="${alt}"`}>`;

describe('quiz question images', () => {
  it('the Admin uploads one, places it with its text, and every signed-in person of the tenant loads it', async () => {
    const admin = await jar.demo(T, 'Admin');
    const uploaded = await upload(admin);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const key = uploaded.json().url as string;

    // Without alternative text the question is refused, and the upload stays pending.
    const refused = await createQuestion(admin, `<p>Veja</p>${img(key)}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ stem: 'Toda imagem precisa de um texto alternativo' });

    const created = await createQuestion(admin, `<p>O gráfico cresce?</p>${img(key, 'Barras subindo de 2 a 8')}`);
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as BankQuestion).stem).toContain(`src="/api/arquivos/${key}" alt="Barras subindo de 2 a 8"`);
    const [row] = await ownerRows<{ attached: boolean }>(
      ctx,
      sql`select attached_at is not null as attached from stored_files where storage_key = ${key}`,
    );
    expect(row?.attached).toBe(true);

    const talent = await jar.demo(T, 'Talento');
    const image = await call(ctx.app, { tenant: T, cookie: talent, url: `/api/arquivos/${key}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Another tenant does not know the key.
    const elsewhere = await call(ctx.app, {
      tenant: 'asid',
      cookie: await jar.demo('asid', 'Admin'),
      url: `/api/arquivos/${key}`,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('only those who manage quizzes upload; another person’s pending upload or a file of another kind is taken out', async () => {
    expect((await upload(await jar.demo(T, 'Talento'))).statusCode).toBe(403);
    expect((await upload(await jar.demo(T, 'Rh'))).statusCode).toBe(403);

    // A second Admin's upload, not placed yet, cannot be placed by the first.
    const other = await createUser(ctx, T, 'Admin');
    const otherCookie = await jar.of(other);
    const pending = (await upload(otherCookie)).json().url as string;
    // A course cover is not a question's image.
    const cover = (await upload(await jar.demo(T, 'Admin'), 'capa-curso')).json().url as string;
    const admin = await jar.demo(T, 'Admin');
    const created = await createQuestion(
      admin,
      `<p>Qual?</p>${img(pending, 'Imagem de outra pessoa')}${img(cover, 'Capa de curso')}`,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as BankQuestion).stem).toBe('<p>Qual?</p>');
    const [row] = await ownerRows<{ attached: boolean }>(
      ctx,
      sql`select attached_at is not null as attached from stored_files where storage_key = ${pending}`,
    );
    expect(row?.attached).toBe(false);
  });
});
