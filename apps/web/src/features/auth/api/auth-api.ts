import type {
  ForgotPasswordRequest,
  LoginRequest,
  MessageResponse,
  ResetPasswordRequest,
  SessionResponse,
  VerifyEmailRequest,
} from '@ponte/shared/auth.schema';
import { apiRequest } from '@/lib/api-client';

// Wrong password (401), inactive account (403), rate limit (429) and invalid input (400) are all
// answers the auth screens explain in place, not reasons to redirect.
const FORM_ANSWERS = [400, 401, 403, 429] as const;

export function login(body: LoginRequest): Promise<SessionResponse> {
  return apiRequest('/api/auth/login', { method: 'POST', body, expect: FORM_ANSWERS });
}

export function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest('/api/auth/esqueceu-senha', { method: 'POST', body, expect: FORM_ANSWERS });
}

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest('/api/auth/redefinir-senha', { method: 'POST', body, expect: FORM_ANSWERS });
}

export function verifyEmail(body: VerifyEmailRequest): Promise<MessageResponse> {
  return apiRequest('/api/auth/verificar-email', { method: 'POST', body, expect: [400, 429] });
}

export function resendVerificationCode(): Promise<MessageResponse> {
  return apiRequest('/api/auth/reenviar-codigo', { method: 'POST', body: {}, expect: [429] });
}
