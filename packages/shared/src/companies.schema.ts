/**
 * Companies (issue 4 "Companies"; spec §6 "Register company").
 *   POST /api/empresas                    ← companyRequestSchema → companySchema (201)      capability registerCompany
 *   GET  /api/empresas?q&status&sort&order&cursor&limit       → companyListResponseSchema capability companies
 *   GET  /api/empresas/opcoes                                    → companyOptionsResponseSchema (active only; any Admin)
 *   GET  /api/empresas/{id}                                      → companySchema             capability companies
 *   PUT  /api/empresas/{id}               ← companyRequestSchema → companySchema             capability companies
 *   POST /api/empresas/{id}/desativar | /reativar                → companySchema             capability companies
 *   DELETE /api/empresas/{id}             204; 409 while a user links to it                 capability companies
 * Registering needs 'registerCompany' (Admin in mais-pra-ti and sandbox); the list and its edit,
 * deactivate and delete actions are the manager submenu's 'companies' item (Admin wherever the tenant
 * has companies). CNPJ is unique per tenant: a duplicate is 409 with fields.cnpj.
 * The spec's company value -2 means 'no link' (users.company_id null): see NO_COMPANY.
 */
import { z } from 'zod';
import { companySectorSchema, companySizeSchema } from './company-enums.ts';
import { cnpjSchema, digitsOnly, isValidPhone } from './documents.ts';
import { emptyToUndefined, listQueryFields } from './list-query.ts';
import { BRAZILIAN_STATE_CODES } from './reference/brazilian-states.ts';
import { emailSchema, requiredString, rowIdSchema, V } from './validation.ts';

export const COMPANY_NAME_MAX = 255;
/** The spec's company value for 'no link' (a user without a company). */
export const NO_COMPANY = -2;
export const COMPANY_STATUSES = ['active', 'inactive'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const COMPANY_PAGE_SIZE = 20;
export const COMPANY_PAGE_SIZES = [10, 20, 50] as const;
/** The list's sortable columns; the default is the trade name. */
export const COMPANY_SORTS = ['tradeName', 'cnpj', 'sector', 'city', 'status'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
export const COMPANY_SEARCH_MAX = 100;

const stateSchema = z.enum(BRAZILIAN_STATE_CODES, {
  error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? V.required : V.invalid),
});

export const companyRequestSchema = z
  .object({
    legalName: requiredString(COMPANY_NAME_MAX),
    tradeName: requiredString(COMPANY_NAME_MAX),
    /** Masked (99.999.999/9999-99) or bare; stored as 14 digits. */
    cnpj: cnpjSchema,
    sector: companySectorSchema,
    size: companySizeSchema,
    /** Two-letter UF. */
    state: stateSchema,
    /** The 7-digit IBGE municipality code; the server checks it belongs to the state and stores its canonical name. */
    cityCode: z
      .number({ error: V.required })
      .int({ error: V.invalid })
      .min(1_000_000, { error: V.invalid })
      .max(9_999_999, { error: V.invalid }),
    contactEmail: emailSchema,
    phoneDialCode: z.string({ error: V.required }).regex(/^\d{1,4}$/, { error: V.invalid }),
    /** +55: (99) 99999-9999; stored as digits. */
    phone: z
      .string({ error: V.required })
      .transform(digitsOnly)
      .refine((v) => v !== '', { error: V.required }),
  })
  .superRefine((v, ctx) => {
    if (v.phone !== '' && !isValidPhone(v.phoneDialCode, v.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone' });
    }
  });
export type CompanyRequest = z.input<typeof companyRequestSchema>;
export type CompanyInput = z.output<typeof companyRequestSchema>;

export const companySchema = z.object({
  id: z.number().int(),
  legalName: z.string(),
  tradeName: z.string(),
  /** 14 digits; the web shows it masked (formatCnpj). */
  cnpj: z.string(),
  sector: companySectorSchema,
  size: companySizeSchema,
  state: z.string(),
  city: z.string(),
  cityCode: z.number().int(),
  contactEmail: z.string(),
  phoneDialCode: z.string(),
  phone: z.string(),
  status: z.enum(COMPANY_STATUSES),
  /** Users whose company is this one: while above zero the company cannot be deleted. */
  linkedUsers: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;

export const companyListQuerySchema = z.object({
  /** Part of the legal or trade name, or of the CNPJ (digits, masked or not). */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(COMPANY_SEARCH_MAX, { error: V.maxLength }).optional()),
  status: z.preprocess(emptyToUndefined, z.enum([...COMPANY_STATUSES, 'all'], { error: V.invalid }).default('all')),
  ...listQueryFields({
    sorts: COMPANY_SORTS,
    defaultSort: 'tradeName',
    pageSizes: COMPANY_PAGE_SIZES,
    defaultLimit: COMPANY_PAGE_SIZE,
  }),
});
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;
/** The list query once parsed (the web reads it from the URL). */
export type CompanyListFilters = z.output<typeof companyListQuerySchema>;

export const companyListResponseSchema = z.object({
  items: z.array(companySchema),
  /** null on the last page. Ordered by the chosen column, then id. */
  nextCursor: z.string().nullable(),
  /** Every company the filters match, on all pages. */
  total: z.number().int(),
});
export type CompanyListResponse = z.infer<typeof companyListResponseSchema>;

export const companyParamsSchema = z.object({ id: rowIdSchema });

/** For selects (the user form): active companies, by trade name. */
export const companyOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type CompanyOption = z.infer<typeof companyOptionSchema>;
export const companyOptionsResponseSchema = z.array(companyOptionSchema);
