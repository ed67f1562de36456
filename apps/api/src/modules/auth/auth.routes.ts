import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  verifyEmailRequestSchema,
} from '@ponte/shared/auth.schema';
import { translate } from '@ponte/shared/i18n/catalogues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  sessionMaxAgeSeconds: number;
  /** ponte_session, or __Host-ponte_session behind HTTPS in production (config.sessionCookie). */
  cookieName: string;
}> = async (app, { auth, sessionMaxAgeSeconds, cookieName }) => {
  // A __Host- cookie must be Secure; otherwise Secure follows the request's scheme.
  const secure = cookieName.startsWith('__Host-') ? true : ('auto' as const);
  const tags = ['auth'];

  app.post(
    '/api/auth/login',
    {
      config: { permission: P.public },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        operationId: 'signIn',
        body: loginRequestSchema,
        response: {
          200: sessionResponseSchema.describe('Signed in: the session cookie is set and the session is returned.'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const { token, session } = await auth.login(
        tenant,
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
        request.cookies[cookieName],
      );
      reply.setCookie(cookieName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: sessionMaxAgeSeconds,
      });
      return session;
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { permission: P.session({ unverified: true }) },
      schema: {
        tags,
        summary: 'Sign out',
        operationId: 'signOut',
        response: {
          204: z.null().describe('Signed out: the session ended and the cookie is cleared.'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      await auth.logout(requireTenant(request), requireAuth(request));
      reply.clearCookie(cookieName, { path: '/', secure });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/sessao',
    {
      config: { permission: P.session({ unverified: true }) },
      schema: {
        tags,
        summary: 'Read the current session',
        operationId: 'getSession',
        response: {
          200: sessionResponseSchema.describe('The person, tenant, language and permissions of the session.'),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { user, photoKey } = requireAuth(request);
      return auth.presentSession(requireTenant(request), user, photoKey);
    },
  );

  app.put(
    '/api/auth/senha',
    {
      config: { permission: P.session({ unverified: true }) },
      schema: {
        tags,
        summary: 'Change the signed-in person’s password',
        operationId: 'changePassword',
        body: changePasswordRequestSchema,
        response: { 204: z.null().describe('Changed: the other sessions of this person ended.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await auth.changePassword(requireTenant(request), requireAuth(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/esqueceu-senha',
    {
      config: { permission: P.public },
      schema: {
        tags,
        summary: 'Ask for a password reset link',
        operationId: 'requestPasswordReset',
        body: forgotPasswordRequestSchema,
        response: {
          202: messageResponseSchema.describe(
            'Accepted: a link is mailed if the address has an account (the answer is the same either way).',
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      await auth.forgotPassword(requireTenant(request), request.body.email, request.ip);
      return reply.code(202).send({ message: translate(request.locale, 'auth.forgot.sent') });
    },
  );

  app.post(
    '/api/auth/redefinir-senha',
    {
      config: { permission: P.public },
      schema: {
        tags,
        summary: 'Set a new password with a reset link’s token',
        operationId: 'resetPassword',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema.describe('The password is changed.'), ...errorResponses },
      },
    },
    async (request) => {
      await auth.resetPassword(requireTenant(request), request.body, request.ip);
      return { message: translate(request.locale, 'auth.reset.success') };
    },
  );

  app.post(
    '/api/auth/verificar-email',
    {
      config: { permission: P.session({ unverified: true }) },
      schema: {
        tags,
        summary: 'Confirm the email with the 6-digit code',
        operationId: 'verifyEmail',
        body: verifyEmailRequestSchema,
        response: { 200: messageResponseSchema.describe('The email is confirmed.'), ...errorResponses },
      },
    },
    async (request) => {
      await auth.verifyEmail(requireTenant(request), requireAuth(request), request.body.code, request.ip);
      return { message: translate(request.locale, 'auth.verify.successBody') };
    },
  );

  app.post(
    '/api/auth/reenviar-codigo',
    {
      config: { permission: P.session({ unverified: true }) },
      schema: {
        tags,
        summary: 'Mail a new email verification code',
        operationId: 'resendVerificationCode',
        response: { 202: messageResponseSchema.describe('Accepted: a new code is on its way.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await auth.resendCode(requireTenant(request), requireAuth(request), request.ip);
      return reply.code(202).send({ message: translate(request.locale, 'auth.verify.resent') });
    },
  );
};
