import {
  helpArticleListSchema,
  helpArticleSchema,
  helpContactRequestSchema,
  helpContextQuerySchema,
  helpSearchQuerySchema,
  helpSettingsSchema,
  helpSlugParamsSchema,
  helpStatsSchema,
  helpTenantArticleListSchema,
  helpTenantArticleRequestSchema,
  helpTenantArticleSchema,
  helpVoteRequestSchema,
  helpVoteSchema,
} from '@ponte/shared/help.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { HelpService } from './help.service.ts';

const tags = ['help'];

function who(request: FastifyRequest) {
  return [requireTenant(request), requireAuth(request).user] as const;
}

/** The help centre (issue 14 §2; ADR 0040): every signed-in role reads, the tenant's Admin manages. */
export const helpRoutes: FastifyPluginAsyncZod<{ help: HelpService }> = async (app, { help }) => {
  app.get(
    '/api/ajuda/artigos',
    {
      config: { permission: P.can('help') },
      schema: {
        tags,
        summary: 'List or search help articles',
        operationId: 'listHelpArticles',
        description:
          "With q: full-text search in the article's language, accents ignored, each word a prefix, best first (the normalised query and its result count are recorded, without the person). Without q: every article the caller may read, by category.",
        querystring: helpSearchQuerySchema,
        response: {
          200: helpArticleListSchema.describe("The articles the caller's role may read."),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ items: await help.search(...who(request), request.locale, request.query.q) }),
  );

  app.get(
    '/api/ajuda/artigos/:slug',
    {
      config: { permission: P.can('help') },
      schema: {
        tags,
        summary: 'Read a help article',
        operationId: 'getHelpArticle',
        description: "An article in the caller's language (else Portuguese); 404 when their role may not read it.",
        params: helpSlugParamsSchema,
        response: { 200: helpArticleSchema.describe("The article in the caller's language."), ...errorResponses },
      },
    },
    async (request) => help.article(...who(request), request.locale, request.params.slug),
  );

  app.get(
    '/api/ajuda/contexto',
    {
      config: { permission: P.can('help') },
      schema: {
        tags,
        summary: 'List the help articles for a screen',
        operationId: 'listContextHelpArticles',
        description: 'The articles for a screen (rota: its path under /plataforma/), for the "?" drawer.',
        querystring: helpContextQuerySchema,
        response: { 200: helpArticleListSchema.describe('The articles for that screen.'), ...errorResponses },
      },
    },
    async (request) => ({ items: await help.context(...who(request), request.locale, request.query.rota) }),
  );

  app.put(
    '/api/ajuda/artigos/:slug/voto',
    {
      config: { permission: P.can('help') },
      schema: {
        tags,
        summary: 'Say whether an article helped',
        operationId: 'voteHelpArticle',
        description: '"Isso ajudou?": one vote per person and article; sending again replaces it.',
        params: helpSlugParamsSchema,
        body: helpVoteRequestSchema,
        response: { 200: helpVoteSchema.describe('The vote as saved.'), ...errorResponses },
      },
    },
    async (request) => help.vote(...who(request), request.params.slug, request.body),
  );

  app.post(
    '/api/ajuda/contato',
    {
      config: { permission: P.can('help') },
      schema: {
        tags,
        summary: "Write to the tenant's support",
        operationId: 'contactSupport',
        description:
          "A message to the tenant's support address (its Admins when none is set), with article and screen.",
        body: helpContactRequestSchema,
        response: { 204: z.null().describe('Sent.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await help.contact(...who(request), request.locale, request.body);
      return reply.code(204).send(null);
    },
  );

  // Admin: the tenant's own articles, its support address and the statistics.
  const manage = { permission: P.can('helpManagement') };

  app.get(
    '/api/ajuda/artigos-da-instituicao',
    {
      config: manage,
      schema: {
        tags,
        summary: "List the tenant's own help articles",
        operationId: 'listTenantHelpArticles',
        response: { 200: helpTenantArticleListSchema.describe('The tenant articles.'), ...errorResponses },
      },
    },
    async (request) => ({ items: await help.tenantArticles(requireTenant(request)) }),
  );

  app.post(
    '/api/ajuda/artigos-da-instituicao',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Write a tenant help article',
        operationId: 'createTenantHelpArticle',
        description: 'A tenant article; its HTML is sanitised against the rich-text allow-list.',
        body: helpTenantArticleRequestSchema,
        response: { 201: helpTenantArticleSchema.describe('The new article.'), ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await help.saveTenantArticle(requireTenant(request), request.body)),
  );

  app.put(
    '/api/ajuda/artigos-da-instituicao/:slug',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Edit a tenant help article',
        operationId: 'updateTenantHelpArticle',
        params: helpSlugParamsSchema,
        body: helpTenantArticleRequestSchema,
        response: { 200: helpTenantArticleSchema.describe('The article as saved.'), ...errorResponses },
      },
    },
    async (request) => help.saveTenantArticle(requireTenant(request), request.body, request.params.slug),
  );

  app.delete(
    '/api/ajuda/artigos-da-instituicao/:slug',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete a tenant help article',
        operationId: 'deleteTenantHelpArticle',
        params: helpSlugParamsSchema,
        response: { 204: z.null().describe('Deleted.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await help.removeTenantArticle(requireTenant(request), request.params.slug);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/ajuda/configuracao',
    {
      config: manage,
      schema: {
        tags,
        summary: "Read the tenant's help centre settings",
        operationId: 'getHelpSettings',
        response: { 200: helpSettingsSchema.describe('The settings.'), ...errorResponses },
      },
    },
    async (request) => help.settings(requireTenant(request)),
  );

  app.put(
    '/api/ajuda/configuracao',
    {
      config: manage,
      schema: {
        tags,
        summary: "Save the tenant's help centre settings",
        operationId: 'saveHelpSettings',
        body: helpSettingsSchema,
        response: { 200: helpSettingsSchema.describe('The settings as saved.'), ...errorResponses },
      },
    },
    async (request) => help.saveSettings(requireTenant(request), request.body),
  );

  app.get(
    '/api/ajuda/estatisticas',
    {
      config: manage,
      schema: {
        tags,
        summary: "Read the help centre's statistics",
        operationId: 'getHelpStatistics',
        description: 'Views, helpful share, top searches and searches that found nothing, over the last 30 days.',
        response: { 200: helpStatsSchema.describe('The last 30 days’ figures.'), ...errorResponses },
      },
    },
    async (request) => help.stats(requireTenant(request), request.locale),
  );
};
