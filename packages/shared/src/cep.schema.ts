/**
 * The optional CEP lookup (ADR 0033).
 *   GET /api/cep/{cep}   8 digits → cepAddressSchema   session
 * 400 for anything but eight digits; 404 when the lookup service knows no such CEP; 503 when no lookup
 * service is configured (CEP_LOOKUP_URL) or it did not answer in time. The web fills only empty fields
 * from it, and without it the form works as before: the state still follows the CEP's band (reference/cep.ts).
 */
import { z } from 'zod';
import { brazilianStateSchema } from './reference/brazilian-states.ts';
import { CEP_DIGITS } from './reference/cep.ts';

export const cepParamsSchema = z.object({
  cep: z.string().regex(new RegExp(`^\\d{${CEP_DIGITS}}$`), { error: 'validation.postalCode' }),
});

export const cepAddressSchema = z.object({
  /** Eight digits. */
  cep: z.string(),
  /** Street (logradouro); empty for a town with one CEP. */
  street: z.string(),
  /** Neighbourhood (bairro); may be empty. */
  district: z.string(),
  /** The municipality's name. */
  city: z.string(),
  /** Its 7-digit IBGE code when the service gave one that belongs to the state; null otherwise. */
  cityCode: z.number().int().nullable(),
  /** Two-letter UF; from the CEP's band when the service named none. */
  state: brazilianStateSchema.nullable(),
});
export type CepAddress = z.infer<typeof cepAddressSchema>;
