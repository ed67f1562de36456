import type { BrazilianStateCode } from './brazilian-states.ts';

/** A CEP has eight digits; the mask shows them as 99999-999. */
export const CEP_DIGITS = 8;

/** One band of CEPs, first and last inclusive, written as the eight-digit numbers they are. */
export interface CepRange {
  state: BrazilianStateCode;
  first: number;
  last: number;
}

/**
 * The national CEP bands of each state, as Correios assigns them, ordered by first CEP. Four states have
 * two bands: Amazonas (Roraima's 693xx sits between its two); Rondônia (76800–76999, and its former 789xx
 * between Mato Grosso and Mato Grosso do Sul); and the Federal District and Goiás, which interleave:
 * DF 70000–72799 and 73000–73699, GO 72800–72999 and 73700–76799 (the towns around Brasília, such as
 * Águas Lindas or Formosa, are Goiás). Nothing starts with 00: a CEP below 01000-000 is in no state.
 */
export const CEP_RANGES: readonly CepRange[] = [
  { state: 'SP', first: 1_000_000, last: 19_999_999 },
  { state: 'RJ', first: 20_000_000, last: 28_999_999 },
  { state: 'ES', first: 29_000_000, last: 29_999_999 },
  { state: 'MG', first: 30_000_000, last: 39_999_999 },
  { state: 'BA', first: 40_000_000, last: 48_999_999 },
  { state: 'SE', first: 49_000_000, last: 49_999_999 },
  { state: 'PE', first: 50_000_000, last: 56_999_999 },
  { state: 'AL', first: 57_000_000, last: 57_999_999 },
  { state: 'PB', first: 58_000_000, last: 58_999_999 },
  { state: 'RN', first: 59_000_000, last: 59_999_999 },
  { state: 'CE', first: 60_000_000, last: 63_999_999 },
  { state: 'PI', first: 64_000_000, last: 64_999_999 },
  { state: 'MA', first: 65_000_000, last: 65_999_999 },
  { state: 'PA', first: 66_000_000, last: 68_899_999 },
  { state: 'AP', first: 68_900_000, last: 68_999_999 },
  { state: 'AM', first: 69_000_000, last: 69_299_999 },
  { state: 'RR', first: 69_300_000, last: 69_399_999 },
  { state: 'AM', first: 69_400_000, last: 69_899_999 },
  { state: 'AC', first: 69_900_000, last: 69_999_999 },
  { state: 'DF', first: 70_000_000, last: 72_799_999 },
  { state: 'GO', first: 72_800_000, last: 72_999_999 },
  { state: 'DF', first: 73_000_000, last: 73_699_999 },
  { state: 'GO', first: 73_700_000, last: 76_799_999 },
  { state: 'RO', first: 76_800_000, last: 76_999_999 },
  { state: 'TO', first: 77_000_000, last: 77_999_999 },
  { state: 'MT', first: 78_000_000, last: 78_899_999 },
  { state: 'RO', first: 78_900_000, last: 78_999_999 },
  { state: 'MS', first: 79_000_000, last: 79_999_999 },
  { state: 'PR', first: 80_000_000, last: 87_999_999 },
  { state: 'SC', first: 88_000_000, last: 89_999_999 },
  { state: 'RS', first: 90_000_000, last: 99_999_999 },
];

/** The eight digits of a complete CEP ("01310-100" → "01310100"), or null while it is incomplete or not a CEP. */
export function cepDigits(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === CEP_DIGITS ? digits : null;
}

/**
 * The state a complete CEP belongs to, from the national bands alone (no request is made); null for an
 * incomplete CEP or one in no state's band. Masked or bare input.
 */
export function stateOfCep(cep: string | null | undefined): BrazilianStateCode | null {
  const digits = cepDigits(cep);
  if (digits === null) return null;
  const n = Number(digits);
  return CEP_RANGES.find((range) => n >= range.first && n <= range.last)?.state ?? null;
}
