import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, logRequests, serializeError } from './logging.ts';

describe('serializeError', () => {
  it('keeps the query and the SQLSTATE but none of the values a failed query carries', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "123.456.789-09"'), {
      code: '22P02',
      detail: 'Key (cpf)=(123.456.789-09) already exists.',
      constraint: 'users_cpf_key',
    });
    const error = new Error(
      'Failed query: update users set cpf = $1, income = $2 where id = $3\nparams: 123.456.789-09,8500,42',
      { cause },
    );
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('123.456.789-09');
    expect(text).not.toContain('8500');
    expect(text).toContain('update users set cpf = $1');
    expect(text).toContain('22P02');
    expect(text).toContain('users_cpf_key');
  });

  it('leaves an ordinary error as it is, with its stack', () => {
    const serialized = serializeError(new TypeError('x is not a function')) as Record<string, string>;
    expect(serialized.type).toBe('TypeError');
    expect(serialized.message).toBe('x is not a function');
    expect(serialized.stack).toContain('logging.test.ts');
  });
});

describe('the request log', () => {
  it('writes one line a request with its status, and neither its cookie, its headers nor a token in its URL', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const app = Fastify(loggerOptions('info', stream));
    logRequests(app);
    app.get('/x', async (_request, reply) => {
      reply.header('set-cookie', 'ponte_session=secret-session; HttpOnly');
      return { ok: true };
    });
    await app.inject({
      method: 'GET',
      url: '/x?token=abc123&page=2',
      headers: { cookie: 'ponte_session=secret-cookie' },
    });
    await app.close();

    const written = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = written.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      req: { method: 'GET', url: '/x?token=[redacted]&page=2' },
      res: { statusCode: 200 },
    });
    const text = lines.join('\n');
    expect(text).not.toContain('secret-cookie');
    expect(text).not.toContain('secret-session');
    expect(text).not.toContain('abc123');
  });
});
