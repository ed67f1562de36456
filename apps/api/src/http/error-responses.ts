import { errorResponseSchema } from '@ponte/shared/errors.schema';

/** Documents the shared error shape in OpenAPI for the statuses any route may answer. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
} as const;
