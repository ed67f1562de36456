/**
 * Data in and out (issue 16 §2, ADR 0047). Capability 'users' (Admin) for the import; the exports follow
 * the list they come from.
 *   GET  /api/importacao/usuarios/modelo/{csv|xlsx}  → the template (headers in the caller's language)
 *   POST /api/importacao/usuarios/previa   (multipart `file`) → importPreviewSchema: each row with its errors
 *   POST /api/importacao/usuarios          (multipart `file`) → importResultSchema: the valid rows created in
 *        one transaction, invitations queued; a row whose email already exists is left as it is, so importing
 *        the same file twice changes nothing.
 *   GET  /api/exportacao/usuarios/{csv|xlsx}?<userListQuery>  → the user list as on screen
 *   GET  /api/exportacao/talentos/{csv|xlsx}?<talentQuery>    → the talent base as on screen (same view rules)
 *
 * A header is recognised in any of the three languages (case and accents ignored); role, company and sector
 * cells by their labels. Cells starting with =, +, - or @ are written as text (CSV: a leading apostrophe).
 */
import { z } from 'zod';

export const TABULAR_FORMATS = ['csv', 'xlsx'] as const;
export type TabularFormat = (typeof TABULAR_FORMATS)[number];
export const TABULAR_CONTENT_TYPES: Record<TabularFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const formatParamsSchema = z.object({ formato: z.enum(TABULAR_FORMATS) });

/** The columns of the people file, in the template's order; the first four are required in every row. */
export const IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'role',
  'company',
  'sector',
  'position',
  'cpf',
  'birthDate',
  'phone',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ['firstName', 'lastName', 'email', 'role'];
/** The profile basics a talent's row may carry; ignored (and reported) on other roles' rows. */
export const TALENT_ONLY_COLUMNS: readonly ImportColumn[] = ['cpf', 'birthDate', 'phone'];

/** One file, one go: 5,000 rows import in under a minute (docs/performance.md). */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const IMPORT_ROW_STATUSES = ['valid', 'invalid', 'existing'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const importRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  values: z.partialRecord(z.enum(IMPORT_COLUMNS), z.string()),
  status: z.enum(IMPORT_ROW_STATUSES),
  /** Column → message key (the form's own messages: validation.required, validation.cpf…). */
  errors: z.partialRecord(z.enum(IMPORT_COLUMNS), z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

const countsSchema = z.object({
  valid: z.number().int(),
  invalid: z.number().int(),
  existing: z.number().int(),
});

export const importPreviewSchema = z.object({
  rows: z.array(importRowSchema),
  counts: countsSchema,
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  /** Accounts created (and invited) now. */
  created: z.number().int(),
  existing: z.number().int(),
  invalid: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The exports stop here: a larger base is narrowed with the filters first. */
export const EXPORT_MAX_ROWS = 20_000;

/** Spreadsheet programs run a cell that starts like a formula; such a text is written so it stays text. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** How headers and labels are compared: case, accents, spaces and a trailing '*' ignored. */
export function looseKey(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/\*/g, '').trim().replace(/\s+/g, ' ').toLowerCase();
}
