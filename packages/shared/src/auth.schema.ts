import { z } from 'zod';
import { localeSchema, roleSchema, tenantSlugSchema } from './core-enums.schema.ts';
import { CAPABILITIES, MANAGER_ITEMS, MENU_ITEMS, SCREEN_TABS } from './permissions.ts';
import { emailSchema, PASSWORD_MAX_LENGTH, passwordSchema, V, VERIFICATION_CODE_LENGTH } from './validation.ts';

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: V.required })
    .min(1, { error: V.required })
    .max(PASSWORD_MAX_LENGTH, { error: V.maxLength }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionResponseSchema = z.object({
  userId: z.number().int(),
  publicId: z.uuid(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  position: z.string().nullable(),
  role: roleSchema,
  tenant: tenantSlugSchema,
  language: localeSchema,
  emailVerified: z.boolean(),
  /** The profile photo's file key, served at /api/arquivos/{photo}; null without a photo. */
  photo: z.string().nullable(),
  permissions: z.object({
    capabilities: z.array(z.enum(CAPABILITIES)),
    menu: z.array(z.enum(MENU_ITEMS)),
    managerItems: z.array(z.enum(MANAGER_ITEMS)),
    screenTabs: z.array(z.enum(SCREEN_TABS)),
  }),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: V.required }).regex(RESET_TOKEN_PATTERN, { error: V.invalid }),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The reset form adds the confirmation, checked in the browser; the API only needs the password itself. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: V.required }).min(1, { error: V.required }) })
  .refine((value) => value.password === value.confirmPassword, {
    error: V.passwordMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** PUT /api/auth/senha: the signed-in person changes their password; the current one proves it is them. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: V.required })
    .min(1, { error: V.required })
    .max(PASSWORD_MAX_LENGTH, { error: V.maxLength }),
  password: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The form adds the confirmation, checked in the browser. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string({ error: V.required }).min(1, { error: V.required }) })
  .refine((value) => value.password === value.confirmPassword, {
    error: V.passwordMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const verifyEmailRequestSchema = z.object({
  code: z.string({ error: V.required }).regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: V.code }),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** A short confirmation, already in the caller's language. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
