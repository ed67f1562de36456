/**
 * Digit masks as the spec writes them ("999.999.999-99", "(99) 99999-9999"): each 9 takes one
 * digit, anything else is a literal shown once the digits reach it. Non-digits typed are dropped.
 */
export const MASK_DIGIT = '9';

export function applyDigitMask(value: string, mask: string): string {
  const digits = value.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === MASK_DIGIT) {
      out += digits[next];
      next += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

/** How many digits a mask holds. */
export function maskDigits(mask: string): number {
  return [...mask].filter((c) => c === MASK_DIGIT).length;
}

/** A mask of n plain digits, for numbers with no punctuation (foreign phone numbers). */
export function digitsMask(n: number): string {
  return MASK_DIGIT.repeat(n);
}
