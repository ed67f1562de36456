/**
 * The one way the web talks to the API. It sends the interface language, parses the shared error
 * shape, and handles the answers every screen treats alike (401, 403, network failure, 5xx) so
 * that screens only deal with the errors that mean something to them.
 */
import type { ErrorCode } from '@ponte/shared/error-codes';
import { errorBody } from './error-body.ts';
import { currentLocale } from './i18n.ts';
import { notifyForbidden, notifyUnexpected } from './notify.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  readonly fields: Record<string, string>;
  /** Seconds to wait, from Retry-After on 429. */
  readonly retryAfter: number | null;
  /** True when the wrapper already told the person (toast or redirect); screens should stay quiet. */
  readonly handled: boolean;

  constructor(init: {
    status: number;
    code: ErrorCode | 'NETWORK';
    message: string;
    fields?: Record<string, string>;
    retryAfter?: number | null;
    handled?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfter = init.retryAfter ?? null;
    this.handled = init.handled ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface ApiNavigator {
  toLogin: () => void;
  toHome: () => void;
  toVerifyEmail: () => void;
}

let apiNavigator: ApiNavigator | null = null;

/** The router registers itself here; lib cannot import the app layer that owns it. */
export function setApiNavigator(next: ApiNavigator): void {
  apiNavigator = next;
}

const PUBLIC_PREFIXES = ['/acesso/', '/termos-de-uso', '/certificados/'];

function onPublicPage(): boolean {
  return PUBLIC_PREFIXES.some((prefix) => window.location.pathname.startsWith(prefix));
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Answers the caller handles itself instead of the global behaviour: e.g. the session probe
   * expects 401, and login's 401/403 are wrong password / inactive account, not "go away".
   */
  expect?: readonly number[];
  /** The caller shows its own failure message instead of the generic "unexpected error" toast. */
  quietFailure?: boolean;
  signal?: AbortSignal;
}

function retryAfterSeconds(response: Response): number | null {
  const value = response.headers.get('Retry-After');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, expect = [], quietFailure = false } = options;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  // A FormData body (file uploads) sets its own multipart Content-Type with the boundary.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    if (!quietFailure) notifyUnexpected();
    throw new ApiError({ status: 0, code: 'NETWORK', message: 'Network failure', handled: !quietFailure });
  }

  const payload = await readJson(response);
  if (response.ok) return payload as T;

  const known = errorBody(payload);
  const expected = expect.includes(response.status);
  const error = (handled: boolean) =>
    new ApiError({
      status: response.status,
      code: known?.code ?? 'INTERNAL',
      message: known?.message ?? response.statusText,
      fields: known?.fields,
      retryAfter: retryAfterSeconds(response),
      handled,
    });

  if (!expected && !onPublicPage()) {
    if (response.status === 401) {
      apiNavigator?.toLogin();
      throw error(true);
    }
    if (response.status === 403 && known?.code === 'EMAIL_NOT_VERIFIED') {
      apiNavigator?.toVerifyEmail();
      throw error(true);
    }
    if (response.status === 403 && known?.code !== 'CSRF_REJECTED') {
      notifyForbidden();
      apiNavigator?.toHome();
      throw error(true);
    }
  }

  // Anything the API did not describe in its error shape, or a server failure, is unexpected.
  if (!expected && (!known || response.status >= 500)) {
    if (!quietFailure) notifyUnexpected();
    throw error(!quietFailure);
  }
  throw error(false);
}
