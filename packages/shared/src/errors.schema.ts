import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

/** Its name among the OpenAPI document's components: every error response refers to it, none restates it. */
export const ERROR_RESPONSE_SCHEMA_ID = 'ErrorResponse';

/** The one error shape every API failure has. `fields` maps a dotted field path to a message in the caller's language. */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string().describe("What went wrong, in the caller's language."),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .describe("A message per invalid field, by dotted path (`actions.0.name`), in the caller's language."),
    }),
  })
  .meta({ id: ERROR_RESPONSE_SCHEMA_ID, description: 'The one shape of every failure (ADR 0010).' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function isErrorResponse(value: unknown): value is ErrorResponse {
  return errorResponseSchema.safeParse(value).success;
}
