import { TENANT_SLUGS, TENANTS } from '@ponte/shared/tenants';
import { describe, expect, it } from 'vitest';
import { accessibleShade, contrastRatio, generatePalette, parseHex, toHex } from './palette.ts';

describe('palette', () => {
  it('parses and prints hex colours', () => {
    expect(parseHex('#1d4ed8')).toEqual([29, 78, 216]);
    expect(parseHex('fff')).toEqual([255, 255, 255]);
    expect(toHex([29, 78, 216])).toBe('#1d4ed8');
    expect(() => parseHex('blue')).toThrow();
  });

  it('builds ten shades from light to dark with the brand colour at index 6', () => {
    const palette = generatePalette('#be123c');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe('#be123c');
    for (let i = 1; i < palette.length; i += 1) {
      expect(contrastRatio(palette[i]!, '#ffffff')).toBeGreaterThan(contrastRatio(palette[i - 1]!, '#ffffff'));
    }
  });

  it.each(TENANT_SLUGS)('gives %s a filled shade where white text passes WCAG AA', (slug) => {
    const palette = generatePalette(TENANTS[slug].primaryColor);
    expect(contrastRatio(palette[accessibleShade(palette)], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('moves to a darker shade when the brand colour is too light for white text', () => {
    const palette = generatePalette('#38bdf8');
    const shade = accessibleShade(palette);
    expect(shade).toBeGreaterThan(6);
    expect(contrastRatio(palette[shade], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
