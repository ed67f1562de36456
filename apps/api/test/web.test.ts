import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from './test-app.ts';

// A built web app in miniature: what apps/web's `vite build` writes (hashed assets with their .br
// and .gz, index.html, files from public/).
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head></html>';
const SCRIPT = `export const page = ${JSON.stringify('x'.repeat(2000))};`;
let dist: string;
let ctx: TestContext;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ponte-web-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'tenants'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  for (const name of ['index-AbC123.js', 'talent-base-page-DeF456.js']) {
    writeFileSync(join(dist, 'assets', name), SCRIPT);
    writeFileSync(join(dist, 'assets', `${name}.br`), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', `${name}.gz`), gzipSync(SCRIPT));
  }
  writeFileSync(join(dist, 'tenants', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ env: { WEB_DIST: dist } });
});

afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('caches a hashed chunk for a year without revalidation', async () => {
    const res = await call(ctx.app, { url: '/assets/talent-base-page-DeF456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.body).toBe(SCRIPT);
  });

  it('sends the compressed copy the browser accepts, and says the answer varies with it', async () => {
    const br = await call(ctx.app, {
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await call(ctx.app, { url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/', '/index.html', '/acesso/login', '/plataforma/base-de-talentos'])(
    'revalidates index.html every time at %s, so a deploy’s new chunk names are seen',
    async (url) => {
      const res = await call(ctx.app, { url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it('answers 404 for a chunk that is not there instead of the page (a tab older than the deploy)', async () => {
    const res = await call(ctx.app, { url: '/assets/talent-base-page-Old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('caches other public files for an hour', async () => {
    const res = await call(ctx.app, { url: '/tenants/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never answers an unknown API path with the page', async () => {
    const res = await call(ctx.app, { url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
