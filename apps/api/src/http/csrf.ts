import type { FastifyRequest } from 'fastify';
import { Errors } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originHost(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * CSRF defence for every state-changing request: the session cookie is SameSite=Lax, and the
 * request must prove it comes from a page of the same host (Origin, or Referer when a browser
 * omits Origin). A request that says neither is refused too.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers['sec-fetch-site'] === 'cross-site') throw Errors.csrf();
  const host = request.headers.host?.toLowerCase();
  const origin = request.headers.origin;
  const source = origin !== undefined ? originHost(origin) : originHost(request.headers.referer);
  if (!host || !source || source !== host) throw Errors.csrf();
}
