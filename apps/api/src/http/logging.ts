import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /([?&](?:token|code|password)=)[^&#]*/gi;

/** pino options: a request id on every line, and no password, token or cookie ever written. */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  return {
    genReqId: () => randomUUID(),
    logger: {
      level,
      ...(stream ? { stream } : {}),
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
          '*.code',
          '*.passwordHash',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: { method: string; url: string; headers: { host?: string }; ip?: string }) => ({
          method: req.method,
          url: req.url.replace(SECRET_QUERY, '$1[redacted]'),
          host: req.headers.host,
          remoteAddress: req.ip,
        }),
      },
    },
  };
}
