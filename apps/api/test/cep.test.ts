import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cepRoutes } from '../src/modules/cep/cep.routes.ts';
import { CepService } from '../src/modules/cep/cep.service.ts';
import { call, createTestApp, login, type TestContext } from './test-app.ts';

/** A ViaCEP stand-in on an ephemeral port: a few known CEPs, one it does not know, one that never answers. */
const ANSWERS: Record<string, unknown> = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
    ibge: '3550308',
  },
  // A code that is not Goiás's: the city's name stays, its code does not.
  '72910001': {
    cep: '72910-001',
    logradouro: '',
    bairro: '',
    localidade: 'Águas Lindas de Goiás',
    uf: 'GO',
    ibge: '3550308',
  },
  // No state in the answer: the CEP's band says it.
  '20040020': {
    cep: '20040-020',
    logradouro: 'Rua da Assembleia',
    bairro: 'Centro',
    localidade: 'Rio de Janeiro',
    ibge: '3304557',
  },
  '99999999': { erro: true },
  '99999998': { erro: 'true' },
};
const STALLS = '01001000';

let fake: Server;
let fakeBase: string;
const hits: string[] = [];
let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  fake = createServer((request, response) => {
    const cep = /^\/ws\/(\d+)\/json\/$/.exec(request.url ?? '')?.[1] ?? '';
    hits.push(cep);
    if (cep === STALLS) return; // never answers: the API's timeout must end the wait
    if (cep === '50000000') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>');
      return;
    }
    const answer = ANSWERS[cep];
    response
      .writeHead(answer ? 200 : 400, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer ?? { erro: 'bad request' }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeBase = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;

  // A port nobody listens on: open one, note it, close it.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  ctx = await createTestApp({
    env: { CEP_LOOKUP_URL: `${fakeBase}/ws/{cep}/json/`, CEP_LOOKUP_TIMEOUT_MS: '300' },
    extend(app) {
      // The same routes over a lookup that is not configured, and over one whose service is not there.
      void app.register(cepRoutes, { prefix: '/unset', cep: new CepService({ config: null, log: app.log }) });
      void app.register(cepRoutes, {
        prefix: '/unreachable',
        cep: new CepService({
          config: { url: `http://127.0.0.1:${closedPort}/ws/{cep}/json/`, timeoutMs: 1000 },
          log: app.log,
        }),
      });
    },
  });
  cookie = (await login(ctx.app, 'trindtech', 'Talento')).cookie;
});
afterAll(async () => {
  await ctx?.close();
  fake?.closeAllConnections();
  await new Promise<void>((resolve) => fake?.close(() => resolve()));
});

const lookup = (cep: string, prefix = '', headers: Record<string, string> = {}) =>
  call(ctx.app, { url: `${prefix}/api/cep/${cep}`, tenant: 'trindtech', cookie, headers });

describe('GET /api/cep/{cep}', () => {
  it('answers street, district, city with its IBGE code and state', async () => {
    const response = await lookup('01310100');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      cep: '01310100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      cityCode: 3550308,
      state: 'SP',
    });
  });

  it('keeps an answer: the same CEP again does not ask the service', async () => {
    const before = hits.filter((h) => h === '01310100').length;
    expect((await lookup('01310100')).statusCode).toBe(200);
    expect(hits.filter((h) => h === '01310100').length).toBe(before);
  });

  it('drops a city code that is not the state’s, and takes the state from the CEP when the service names none', async () => {
    expect((await lookup('72910001')).json()).toMatchObject({
      city: 'Águas Lindas de Goiás',
      cityCode: null,
      state: 'GO',
    });
    expect((await lookup('20040020')).json()).toMatchObject({ cityCode: 3304557, state: 'RJ', district: 'Centro' });
  });

  it('is 404 when the service says erro', async () => {
    for (const cep of ['99999999', '99999998']) {
      const response = await lookup(cep, '', { 'accept-language': 'pt-BR' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'CEP não encontrado' } });
    }
  });

  it('is 400 for anything but eight digits, without asking the service', async () => {
    const before = hits.length;
    for (const bad of ['0131010', '013101000', '01310-100', 'abcdefgh']) {
      const response = await lookup(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(hits.length).toBe(before);
  });

  it('is 503 in the standard error shape when the service stalls past the timeout or answers no JSON', async () => {
    const started = Date.now();
    const stalled = await lookup(STALLS);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(stalled.statusCode).toBe(503);
    expect(stalled.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'A consulta de CEP não está disponível no momento' },
    });
    expect((await lookup('50000000')).statusCode).toBe(503);
  });

  it('is 503 when the service is unreachable, and when no service is configured', async () => {
    for (const prefix of ['/unreachable', '/unset']) {
      const response = await lookup('01310100', prefix, { 'accept-language': 'en-US' });
      expect(response.statusCode, prefix).toBe(503);
      expect(response.json().error.code).toBe('UNAVAILABLE');
    }
  });

  it('needs a session', async () => {
    const response = await call(ctx.app, { url: '/api/cep/01310100', tenant: 'trindtech' });
    expect(response.statusCode).toBe(401);
  });
});
