import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { Errors } from '../http/errors.ts';
import { P } from '../http/permissions.ts';

function listFiles(root: string, dir = root, out = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) listFiles(root, full, out);
    else out.add(relative(root, full).split('\\').join('/'));
  }
  return out;
}

/** The build's hashed files (scripts, styles, each screen's chunk): a new build gives them new names. */
const ASSETS = 'assets/';

/**
 * Serves the built web app: its files as they are and index.html for every other path, so the
 * browser router can take over. /api paths never fall through to it.
 *
 * - Hashed assets are cached for a year and never revalidated (`immutable`): each screen's chunk
 *   stays in the browser across visits until a deploy renames it.
 * - index.html (and the fallback to it) is `no-cache`: always revalidated, so a deploy's new chunk
 *   names reach the next page load.
 * - An asset that is not there is a 404, never index.html: a tab opened before a deploy asking for
 *   an old chunk gets an error its router can report, not HTML served as a script.
 * - The build writes each text file also as .br and .gz (apps/web/build/precompress.ts); the one the
 *   browser accepts is sent, with `Vary: accept-encoding`.
 */
export const webRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const files = listFiles(root);
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  app.get('/*', { config: { permission: P.anonymous }, schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (path === 'api' || path.startsWith('api/')) throw Errors.notFound();
    if (path.startsWith(ASSETS)) {
      if (!files.has(path)) throw Errors.notFound();
      return reply.sendFile(path, { cacheControl: true, maxAge: '365d', immutable: true });
    }
    if (files.has(path) && path !== 'index.html') {
      return reply.sendFile(path, { cacheControl: true, maxAge: '1h' });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
};
