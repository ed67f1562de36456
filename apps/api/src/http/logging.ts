import { randomUUID } from 'node:crypto';
import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { type DestinationStream, destination, pino, symbols } from 'pino';

const SECRET_QUERY = /([?&](?:token|code|password)=)[^&#]*/gi;

/** Drizzle writes a failed query's bound values after "params:": a CPF, an income, a race… */
const BOUND_VALUES = /\n?\s*params: [\s\S]*$/;
/** PostgreSQL quotes the offending value in a data error ('invalid input syntax for type integer: "…"'). */
const QUOTED_VALUE = /"[^"]*"/g;
const SQLSTATE = /^[0-9A-Z]{5}$/;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: unknown;
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

function redactText(text: string, fromDatabase: boolean): string {
  const kept = text.replace(BOUND_VALUES, '\nparams: [redacted]');
  return fromDatabase ? kept.replace(QUOTED_VALUE, '"[redacted]"') : kept;
}

/**
 * A logged error without the personal data a failed query carries (issue 15 §1): the query's bound
 * values, the value PostgreSQL quotes and its `detail` ("Key (cpf)=(…)") go; the query text, the
 * SQLSTATE, the constraint and the stack stay, which is what finding the fault needs.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error), stack: '' };
  const e = error as ErrorLike;
  const fromDatabase = typeof e.code === 'string' && SQLSTATE.test(e.code);
  const out: SerializedError = {
    type: typeof e.name === 'string' ? e.name : (error.constructor?.name ?? 'Error'),
    message: redactText(String(e.message ?? ''), fromDatabase),
    stack: typeof e.stack === 'string' ? redactText(e.stack, fromDatabase) : '',
  };
  for (const key of ['code', 'statusCode', 'constraint', 'table', 'column'] as const) {
    if (typeof e[key] === 'string' || typeof e[key] === 'number') out[key] = e[key];
  }
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

const serializeRequest = (req: { method: string; url: string; headers: { host?: string }; ip?: string }) => ({
  method: req.method,
  url: req.url.replace(SECRET_QUERY, '$1[redacted]'),
  host: req.headers.host,
  remoteAddress: req.ip,
});

/** The status only: the response's headers (its Set-Cookie among them) are nothing a request log needs. */
const serializeResponse = (res: { statusCode: number }) => ({ statusCode: res.statusCode });

/** pino options: a request id on every line, and no password, token or cookie ever written. */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  return {
    genReqId: () => randomUUID(),
    // One line per request, written when it completes (logRequests below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    logger: {
      level,
      // Standard output in blocks of 4 KiB, and at least every second: a write per line, even asynchronous,
      // was a fifth of the session check's cost (issue 15 §4). What is buffered is flushed when the process
      // exits; a kill -9 loses at most a second of lines.
      stream: stream ?? destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }),
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
      serializers: { err: serializeError, req: serializeRequest, res: serializeResponse },
    },
  };
}

/**
 * The request log: "request completed" at info, with the request (method, redacted URL, host, address),
 * the status and the time taken; "incoming request" at debug only, for following a request in flight.
 */
export function logRequests(app: FastifyInstance): void {
  // Hooks in callback form, and the debug one only where debug lines are written: each async hook is a
  // promise per request, and the session check is cheap enough for that to show (issue 15 §4).
  if (app.log.level === 'debug' || app.log.level === 'trace')
    app.addHook('onRequest', (request, _reply, done) => {
      request.log.debug({ req: request }, 'incoming request');
      done();
    });
  // The line is written by a logger of its own on the same stream, without the redaction paths: what it
  // holds is the two serializers' output and numbers, nothing a path could find, and the wildcard paths
  // cost a copy of every line (~5 µs of the session check's ~70, issue 15 §4).
  const stream = (app.log as unknown as Record<symbol, DestinationStream>)[symbols.streamSym];
  const requestLog = pino(
    { level: app.log.level, serializers: { req: serializeRequest, res: serializeResponse } },
    stream,
  );
  app.addHook('onResponse', (request, reply, done) => {
    requestLog.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
