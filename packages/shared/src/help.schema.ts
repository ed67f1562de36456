/**
 * The help centre (issue 14 §2; ADR 0040). Every signed-in person reads; Admin writes the tenant's own
 * articles and reads the statistics.
 *   GET  /api/ajuda/artigos?q=            → helpArticleListSchema (best first with q; by category without)
 *   GET  /api/ajuda/artigos/{slug}        → helpArticleSchema (404 when the caller's role may not read it)
 *   GET  /api/ajuda/contexto?rota=        → helpArticleListSchema (the articles of a screen)
 *   PUT  /api/ajuda/artigos/{slug}/voto   helpVoteRequestSchema → helpVoteSchema
 *   POST /api/ajuda/contato               helpContactRequestSchema → 204
 *   GET/POST /api/ajuda/artigos-da-instituicao, PUT/DELETE …/{slug}  (Admin: the tenant's articles)
 *   GET  /api/ajuda/estatisticas          → helpStatsSchema (Admin, last 30 days)
 */
import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { ROLES } from './roles.ts';
import { emailSchema, requiredString, V } from './validation.ts';

export const HELP_CATEGORIES = [
  'account',
  'profile',
  'talents',
  'courses',
  'mentoring',
  'quizzes',
  'privacy',
  'institution',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const HELP_STATS_DAYS = 30;
export const HELP_QUERY_MAX = 200;
export const HELP_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What the search compares: lower case, no accents, single spaces. Both the stored text and the query. */
export function normaliseHelpText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export const helpSlugSchema = z.string().max(80, { error: V.maxLength }).regex(HELP_SLUG_PATTERN, { error: V.invalid });
export const helpSlugParamsSchema = z.object({ slug: helpSlugSchema });

export const helpArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.enum(HELP_CATEGORIES),
  /** The tenant's own article (written by its Admin) rather than a product one. */
  institution: z.boolean(),
  /** A few words of the body, for the result list. */
  excerpt: z.string(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpArticleListSchema = z.object({ items: z.array(helpArticleSummarySchema) });
export type HelpArticleList = z.infer<typeof helpArticleListSchema>;

export const helpSearchQuerySchema = z.object({
  q: z.string().max(HELP_QUERY_MAX, { error: V.maxLength }).optional(),
});
export const helpContextQuerySchema = z.object({
  rota: z.string().max(200, { error: V.maxLength }).default(''),
});

export const helpArticleSchema = helpArticleSummarySchema.omit({ excerpt: true }).extend({
  locale: z.enum(LOCALES),
  /** Sanitised HTML (Markdown rendered for product articles; the editor's for the tenant's). */
  bodyHtml: z.string(),
  /** The caller's vote, if any. */
  vote: z.object({ helpful: z.boolean(), comment: z.string().nullable() }).nullable(),
  updatedAt: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpVoteRequestSchema = z.object({
  helpful: z.boolean({ error: V.required }),
  comment: z.string().trim().max(2000, { error: V.maxLength }).nullable().optional(),
});
export type HelpVoteRequest = z.infer<typeof helpVoteRequestSchema>;
export const helpVoteSchema = z.object({ helpful: z.boolean(), comment: z.string().nullable() });

export const helpContactRequestSchema = z.object({
  message: requiredString(4000),
  /** The article the person was reading, if any. */
  article: helpSlugSchema.nullable().optional(),
  /** The screen the person came from (a path under /plataforma). */
  screen: z.string().trim().max(200, { error: V.maxLength }).nullable().optional(),
});
export type HelpContactRequest = z.infer<typeof helpContactRequestSchema>;

const localeTextSchema = z.object({ title: requiredString(200), bodyHtml: requiredString(200_000) });
export const helpTenantArticleRequestSchema = z.object({
  slug: helpSlugSchema,
  category: z.enum(HELP_CATEGORIES, { error: V.required }),
  roles: z.array(z.enum(ROLES)).max(ROLES.length).default([]),
  routes: z.array(z.string().trim().min(1).max(80)).max(20).default([]),
  /** pt-BR is required; the other languages fall back to it. */
  texts: z.object({
    'pt-BR': localeTextSchema,
    'en-US': localeTextSchema.nullable().optional(),
    'es-MX': localeTextSchema.nullable().optional(),
  }),
});
export type HelpTenantArticleRequest = z.infer<typeof helpTenantArticleRequestSchema>;

export const helpTenantArticleSchema = z.object({
  slug: z.string(),
  category: z.enum(HELP_CATEGORIES),
  roles: z.array(z.enum(ROLES)),
  routes: z.array(z.string()),
  texts: z.object({
    'pt-BR': z.object({ title: z.string(), bodyHtml: z.string() }),
    'en-US': z.object({ title: z.string(), bodyHtml: z.string() }).nullable(),
    'es-MX': z.object({ title: z.string(), bodyHtml: z.string() }).nullable(),
  }),
  updatedAt: z.string(),
});
export type HelpTenantArticle = z.infer<typeof helpTenantArticleSchema>;
export const helpTenantArticleListSchema = z.object({ items: z.array(helpTenantArticleSchema) });

export const helpSettingsSchema = z.object({ supportEmail: emailSchema.nullable() });
export type HelpSettings = z.infer<typeof helpSettingsSchema>;

export const helpStatsSchema = z.object({
  days: z.number().int(),
  views: z.number().int(),
  votes: z.number().int(),
  /** Share of "yes" among the votes, 0–100, null without votes. */
  helpfulPercent: z.number().nullable(),
  articles: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      views: z.number().int(),
      votes: z.number().int(),
      helpfulPercent: z.number().nullable(),
    }),
  ),
  topSearches: z.array(z.object({ query: z.string(), count: z.number().int(), results: z.number().int() })),
  zeroResultSearches: z.array(z.object({ query: z.string(), count: z.number().int() })),
});
export type HelpStats = z.infer<typeof helpStatsSchema>;
