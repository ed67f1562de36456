import { TENANT_SLUGS, TENANTS } from '@ponte/shared/tenants';
import { describe, expect, it } from 'vitest';
import {
  accessibleDarkTextShade,
  accessibleShade,
  contrastRatio,
  DARK_SURFACES,
  generatePalette,
  parseHex,
  toHex,
} from './palette.ts';

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

  // The talent table's names and links are brand text on white, a striped row (gray.0) and a hovered one (gray.1).
  it.each(TENANT_SLUGS)('gives %s a text shade with 4.5:1 on white, striped and hovered rows', (slug) => {
    const palette = generatePalette(TENANTS[slug].primaryColor);
    for (const surface of ['#ffffff', '#f8f9fa', '#f1f3f5']) {
      expect(contrastRatio(palette[accessibleShade(palette)], surface), surface).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('moves to a darker shade when the brand colour is too light for white text', () => {
    const palette = generatePalette('#38bdf8');
    const shade = accessibleShade(palette);
    expect(shade).toBeGreaterThan(6);
    expect(contrastRatio(palette[shade], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the dark colour scheme', () => {
  it.each(TENANT_SLUGS)('gives %s a text shade with 4.5:1 on every dark surface', (slug) => {
    const palette = generatePalette(TENANTS[slug].primaryColor);
    const shade = accessibleDarkTextShade(palette);
    for (const surface of DARK_SURFACES) {
      expect(contrastRatio(palette[shade], surface)).toBeGreaterThanOrEqual(4.5);
    }
    // The most saturated shade that passes: the next darker one fails somewhere.
    if (shade < 5) {
      const darker = palette[shade + 1]!;
      expect(DARK_SURFACES.some((surface) => contrastRatio(darker, surface) < 4.5)).toBe(true);
    }
  });

  it.each(TENANT_SLUGS)("keeps %s's filled shade under white text, as in light", (slug) => {
    const palette = generatePalette(TENANTS[slug].primaryColor);
    expect(contrastRatio(palette[accessibleShade(palette)], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('goes lighter for a very dark brand colour, down to shade 0', () => {
    const navy = generatePalette('#0b1a3a');
    const shade = accessibleDarkTextShade(navy);
    expect(shade).toBeLessThan(4);
    expect(contrastRatio(navy[shade], '#2e2e2e')).toBeGreaterThanOrEqual(4.5);
    expect(accessibleDarkTextShade(generatePalette('#000000'))).toBeLessThanOrEqual(2);
  });

  it('keeps a light brand colour at shade 5', () => {
    expect(accessibleDarkTextShade(generatePalette('#38bdf8'))).toBe(5);
  });
});
