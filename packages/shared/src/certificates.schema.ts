/**
 * Certificates issued by Ponte (issue 13 §3; ADR 0038 "Certificates"). Completing an enrolment of a
 * course with `certificateOnCompletion` issues one, with a code anyone can verify:
 *   GET  /api/certificados/{code}          → certificateVerificationSchema (anonymous: no session)
 *   GET  /api/certificados/{code}.pdf      → the certificate as a PDF (anonymous)
 *   POST /api/certificados/{code}/revogar  ← revokeCertificateRequestSchema → 204 (Admin)
 * The code is 12 characters of Crockford's base32 from a random source, grouped XXXX-XXXX-XXXX; it is
 * read case-insensitively, with or without the dashes, O as 0 and I or L as 1. An unknown code (or
 * one of another tenant, or junk) is 404.
 */
import { z } from 'zod';
import { V } from './validation.ts';

/** Crockford's base32: digits and letters without I, L, O, U. */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 12;
const GROUP = 4;

/** The code as stored and printed (`7KQ2-M9XD-3FHT`), or null when `raw` cannot be one. */
export function normaliseCertificateCode(raw: string): string | null {
  if (raw.length > 40) return null;
  const plain = raw.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== CERTIFICATE_CODE_LENGTH) return null;
  for (const ch of plain) if (!CERTIFICATE_CODE_ALPHABET.includes(ch)) return null;
  const groups: string[] = [];
  for (let i = 0; i < plain.length; i += GROUP) groups.push(plain.slice(i, i + GROUP));
  return groups.join('-');
}

/** The path's code: any short text (a junk one is a 404, not a 400: the answer tells nothing). */
export const certificateCodeParamsSchema = z.object({ code: z.string().max(64, { error: V.maxLength }) });

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export const certificateStatusSchema = z.enum(CERTIFICATE_STATUSES);
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

/**
 * What anyone with the code sees, and nothing more (LGPD): no e-mail, CPF, ids, full name. `holder`
 * is the first name and the surname's initial ("Ana S."); `issuedOn` a São Paulo day (YYYY-MM-DD);
 * `issuer` the tenant's name.
 */
export const certificateVerificationSchema = z
  .object({
    holder: z.string(),
    course: z.string(),
    workloadHours: z.number().int().nullable(),
    issuedOn: z.string(),
    issuer: z.string(),
    status: certificateStatusSchema,
  })
  .strict();
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const REVOKE_REASON_MAX = 500;
export const revokeCertificateRequestSchema = z.object({
  reason: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(REVOKE_REASON_MAX, { error: V.maxLength }),
});
export type RevokeCertificateRequest = z.infer<typeof revokeCertificateRequestSchema>;

/** "Ana Maria" "Souza Lima" → "Ana S." (the public verification's holder). */
export function holderInitials(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}
