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

/**
 * Serves the built web app: its files as they are (hashed assets cached for a year) and index.html
 * for every other path, so the browser router can take over. /api paths never fall through to it.
 */
export const webRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const files = listFiles(root);
  await app.register(fastifyStatic, { root, serve: false });

  app.get('/*', { config: { permission: P.anonymous }, schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (path === 'api' || path.startsWith('api/')) throw Errors.notFound();
    if (files.has(path) && path !== 'index.html') {
      const immutable = path.startsWith('assets/');
      return reply.sendFile(path, { cacheControl: true, maxAge: immutable ? '365d' : '1h', immutable });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
};
