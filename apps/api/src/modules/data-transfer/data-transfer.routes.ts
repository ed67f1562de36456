import fastifyMultipart from '@fastify/multipart';
import {
  formatParamsSchema,
  IMPORT_MAX_BYTES,
  importPreviewSchema,
  importResultSchema,
  TABULAR_CONTENT_TYPES,
  type TabularFormat,
} from '@ponte/shared/data-transfer.schema';
import { errorResponseSchema } from '@ponte/shared/errors.schema';
import { talentQuerySchema } from '@ponte/shared/talents.schema';
import { userListQuerySchema } from '@ponte/shared/users.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { AppError } from '../../http/errors.ts';
import { readUpload } from '../../http/multipart.ts';
import { fileBytes } from '../../http/openapi.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { ListExportService } from './list-export.service.ts';
import { attachment, writeTable } from './tabular.ts';
import type { UserImportService } from './user-import.service.ts';

/** A CSV or XLSX download, as OpenAPI says a file. */
const tableFile = (description: string) => ({
  description,
  content: Object.fromEntries(Object.values(TABULAR_CONTENT_TYPES).map((type) => [type, { schema: fileBytes }])),
});
const uploadErrors = { ...errorResponses, 409: errorResponseSchema, 413: errorResponseSchema } as const;

const tooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', 'dataTransfer.errors.tooLarge', { max: IMPORT_MAX_BYTES / 1024 / 1024 });
const fileOf = async (request: FastifyRequest) => (await readUpload(request, IMPORT_MAX_BYTES, tooLarge)).bytes;

function send(reply: FastifyReply, format: TabularFormat, name: string, bytes: Buffer) {
  return reply
    .header('content-type', TABULAR_CONTENT_TYPES[format])
    .header('content-disposition', attachment(name, format))
    .header('cache-control', 'no-store')
    .send(bytes);
}

/** A list's export as the file asked for: the table the service built, written and sent. */
async function sendTable(
  reply: FastifyReply,
  format: TabularFormat,
  table: { name: string; header: string[]; rows: string[][] },
) {
  return send(reply, format, table.name, await writeTable(format, table.header, table.rows));
}

/**
 * The people import (Admin) and the exports of the user list and the talent base (issue 16 §2, ADR 0047).
 * An export answers what the list would show with the same query: the same filters, visibility and audit.
 */
export const dataTransferRoutes: FastifyPluginAsyncZod<{
  userImport: UserImportService;
  exports: ListExportService;
}> = async (app, { userImport, exports }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });

  app.get(
    '/api/importacao/usuarios/modelo/:formato',
    {
      config: { permission: P.can('users') },
      schema: {
        tags: ['users'],
        summary: 'Download the people import template',
        operationId: 'getUserImportTemplate',
        description: 'The import template as CSV or XLSX: the headers in the caller’s language and one example row.',
        params: formatParamsSchema,
        response: { 200: tableFile('The template, CSV or XLSX.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { formato } = request.params;
      return send(reply, formato, 'modelo-importacao', await userImport.template(request.locale, formato));
    },
  );

  app.post(
    '/api/importacao/usuarios/previa',
    {
      config: { permission: P.can('users') },
      schema: {
        tags: ['users'],
        summary: 'Check a people file before importing it',
        operationId: 'previewUserImport',
        description:
          'Reads a CSV or XLSX (multipart field `file`, up to 5,000 rows) and answers each row with its errors and whether it is new, already registered or invalid. Nothing is saved.',
        consumes: ['multipart/form-data'],
        response: { 200: importPreviewSchema.describe('Each row, its status and errors.'), ...uploadErrors },
      },
    },
    async (request) => userImport.preview(requireTenant(request), request.locale, await fileOf(request)),
  );

  app.post(
    '/api/importacao/usuarios',
    {
      config: { permission: P.can('users') },
      schema: {
        tags: ['users'],
        summary: 'Import people from a file',
        operationId: 'importUsers',
        description:
          'Creates the file’s valid new rows in one go and queues their invitations; rows whose email already exists are left as they are, so the same file twice changes nothing.',
        consumes: ['multipart/form-data'],
        response: {
          200: importResultSchema.describe('How many were created, already there, or invalid.'),
          ...uploadErrors,
        },
      },
    },
    async (request) =>
      userImport.import(requireTenant(request), requireAuth(request).user, request.locale, await fileOf(request)),
  );

  app.get(
    '/api/exportacao/usuarios/:formato',
    {
      config: { permission: P.can('users') },
      schema: {
        tags: ['users'],
        summary: 'Export the user list',
        operationId: 'exportUsers',
        description: 'The user list with the list’s filters and order, as CSV or XLSX (up to 20,000 rows).',
        params: formatParamsSchema,
        querystring: userListQuerySchema,
        response: { 200: tableFile('The users the list finds, CSV or XLSX.'), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendTable(
        reply,
        request.params.formato,
        await exports.users(requireTenant(request), requireAuth(request).user, request.locale, request.query),
      ),
  );

  app.get(
    '/api/exportacao/talentos/:formato',
    {
      config: { permission: P.can('talentBase') },
      schema: {
        tags: ['talents'],
        summary: 'Export the talent base',
        operationId: 'exportTalents',
        description:
          'The talents the same query finds (same view rules: the base view’s filters are for Admin/Rh), in the list’s order, as CSV or XLSX (up to 20,000 rows). Audited with its filters.',
        params: formatParamsSchema,
        querystring: talentQuerySchema,
        response: { 200: tableFile('The talents the list finds, CSV or XLSX.'), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendTable(
        reply,
        request.params.formato,
        await exports.talents(requireTenant(request), requireAuth(request).user, request.locale, request.query),
      ),
  );
};
