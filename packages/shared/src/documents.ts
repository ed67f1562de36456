/** Brazilian document, phone and postal-code rules (spec §5 masks), shared by forms and API schemas. */
import { z } from 'zod';
import { V } from './validation.ts';

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** CPF check digits (mod 11); rejects the eleven repeated-digit numbers, which pass the arithmetic. */
export function isValidCpf(value: string): boolean {
  const cpf = digitsOnly(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const digit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(cpf[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return digit(9) === Number(cpf[9]) && digit(10) === Number(cpf[10]);
}

/** Spec §5: the CPF mask, each 9 a digit. */
export const CPF_MASK = '999.999.999-99';

/** 999.999.999-99 */
export function formatCpf(value: string): string {
  return digitsOnly(value).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** Accepts the masked or bare form; stores digits. */
export const cpfSchema = z
  .string({ error: V.required })
  .transform(digitsOnly)
  .refine(isValidCpf, { error: 'validation.cpf' });

/** 99999-999 */
export function formatPostalCode(value: string): string {
  return digitsOnly(value).replace(/^(\d{5})(\d{3})$/, '$1-$2');
}
export const brazilianPostalCodeSchema = z
  .string({ error: V.required })
  .transform(digitsOnly)
  .refine((v) => v.length === 8, { error: 'validation.postalCode' });

export const BRAZIL_DIAL_CODE = '55';
/** Spec §5: +55 numbers are (99) 99999-9999; any other code allows up to 14 digits. */
export const PHONE_MAX_DIGITS = 14;

export function isValidPhone(dialCode: string, number: string): boolean {
  const digits = digitsOnly(number);
  if (dialCode === BRAZIL_DIAL_CODE) return digits.length === 11;
  return digits.length >= 4 && digits.length <= PHONE_MAX_DIGITS;
}

/** (99) 99999-9999 */
export function formatBrazilianPhone(value: string): string {
  return digitsOnly(value).replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3');
}

export const phoneSchema = z
  .object({ dialCode: z.string().regex(/^\d{1,4}$/, { error: V.invalid }), number: z.string({ error: V.required }) })
  .transform(({ dialCode, number }) => ({ dialCode, number: digitsOnly(number) }))
  .refine(({ dialCode, number }) => isValidPhone(dialCode, number), { error: 'validation.phone', path: ['number'] });

/** The CNPJ check digit of a body of 12 (or, for the second digit, 13) digits: mod 11, weights 5..2 then 9..2. */
function cnpjCheckDigit(body: string): number {
  let sum = 0;
  let weight = body.length - 7;
  for (const ch of body) {
    sum += Number(ch) * weight;
    weight = weight === 2 ? 9 : weight - 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Checks both check digits; rejects the fourteen repeated-digit numbers. */
export function isValidCnpj(value: string): boolean {
  const cnpj = digitsOnly(value);
  if (cnpj.length !== 14 || /^(\d)\1{13}$/.test(cnpj)) return false;
  return cnpj === withCnpjCheckDigits(cnpj.slice(0, 12));
}

/** The 14-digit CNPJ of a 12-digit base (root and branch), check digits appended: for demo and test data. */
export function withCnpjCheckDigits(base: string): string {
  const first = `${base}${cnpjCheckDigit(base)}`;
  return `${first}${cnpjCheckDigit(first)}`;
}

export const CNPJ_MASK = '99.999.999/9999-99';

/** 99.999.999/9999-99 */
export function formatCnpj(value: string): string {
  return digitsOnly(value).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/** Accepts the masked or bare form; stores digits. An empty value reads 'Campo obrigatório'. */
export const cnpjSchema = z
  .string({ error: V.required })
  .transform(digitsOnly)
  .refine((v) => v.length > 0, { error: V.required })
  .refine((v) => v.length === 0 || isValidCnpj(v), { error: 'validation.cnpj' });
