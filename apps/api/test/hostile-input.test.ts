import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

/**
 * Input nobody types but anyone can send (issue 15 §1): ids beyond PostgreSQL's integer, NUL bytes,
 * junk in every query parameter. Each is the caller's mistake, so each is a 4xx, never a 500. The walk
 * reads the operations from the API's own OpenAPI document, so a route added later is walked too.
 */

interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie' }[];
  requestBody?: unknown;
}

const JUNK_IDS = ['99999999999', '-1', '0', '1.5', 'abc', '%00', '1%00'];
const JUNK_QUERY = ['99999999999', '%00', 'a%00b', '-1', '1e400', '%C0%80'];
/** Two requests would change the caller's own session rather than probe input. */
const SKIPPED = new Set(['POST /api/auth/logout', 'DELETE /api/auth/sessao']);

const ctx = useTestApp();
let cookie: string;
/** Quizzes exist only in mais-pra-ti and asid: their operations are walked as mais-pra-ti's Admin too. */
let quizCookie: string;
const QUIZ_PATH = /quiz|questoes|tentativas|correcoes/;
let ownId: string;
let operations: [string, string, Operation][];

beforeAll(async () => {
  cookie = (await login(ctx.app, 'trindtech', 'Admin')).cookie;
  quizCookie = (await login(ctx.app, 'mais-pra-ti', 'Admin')).cookie;
  const session = (await call(ctx.app, { url: '/api/auth/sessao', cookie })).json() as { publicId: string };
  ownId = session.publicId;
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => [method.toUpperCase(), path, op] as [string, string, Operation]),
  );
}, 120_000);

function fill(path: string, junk: string | null): string {
  // The person's own publicId where a route names a person, so the walk reaches the id after it.
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'id' || name === 'publicId' ? ownId : (junk ?? '1'),
  );
}

async function statusOf(method: string, url: string, body?: unknown): Promise<number> {
  const quiz = QUIZ_PATH.test(url);
  const response = await call(ctx.app, {
    method: method as 'GET',
    url,
    body,
    ...(quiz ? { tenant: 'mais-pra-ti', cookie: quizCookie } : { cookie }),
  });
  return response.statusCode;
}

describe('hostile input answers 4xx, never 500', () => {
  it('every path id out of range or malformed', async () => {
    const failures: string[] = [];
    for (const [method, path, op] of operations) {
      if (SKIPPED.has(`${method} ${path}`)) continue;
      if (!/\{(?!id\}|publicId\})\w+\}/.test(path)) continue;
      for (const junk of JUNK_IDS) {
        const url = fill(path, junk);
        const status = await statusOf(method, url, op.requestBody ? {} : undefined);
        if (status >= 500) failures.push(`${method} ${url} → ${status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('every query parameter with junk, NUL bytes and numbers beyond an integer', async () => {
    const failures: string[] = [];
    for (const [method, path, op] of operations) {
      if (method !== 'GET') continue;
      for (const param of op.parameters?.filter((p) => p.in === 'query') ?? []) {
        for (const junk of JUNK_QUERY) {
          const url = `${fill(path, null)}?${param.name}=${junk}`;
          const status = await statusOf(method, url);
          if (status >= 500) failures.push(`${method} ${url} → ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('a NUL byte in a text filter is a 400 with the one error shape', async () => {
    for (const url of [
      '/api/usuarios?search=a%00b',
      '/api/talentos?name=a%00b',
      '/api/empresas?q=a%00b',
      '/api/colaboradores?q=a%00b',
    ]) {
      const response = await call(ctx.app, { url, cookie });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe('VALIDATION_ERROR');
    }
  });

  it('a NUL byte anywhere in a JSON body is a 400 and saves nothing', async () => {
    const before = (await call(ctx.app, { url: `/api/perfil/${ownId}/informacoes-pessoais`, cookie })).body;
    const response = await call(ctx.app, {
      method: 'PUT',
      url: `/api/perfil/${ownId}/informacoes-pessoais`,
      cookie,
      body: { ...JSON.parse(before), firstName: 'Ana\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('firstName');
    expect((await call(ctx.app, { url: `/api/perfil/${ownId}/informacoes-pessoais`, cookie })).body).toBe(before);
  });

  it("deleting one's own education, language or certificate by an id beyond an integer is a 404", async () => {
    for (const kind of ['formacoes', 'idiomas', 'certificados']) {
      const status = await statusOf('DELETE', `/api/perfil/${ownId}/${kind}/99999999999`);
      expect([400, 404], kind).toContain(status);
    }
  });
});
