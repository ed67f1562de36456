import { companyListQuerySchema } from '@ponte/shared/companies.schema';
import { describe, expect, it } from 'vitest';
import { parseListParams, withParams } from './list-params.ts';

const KEYS = ['q', 'status', 'sort', 'order', 'cursor', 'limit'] as const;

describe('parseListParams', () => {
  it('reads the known keys with the list schema and its defaults', () => {
    const query = parseListParams(
      companyListQuerySchema,
      new URLSearchParams('q=acme&sort=city&order=desc&utm=x'),
      KEYS,
    );
    expect(query).toEqual({ q: 'acme', status: 'all', sort: 'city', order: 'desc', limit: 20 });
  });

  it('drops only the values the schema refuses', () => {
    const query = parseListParams(
      companyListQuerySchema,
      new URLSearchParams('q=acme&sort=phone&limit=5000&status=inactive'),
      KEYS,
    );
    expect(query).toEqual({ q: 'acme', status: 'inactive', sort: 'tradeName', order: 'asc', limit: 20 });
  });
});

describe('withParams', () => {
  it('sets and removes keys, and a change of filter or sort goes back to the first page', () => {
    const params = new URLSearchParams('q=acme&cursor=abc&limit=50');
    expect(withParams(params, { status: 'active', q: null }).toString()).toBe('limit=50&status=active');
    expect(withParams(params, { cursor: 'def' }).toString()).toBe('q=acme&cursor=def&limit=50');
  });
});
