import { z } from 'zod';
import type { Locale } from './locales.ts';

/**
 * Spec §3 "Option items fetched by type", plus the follow-up's annotation categories (issue 12) and
 * the reasons an enrolment becomes inactive or evaded (issue 13).
 * Served by GET /api/opcoes/{type}.
 */
export const OPTION_TYPES = [
  'MENTOR_AREA',
  'EMPLOYEE_SECTOR',
  'COMPANY_RELATIONSHIP',
  'FLUENCY_LEVEL',
  'ANNOTATION_CATEGORY',
  'EVASION_REASON',
] as const;
export type OptionType = (typeof OPTION_TYPES)[number];
export const optionTypeSchema = z.enum(OPTION_TYPES);

export const optionLabelSchema = z.object({ ptBr: z.string(), enUs: z.string(), esMx: z.string() });
export type OptionLabel = z.infer<typeof optionLabelSchema>;

export const optionItemSchema = z.object({ id: z.number().int(), label: optionLabelSchema });
export type OptionItem = z.infer<typeof optionItemSchema>;

export const optionsParamsSchema = z.object({ type: optionTypeSchema });
export const optionsResponseSchema = z.array(optionItemSchema);

/** Spec §7: the mentor area filter sends 28 for technical mentoring, 27 otherwise; 'Todos' sends none. */
export const MENTOR_AREA_IDS = { behavioural: 27, technical: 28 } as const;

/** An option item's label in a language (the web's own formatting lives in lib/option-label.ts). */
export function optionItemText(option: OptionItem, locale: Locale): string {
  return locale === 'en-US' ? option.label.enUs : locale === 'es-MX' ? option.label.esMx : option.label.ptBr;
}
