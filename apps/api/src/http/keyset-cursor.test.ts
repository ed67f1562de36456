import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { decodeCursor, encodeCursor } from './keyset-cursor.ts';

const refused = (list: string, cursor: string, shape: Parameters<typeof decodeCursor>[2]) => {
  try {
    decodeCursor(list, cursor, shape);
  } catch (error) {
    return error instanceof AppError && error.statusCode === 400 && error.fieldKeys?.cursor === 'validation.invalid';
  }
  return false;
};
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keyset cursor', () => {
  it('gives back the key it was made from, and null for the first page', () => {
    const cursor = encodeCursor('companies:tradeName', ['Ácido Ltda', 42]);
    expect(decodeCursor('companies:tradeName', cursor, ['string', 'int'])).toEqual(['Ácido Ltda', 42]);
    expect(decodeCursor('companies:tradeName', undefined, ['string', 'int'])).toBeNull();
    expect(decodeCursor('companies:tradeName', '', ['string', 'int'])).toBeNull();
  });

  it('refuses, as a 400 on the cursor field, what does not decode or belongs to another list or sort', () => {
    const cursor = encodeCursor('talents:name:asc', ['Ana', 'Silva', 7]);
    expect(refused('talents:name:desc', cursor, ['string', 'string', 'int'])).toBe(true);
    expect(refused('users:name', cursor, ['string', 'int'])).toBe(true);
    expect(refused('x', 'not-a-cursor', ['int'])).toBe(true);
    expect(refused('x', '%%%', ['int'])).toBe(true);
    expect(refused('x', raw({ k: [1] }), ['int'])).toBe(true);
    expect(refused('x', raw(['x', -1]), ['int'])).toBe(true);
    expect(refused('x', raw(['x', 2 ** 31]), ['int'])).toBe(true);
    expect(refused('x', raw(['x', 'yesterday']), ['instant'])).toBe(true);
    expect(refused('x', raw(['x', '2026-13-45T99:00:00Z']), ['instant'])).toBe(true);
    expect(refused('x', raw(['x', 'yesterday']), ['pgTimestampOrNull'])).toBe(true);
    expect(decodeCursor('x', raw(['x', null]), ['pgTimestampOrNull'])).toEqual([null]);
    expect(refused('x', raw(['x', 'a'.repeat(501)]), ['string'])).toBe(true);
  });
});
