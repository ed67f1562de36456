import type { ZodType } from 'zod';

/**
 * A list's state as its address holds it: each known key read with the list's own query schema (the
 * one the API validates with). A value the schema refuses is dropped and the rest kept, so a stale or
 * edited link shows the list with its defaults there instead of an error; unknown keys are ignored.
 */
export function parseListParams<T>(schema: ZodType<T>, params: URLSearchParams, keys: readonly string[]): T {
  const input: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null) input[key] = value;
  }
  // Each failed round drops the keys it names, so the loop ends within keys.length + 1 rounds.
  for (let round = 0; round <= keys.length; round += 1) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const bad = result.error.issues.map((issue) => String(issue.path[0] ?? '')).filter((key) => key in input);
    if (bad.length === 0) break;
    for (const key of bad) delete input[key];
  }
  return schema.parse({});
}

/** The address after some keys change: null or '' removes a key. A new filter or sort starts at page one. */
export function withParams(params: URLSearchParams, changes: Readonly<Record<string, string | null>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('cursor' in changes)) next.delete('cursor');
  return next;
}

/** A parsed list query as the API's query string (empty values left out). */
export function searchParamsOf(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}
