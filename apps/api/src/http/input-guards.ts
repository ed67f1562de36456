import type { FastifyInstance } from 'fastify';
import { Errors } from './errors.ts';

/** Deeper than any body the API accepts; beyond it the schema refuses the body anyway. */
const MAX_DEPTH = 32;

/** The dotted paths ("actions.0.name") of the strings holding a NUL byte, in keys or values. */
function nulPaths(value: unknown, path: string, found: string[], depth = 0): void {
  if (found.length >= 20 || depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path || '_');
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      nulPaths(item, path ? `${path}.${index}` : String(index), found, depth + 1);
    }
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) found.push(at);
      else nulPaths(item, at, found, depth + 1);
    }
  }
}

/**
 * PostgreSQL refuses a NUL byte in text, so one in a path, query or JSON body would fail the query it
 * reaches (a 500) or, worse, be cut where another store keeps it. No text a person types holds one: it
 * is a 400 naming the fields, before any route or schema sees it (issue 15 §1).
 */
export function registerInputGuards(app: FastifyInstance): void {
  // Callback form: runs on every request, and an async hook is a promise each time (issue 15 §4).
  app.addHook('preValidation', (request, _reply, done) => {
    const found: string[] = [];
    nulPaths(request.params, '', found);
    nulPaths(request.query, '', found);
    nulPaths(request.body, '', found);
    if (found.length > 0) {
      done(Errors.invalidFields(Object.fromEntries(found.map((path) => [path, 'validation.invalid']))));
      return;
    }
    done();
  });
}
