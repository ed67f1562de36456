import {
  certificateCodeParamsSchema,
  certificateVerificationSchema,
  revokeCertificateRequestSchema,
} from '@ponte/shared/certificates.schema';
import { errorResponseSchema } from '@ponte/shared/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { fileBytes } from '../../http/openapi.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { CertificatesService } from './certificates.service.ts';

const tags = ['certificates'];
/** Verification answers may sit in a cache for a few minutes (a revocation shows within them). */
const CACHE = 'public, max-age=300';

/** Issue 13 §3/§4: anyone verifies with the code (the Host's tenant, no session); Admin revokes. */
export const certificatesRoutes: FastifyPluginAsyncZod<{ certificates: CertificatesService }> = async (
  app,
  { certificates },
) => {
  app.get(
    '/api/certificados/:code',
    {
      config: { permission: P.public },
      schema: {
        tags,
        summary: 'Verify a certificate by its code',
        operationId: 'verifyCertificate',
        description:
          "Anyone with the code: the holder's first name and surname initial, course, workload, issue day, issuer and whether it is valid or revoked — nothing else. An unknown code is 404; rate-limited per address.",
        params: certificateCodeParamsSchema,
        response: {
          200: certificateVerificationSchema.describe('Whether the certificate is valid, with what it certifies.'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const answer = await certificates.verify(requireTenant(request), request.params.code, request.ip);
      reply.header('cache-control', CACHE);
      return answer;
    },
  );

  app.get(
    '/api/certificados/:code.pdf',
    {
      config: { permission: P.public },
      schema: {
        tags,
        summary: "Download a certificate's PDF",
        operationId: 'downloadCertificatePdf',
        description:
          "The certificate as a PDF in the reader's language: tenant branding, full name, course, workload, class dates, issue date, code, verification URL and its QR code. Anonymous; rate-limited per address.",
        params: certificateCodeParamsSchema,
        response: {
          200: {
            description: 'The certificate as a PDF.',
            content: { 'application/pdf': { schema: fileBytes } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { code, bytes } = await certificates.pdf(
        requireTenant(request),
        request.params.code,
        request.locale,
        request.ip,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="certificado-${code}.pdf"`)
        .header('cache-control', CACHE)
        .send(Buffer.from(bytes));
    },
  );

  app.post(
    '/api/certificados/:code/revogar',
    {
      config: { permission: P.session() },
      schema: {
        tags,
        summary: 'Revoke a certificate',
        operationId: 'revokeCertificate',
        description:
          'Revokes a certificate with a reason (Admin). The verification then says revoked; 409 when it already is.',
        params: certificateCodeParamsSchema,
        body: revokeCertificateRequestSchema,
        response: { 204: z.null().describe('Revoked.'), 409: errorResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await certificates.revoke(
        requireTenant(request),
        requireAuth(request).user,
        request.params.code,
        request.body.reason,
      );
      return reply.status(204).send(null);
    },
  );
};
