import { Errors } from '../../http/errors.ts';

/**
 * Keyset cursors travel as base64url JSON of the last row's sort key. They are opaque to the web;
 * one that does not decode to the expected shape is a 400, never a 500 or a silent first page.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor<T extends readonly ('string' | 'number')[]>(
  cursor: string | undefined,
  shape: T,
): { [K in keyof T]: T[K] extends 'string' ? string : number } | null {
  if (cursor === undefined || cursor === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw Errors.invalidFields({ cursor: 'validation.invalid' });
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.length === shape.length &&
    parsed.every((v, i) =>
      shape[i] === 'number'
        ? Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= 2_147_483_647
        : typeof v === 'string' && v.length <= 300,
    );
  if (!valid) throw Errors.invalidFields({ cursor: 'validation.invalid' });
  return parsed as { [K in keyof T]: T[K] extends 'string' ? string : number };
}
