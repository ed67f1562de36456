/**
 * Skills and competencies tab (spec §3 "Language", "Certificate"; §5 tags, language form; §7).
 *   GET /api/perfil/{id}/competencias                         → skillsResponseSchema
 *   PUT /api/perfil/{id}/competencias                         ← skillsSchema, → skillsResponseSchema
 *   GET /api/perfil/{id}/idiomas                              → languageListSchema
 *   PUT /api/perfil/{id}/idiomas                              ← languageRequestSchema (spec §7)
 *   DELETE /api/perfil/{id}/idiomas/{languageId}
 *   GET /api/perfil/{id}/certificados                         → certificateListSchema
 *   PUT /api/perfil/{id}/certificados                         ← certificateRequestSchema (spec §7)
 *   DELETE /api/perfil/{id}/certificados/{certificateId}
 * PUT is an upsert: languageId / certificateId null adds a row, an existing id edits that row.
 */
import { z } from 'zod';
import { offeredLanguageSchema, SIGN_LANGUAGES } from './profile-enums.ts';
import { todayIso } from './profile-personal.schema.ts';
import { ROW_ID_MAX, rowIdSchema, V } from './validation.ts';

/** Spec §5/§9: at most 50 characters per tag. */
export const SKILL_TAG_MAX = 50;
export const SKILL_TAGS_MAX = 30;
export const CERTIFICATE_TEXT_MAX = 255;

/** Spec §5: commas are stripped, blanks ignored; used by the tag input and by the server. */
export function normaliseTag(raw: string): string {
  return raw.replace(/,/g, '').trim();
}

const tagList = z
  .array(z.string().max(200, { error: V.maxLength }))
  .max(SKILL_TAGS_MAX, { error: 'validation.tooManyItems' })
  .transform((tags) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const tag of tags.map(normaliseTag)) {
      const key = tag.toLocaleLowerCase('pt-BR');
      if (tag === '' || seen.has(key)) continue;
      seen.add(key);
      out.push(tag);
    }
    return out;
  })
  .refine((tags) => tags.every((t) => t.length <= SKILL_TAG_MAX), { error: 'validation.tagTooLong' });

export const skillsSchema = z.object({ softSkills: tagList, hardSkills: tagList });
export type Skills = z.output<typeof skillsSchema>;
/** What the server sends: the tags as stored (the request schema's normalising transform cannot encode). */
export const skillsResponseSchema = z.object({ softSkills: z.array(z.string()), hardSkills: z.array(z.string()) });

// --- Languages ----------------------------------------------------------------------------------

const levelId = z.number({ error: V.required }).int().positive().max(ROW_ID_MAX, { error: V.invalid });
/** Spec §5: an unchosen language is 'Campo obrigatório', not 'Valor inválido'. */
const languageName = z.enum(offeredLanguageSchema.options, {
  error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? V.required : V.invalid),
});

export const languageRequestSchema = z
  .object({
    languageId: z.number().int().positive().max(ROW_ID_MAX, { error: V.invalid }).nullable(),
    nameLanguage: languageName,
    generalLevel: levelId,
    speakingLevel: levelId.nullable(),
    writingLevel: levelId.nullable(),
    readingLevel: levelId.nullable(),
  })
  // Spec §5: writing and reading do not apply to sign languages; the server stores them as null.
  .transform((v) => (SIGN_LANGUAGES.includes(v.nameLanguage) ? { ...v, writingLevel: null, readingLevel: null } : v));
export type LanguageRequest = z.input<typeof languageRequestSchema>;

export const languageSchema = z.object({
  id: z.number().int(),
  languageId: z.number().int(),
  nameLanguage: offeredLanguageSchema,
  generalLevel: z.number().int(),
  speakingLevel: z.number().int().nullable(),
  writingLevel: z.number().int().nullable(),
  readingLevel: z.number().int().nullable(),
});
export type Language = z.infer<typeof languageSchema>;
export const languageListSchema = z.array(languageSchema);
export const languageParamsSchema = z.object({
  id: z.uuid({ error: V.invalid }),
  languageId: rowIdSchema,
});

// --- Certificates -------------------------------------------------------------------------------

const certificateText = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(CERTIFICATE_TEXT_MAX, { error: V.maxLength });

export const certificateRequestSchema = z.object({
  certificateId: z.number().int().positive().max(ROW_ID_MAX, { error: V.invalid }).nullable(),
  courseName: certificateText,
  platform: certificateText,
  issueDate: z.iso
    .date({ error: 'validation.date' })
    .refine((v) => v <= todayIso(), { error: 'validation.futureDate' })
    .nullable(),
  url: certificateText.pipe(z.url({ protocol: /^https?$/, error: 'validation.url' })),
});
export type CertificateRequest = z.infer<typeof certificateRequestSchema>;

export const certificateSchema = z.object({
  certificateId: z.number().int(),
  courseName: z.string(),
  platform: z.string(),
  issueDate: z.string().nullable(),
  url: z.string(),
  /**
   * Issued by Ponte on completing a course (issue 13 §3): read-only, listed after the person's own,
   * `certificateId` is then the issued certificate's (not one to edit or delete), `platform` the
   * tenant and `url` its verification page.
   */
  issuedByPlatform: z.boolean().optional(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateListSchema = z.array(certificateSchema);
export const certificateParamsSchema = z.object({
  id: z.uuid({ error: V.invalid }),
  certificateId: rowIdSchema,
});
