import { isErrorResponse } from '@ponte/shared/errors.schema';
import { describe, expect, it } from 'vitest';
import { errorBody } from './error-body.ts';

const samples: unknown[] = [
  { error: { code: 'NOT_FOUND', message: 'Não encontrado' } },
  { error: { code: 'VALIDATION_ERROR', message: 'Inválido', fields: { email: 'Obrigatório', 'a.b': 'x' } } },
  { error: { code: 'VALIDATION_ERROR', message: 'Inválido', fields: {} } },
  { error: { code: 'INTERNAL', message: 'x', extra: 1 }, other: true },
  { error: { code: 'NOPE', message: 'x' } },
  { error: { code: 'NOT_FOUND' } },
  { error: { code: 'NOT_FOUND', message: 3 } },
  { error: { code: 'NOT_FOUND', message: 'x', fields: { email: 1 } } },
  { error: { code: 'NOT_FOUND', message: 'x', fields: ['a'] } },
  { error: { code: 'NOT_FOUND', message: 'x', fields: null } },
  { error: 'NOT_FOUND' },
  { message: 'x' },
  'text',
  null,
  undefined,
  [],
];

describe('errorBody', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with the shared schema: %s',
    (_, sample) => {
      expect(errorBody(sample) !== null).toBe(isErrorResponse(sample));
    },
  );

  it('returns the error itself', () => {
    const error = { code: 'CONFLICT', message: 'Já existe' };
    expect(errorBody({ error })).toBe(error);
  });
});
