import { describe, expect, it } from 'vitest';
import { formatDecimal } from './number-format.ts';

describe('formatDecimal', () => {
  it("writes the language's decimal separator", () => {
    expect(formatDecimal(1.25, 'pt-BR', 2)).toBe('1,25');
    expect(formatDecimal(1.25, 'en-US', 2)).toBe('1.25');
    expect(formatDecimal(1.25, 'es-MX', 2)).toBe('1.25');
  });

  it('keeps the count of decimals', () => {
    expect(formatDecimal(1, 'pt-BR', 2)).toBe('1,00');
    expect(formatDecimal(1.1, 'es-MX', 2)).toBe('1.10');
    expect(formatDecimal(90, 'pt-BR', 0)).toBe('90');
  });
});
