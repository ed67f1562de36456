import { describe, expect, it } from 'vitest';
import { serializeError } from './logging.ts';

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
