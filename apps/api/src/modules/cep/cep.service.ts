import type { CepAddress } from '@ponte/shared/cep.schema';
import { BRAZILIAN_STATES, isBrazilianStateCode } from '@ponte/shared/reference/brazilian-states';
import { stateOfCep } from '@ponte/shared/reference/cep';
import { loadMunicipalities } from '@ponte/shared/reference/municipalities';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { RateLimiter } from '../../security/rate-limiter.ts';

export interface CepLookupConfig {
  /** ViaCEP-compatible: `{cep}` is replaced by the eight digits. */
  url: string;
  timeoutMs: number;
}

/** What a ViaCEP-compatible service answers: the address, or `{"erro": true}` (older: `"true"`). */
const viaCepAnswer = z.object({
  erro: z.union([z.boolean(), z.string()]).optional(),
  logradouro: z.string().optional(),
  bairro: z.string().optional(),
  localidade: z.string().optional(),
  uf: z.string().optional(),
  ibge: z.string().optional(),
});

/** Lookups per person per minute: more than anyone types, few enough to keep a script off the service. */
const PER_USER = { max: 30, windowMs: 60_000 };
const FOUND_TTL_MS = 24 * 60 * 60_000;
const MISSING_TTL_MS = 60 * 60_000;
const CACHE_MAX = 1000;

const unavailable = () => new AppError(503, 'UNAVAILABLE', 'forms.cep.unavailable');
const notFound = () => new AppError(404, 'NOT_FOUND', 'forms.cep.notFound');

/**
 * The optional CEP lookup (ADR 0033): asks the configured ViaCEP-compatible service, once per CEP a
 * day (answers are kept in memory; a CEP the service does not know, for an hour), within a short
 * timeout. The city is checked against the embedded municipalities, so a code it answers is one the
 * forms' city lists hold. Without a configured service every lookup is 503 and the forms work as before.
 */
export class CepService {
  private readonly cache = new Map<string, { address: CepAddress | null; expiresAt: number }>();
  private readonly limiter: RateLimiter;

  constructor(
    private readonly deps: {
      config: CepLookupConfig | null;
      log: FastifyBaseLogger;
      /** The app's shared limiter (several instances count together); a memory one of its own otherwise. */
      limiter?: RateLimiter;
    },
  ) {
    this.limiter = deps.limiter ?? new RateLimiter();
  }

  /** The address of an eight-digit CEP; `userKey` names the person for the rate limit. */
  async lookup(userKey: string, cep: string): Promise<CepAddress> {
    const config = this.deps.config;
    if (!config) throw unavailable();
    const cached = this.cache.get(cep);
    if (cached && cached.expiresAt > Date.now()) {
      if (!cached.address) throw notFound();
      return cached.address;
    }
    await this.limiter.consume([{ key: `cep:${userKey}`, limit: PER_USER }]);

    const answer = await this.ask(config, cep);
    const address = answer.erro === true || answer.erro === 'true' ? null : await this.toAddress(cep, answer);
    this.remember(cep, address);
    if (!address) throw notFound();
    return address;
  }

  private async ask(config: CepLookupConfig, cep: string): Promise<z.infer<typeof viaCepAnswer>> {
    const url = config.url.replaceAll('{cep}', cep);
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) {
        this.deps.log.warn({ status: response.status }, 'CEP lookup: the service refused');
        throw unavailable();
      }
      const parsed = viaCepAnswer.safeParse(await response.json());
      if (!parsed.success) {
        this.deps.log.warn('CEP lookup: the service answered something else than an address');
        throw unavailable();
      }
      return parsed.data;
    } catch (err) {
      if (err instanceof AppError) throw err;
      this.deps.log.warn({ err }, 'CEP lookup: the service did not answer');
      throw unavailable();
    }
  }

  private async toAddress(cep: string, answer: z.infer<typeof viaCepAnswer>): Promise<CepAddress> {
    const uf = answer.uf?.trim().toUpperCase();
    const state = isBrazilianStateCode(uf) ? uf : stateOfCep(cep);
    let city = answer.localidade?.trim() ?? '';
    let cityCode: number | null = null;
    const ibge = Number(answer.ibge);
    const stateIbge = BRAZILIAN_STATES.find((s) => s.value === state)?.ibge;
    if (state && /^\d{7}$/.test(answer.ibge ?? '') && Math.floor(ibge / 100_000) === stateIbge) {
      const municipality = (await loadMunicipalities(state)).find((m) => m.value === ibge);
      if (municipality) {
        cityCode = municipality.value;
        city = municipality.label;
      }
    }
    return {
      cep,
      street: answer.logradouro?.trim() ?? '',
      district: answer.bairro?.trim() ?? '',
      city,
      cityCode,
      state,
    };
  }

  private remember(cep: string, address: CepAddress | null): void {
    this.cache.delete(cep);
    this.cache.set(cep, { address, expiresAt: Date.now() + (address ? FOUND_TTL_MS : MISSING_TTL_MS) });
    // Oldest first: a Map keeps insertion order.
    while (this.cache.size > CACHE_MAX) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
  }
}
