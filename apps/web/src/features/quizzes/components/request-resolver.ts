import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver that checks what the form will send (not the form's own values) with the
 * server's schema, and puts each issue on the field that shows it: a question's options are not checked
 * when its type has none; a quiz's `opensAt` error shows on its date.
 */
export function requestResolver<T extends FieldValues>(
  schema: ZodType,
  toRequest: (values: T) => unknown,
  fieldOf: (path: readonly PropertyKey[]) => string = (path) => path.map(String).join('.'),
): Resolver<T> {
  return async (values) => {
    const parsed = schema.safeParse(toRequest(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const path = fieldOf(issue.path).split('.');
      let node = errors;
      path.forEach((key, i) => {
        if (i === path.length - 1) {
          if (!node[key]) node[key] = { type: 'validation', message: issue.message };
        } else {
          node[key] = (node[key] as Record<string, unknown>) ?? {};
          node = node[key] as Record<string, unknown>;
        }
      });
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
