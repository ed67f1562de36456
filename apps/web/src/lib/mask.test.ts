import { describe, expect, it } from 'vitest';
import { applyDigitMask, digitsMask, maskDigits } from './mask.ts';

describe('applyDigitMask', () => {
  it('formats a CPF as it is typed', () => {
    expect(applyDigitMask('529', '999.999.999-99')).toBe('529');
    expect(applyDigitMask('5299', '999.999.999-99')).toBe('529.9');
    expect(applyDigitMask('52998224725', '999.999.999-99')).toBe('529.982.247-25');
  });

  it('drops non-digits and digits beyond the mask', () => {
    expect(applyDigitMask('ab(11) 9.8765-43219999', '(99) 99999-9999')).toBe('(11) 98765-4321');
  });

  it('re-formats an already formatted value to itself', () => {
    expect(applyDigitMask('01310-100', '99999-999')).toBe('01310-100');
    expect(applyDigitMask('31/12/2000', '99/99/9999')).toBe('31/12/2000');
  });

  it('shows a leading literal only once a digit needs it', () => {
    expect(applyDigitMask('', '(99) 99999-9999')).toBe('');
    expect(applyDigitMask('1', '(99) 99999-9999')).toBe('(1');
  });

  it('counts and builds plain digit masks', () => {
    expect(maskDigits('(99) 99999-9999')).toBe(11);
    expect(applyDigitMask('1234567890123456', digitsMask(14))).toBe('12345678901234');
  });
});
