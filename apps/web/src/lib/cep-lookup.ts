import type { CepAddress } from '@ponte/shared/cep.schema';
import { apiRequest, isApiError } from './api-client.ts';

/** After a 503 (no lookup configured, or its service down) the web stops asking for a while. */
const PAUSE_AFTER_UNAVAILABLE_MS = 5 * 60_000;

const answers = new Map<string, CepAddress | null>();
let pausedUntil = 0;

/**
 * The address of an eight-digit CEP from GET /api/cep/{cep}, or null when there is none to use: the
 * CEP is unknown, the lookup is not configured, the network failed. It never tells the person anything
 * (ADR 0033): a form without the lookup simply stays as it is. Answers are kept for the page's life.
 */
export async function lookupCep(cep: string, signal?: AbortSignal): Promise<CepAddress | null> {
  if (answers.has(cep)) return answers.get(cep) ?? null;
  if (Date.now() < pausedUntil) return null;
  try {
    const address = await apiRequest<CepAddress>(`/api/cep/${cep}`, {
      expect: [400, 404, 429, 503],
      quietFailure: true,
      signal,
    });
    answers.set(cep, address);
    return address;
  } catch (error) {
    if (isApiError(error) && error.status === 404) answers.set(cep, null);
    if (isApiError(error) && (error.status === 503 || error.status === 0)) {
      pausedUntil = Date.now() + PAUSE_AFTER_UNAVAILABLE_MS;
    }
    return null;
  }
}
