import fastifyMultipart from '@fastify/multipart';
import { errorResponseSchema } from '@ponte/shared/errors.schema';
import {
  fileParamsSchema,
  PHOTO_MAX_BYTES,
  profilePhotoSchema,
  RESUME_MAX_BYTES,
  setFileRequestSchema,
  uploadResponseSchema,
} from '@ponte/shared/files.schema';
import { profileParamsSchema } from '@ponte/shared/profile.schema';
import { resumeSchema } from '@ponte/shared/profile-professional.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { readUpload } from '../../http/multipart.ts';
import { fileBytes } from '../../http/openapi.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { FilesService, StoredFileContent } from './files.service.ts';
import { photoTooLarge } from './image.ts';
import { resumeTooLarge } from './pdf.ts';

/** Files never change under a key (a new upload gets a new key), but access can be revoked: keep it short. */
const CACHE_SECONDS = 600;
/** Whatever a stored file is, a browser runs nothing from it. */
const FILE_CSP = "default-src 'none'; sandbox";

const uploadErrors = {
  ...errorResponses,
  413: errorResponseSchema,
  415: errorResponseSchema,
} as const;

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function dispositionOf(file: StoredFileContent): string {
  // The issue has the résumé "opened": the browser's own PDF viewer shows it, named after the upload.
  // Served with `sandbox` CSP and nosniff, it runs no script on our origin.
  return file.kind === 'resume' ? contentDisposition('inline', file.originalName ?? 'curriculo.pdf') : 'inline';
}

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  // Registered here, not app-wide: only these routes accept multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: Math.max(PHOTO_MAX_BYTES, RESUME_MAX_BYTES), files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  app.post(
    '/api/arquivos/upload/foto-perfil',
    {
      config: { permission: P.can('profile') },
      schema: {
        tags: ['files'],
        summary: 'Upload a profile photo',
        operationId: 'uploadProfilePhoto',
        description:
          'Uploads a profile photo (multipart field `file`, PNG or JPEG judged by content). Stored re-encoded as JPEG; attach it with POST /api/perfil/{id}/fotos.',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema.describe('Stored, not yet attached: its key.'), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { bytes } = await readUpload(request, PHOTO_MAX_BYTES, photoTooLarge);
      const stored = await files.uploadPhoto(requireTenant(request), requireAuth(request).user, bytes);
      return reply.code(201).send(stored);
    },
  );

  app.post(
    '/api/arquivos/upload/imagem-anotacao',
    {
      config: { permission: P.can('profile') },
      schema: {
        tags: ['files'],
        summary: 'Upload an image for an annotation',
        operationId: 'uploadAnnotationImage',
        description:
          'Uploads an image for an annotation (multipart field `file`, PNG or JPEG judged by content), re-encoded as JPEG. Placed in an annotation as <img src="/api/arquivos/{url}">, it is attached when the annotation is saved and served to whoever may read it.',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema.describe('Stored, not yet attached: its key.'), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { bytes } = await readUpload(request, PHOTO_MAX_BYTES, photoTooLarge);
      const stored = await files.uploadAnnotationImage(requireTenant(request), requireAuth(request).user, bytes);
      return reply.code(201).send(stored);
    },
  );

  app.post(
    '/api/arquivos/upload/imagem-quiz',
    {
      config: { permission: P.can('quiz') },
      schema: {
        tags: ['files'],
        summary: 'Upload an image for a quiz question',
        operationId: 'uploadQuizImage',
        description:
          'Uploads an image for a question’s stem, options or feedback (whoever manages quizzes; multipart field `file`, PNG or JPEG judged by content), re-encoded as JPEG. Placed as <img src="/api/arquivos/{url}" alt="…">, it is attached when the question is saved; served to everyone signed in to the tenant.',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema.describe('Stored, not yet attached: its key.'), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { bytes } = await readUpload(request, PHOTO_MAX_BYTES, photoTooLarge);
      const stored = await files.uploadQuizImage(requireTenant(request), requireAuth(request).user, bytes);
      return reply.code(201).send(stored);
    },
  );

  app.post(
    '/api/arquivos/upload/capa-curso',
    {
      config: { permission: P.session() },
      schema: {
        tags: ['files'],
        summary: "Upload a course's cover image",
        operationId: 'uploadCourseCover',
        description:
          "Uploads a course's cover (Admin; multipart field `file`, PNG or JPEG judged by content), re-encoded as JPEG; attach it with the course's coverFileId. Served to everyone signed in to the tenant.",
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema.describe('Stored, not yet attached: its key.'), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { bytes } = await readUpload(request, PHOTO_MAX_BYTES, photoTooLarge);
      const stored = await files.uploadCourseCover(requireTenant(request), requireAuth(request).user, bytes);
      return reply.code(201).send(stored);
    },
  );

  app.post(
    '/api/arquivos/upload/curriculo',
    {
      config: { permission: P.can('profile') },
      schema: {
        tags: ['files'],
        summary: 'Upload a résumé (PDF)',
        operationId: 'uploadResume',
        description:
          'Uploads a résumé (multipart field `file`, PDF judged by content); attach it with PUT /api/perfil/{id}/curriculo.',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema.describe('Stored, not yet attached: its key.'), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await readUpload(request, RESUME_MAX_BYTES, resumeTooLarge);
      const stored = await files.uploadResume(requireTenant(request), requireAuth(request).user, bytes, fileName);
      return reply.code(201).send(stored);
    },
  );

  app.get(
    '/api/arquivos/:url',
    {
      config: { permission: P.can('profile') },
      schema: {
        tags: ['files'],
        summary: 'Download a stored file',
        operationId: 'downloadFile',
        description:
          "A stored file's bytes: to its uploader until attached, then to whoever may see the owner's profile (an annotation image: whoever may read its annotation).",
        params: fileParamsSchema,
        response: {
          200: {
            description:
              'The file’s bytes: a JPEG image (photos, annotation images, course covers) or a PDF (résumés).',
            content: { 'image/jpeg': { schema: fileBytes }, 'application/pdf': { schema: fileBytes } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const file = await files.open(requireTenant(request), requireAuth(request).user, request.params.url);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', dispositionOf(file))
        .header('cache-control', `private, max-age=${CACHE_SECONDS}`)
        .header('content-security-policy', FILE_CSP)
        .header('cross-origin-resource-policy', 'same-origin')
        .send(file.bytes);
    },
  );

  app.get(
    '/api/perfil/:id/fotos',
    {
      config: { permission: P.can('profile') },
      schema: {
        tags: ['files'],
        summary: "Read a profile's photo key",
        operationId: 'getProfilePhoto',
        description: "The profile photo's url (its file key), or null.",
        params: profileParamsSchema,
        response: { 200: profilePhotoSchema.describe('The photo’s key, or null.'), ...errorResponses },
      },
    },
    async (request) => files.photo(requireTenant(request), requireAuth(request).user, request.params.id),
  );

  app.post(
    '/api/perfil/:id/fotos',
    {
      config: { permission: P.can('profile') },
      schema: {
        tags: ['files'],
        summary: "Set a profile's photo to an upload",
        operationId: 'setProfilePhoto',
        description: 'Sets the profile photo to an upload of the caller; the previous photo is deleted.',
        params: profileParamsSchema,
        body: setFileRequestSchema,
        response: { 200: profilePhotoSchema.describe('The new photo’s key.'), ...errorResponses },
      },
    },
    async (request) =>
      files.setPhoto(requireTenant(request), requireAuth(request).user, request.params.id, request.body.fileId),
  );

  app.delete(
    '/api/perfil/:id/fotos',
    {
      config: { permission: P.can('profile') },
      schema: {
        tags: ['files'],
        summary: "Remove a profile's photo",
        operationId: 'removeProfilePhoto',
        description: 'Removes the profile photo.',
        params: profileParamsSchema,
        response: { 204: z.null().describe('Removed.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await files.detach(requireTenant(request), requireAuth(request).user, request.params.id, 'photo');
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/perfil/:id/curriculo',
    {
      config: { permission: P.can('profile') },
      schema: {
        tags: ['files'],
        summary: "Set a profile's résumé to an upload",
        operationId: 'setResume',
        description: 'Sets the résumé to an upload of the caller; the previous résumé is deleted.',
        params: profileParamsSchema,
        body: setFileRequestSchema,
        response: { 200: resumeSchema.describe('The attached résumé.'), ...errorResponses },
      },
    },
    async (request) =>
      files.setResume(requireTenant(request), requireAuth(request).user, request.params.id, request.body.fileId),
  );

  app.delete(
    '/api/perfil/:id/curriculo',
    {
      config: { permission: P.can('profile') },
      schema: {
        tags: ['files'],
        summary: "Remove a profile's résumé",
        operationId: 'removeResume',
        description: 'Removes the résumé.',
        params: profileParamsSchema,
        response: { 204: z.null().describe('Removed.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await files.detach(requireTenant(request), requireAuth(request).user, request.params.id, 'resume');
      return reply.code(204).send(null);
    },
  );
};
