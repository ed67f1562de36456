import type { FastifyInstance } from 'fastify';

/**
 * The one inline script of apps/web/index.html, which sets the colour scheme before React renders (ADR
 * 0049), allowed by its SHA-256; test/security-headers.test.ts fails when the script and this hash differ.
 */
export const COLOUR_SCHEME_SCRIPT_HASH = 'sha256-ushXaBQG9cFt9w7alvgQoBxJEgWhq0VcskIShRDQxUI=';

const CSP = [
  "default-src 'self'",
  `script-src 'self' '${COLOUR_SCHEME_SCRIPT_HASH}'`,
  // Mantine writes CSS variables and emotion-free inline styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** A year, subdomains included: the tenants' hosts are subdomains of one HTTPS domain. */
const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance, options: { strictTransport: boolean }): void {
  // Callback form: runs on every answer, and an async hook is a promise each time (issue 15 §4).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (options.strictTransport) reply.header('strict-transport-security', HSTS);
    reply.header('x-content-type-options', 'nosniff');
    // Reset links carry their token in the URL: never hand it to another site through Referer.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !request.url.startsWith('/api/docs')) {
      reply.header('content-security-policy', CSP);
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
