import { z } from 'zod';
import { localeSchema } from './core-enums.schema.ts';
import { ROW_ID_MAX, V } from './validation.ts';

/** Spec §7: POST /api/configuracoes-de-usuario {key, value, userId}. Only 'language' exists today. */
export const userSettingRequestSchema = z.discriminatedUnion('key', [
  z.object({
    key: z.literal('language'),
    value: localeSchema,
    userId: z.number({ error: V.required }).int().positive().max(ROW_ID_MAX, { error: V.invalid }),
  }),
]);
export type UserSettingRequest = z.infer<typeof userSettingRequestSchema>;

export const userSettingResponseSchema = z.object({
  key: z.string(),
  value: z.string(),
  userId: z.number().int(),
});
export type UserSettingResponse = z.infer<typeof userSettingResponseSchema>;
