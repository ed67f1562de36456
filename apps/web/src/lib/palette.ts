/**
 * Derives Mantine's 10-shade palette from a tenant's single brand colour, and picks the shades that keep
 * WCAG AA (4.5:1): the one filled buttons use under their white text, and, for the dark colour scheme,
 * the one brand-coloured text (links, titles, light buttons) uses on the dark surfaces.
 */

export type Palette = [string, string, string, string, string, string, string, string, string, string];

type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: Rgb, b: Rgb, weightOfB: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * weightOfB) as Rgb;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Index where the brand colour itself sits; Mantine's own palettes put the "main" colour at 6. */
export const BASE_SHADE = 6;
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
// How far each lighter shade moves towards white, and each darker one towards black.
const TINTS = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18];
const SHADES = [0.16, 0.32, 0.46];

export function generatePalette(hex: string): Palette {
  const base = parseHex(hex);
  const lighter = TINTS.map((w) => toHex(mix(base, WHITE, w)));
  const darker = SHADES.map((w) => toHex(mix(base, BLACK, w)));
  return [...lighter, toHex(base), ...darker] as Palette;
}

export const AA_NORMAL_TEXT = 4.5;

/** The lightest shade from BASE_SHADE onwards on which white text reaches AA. */
export function accessibleShade(palette: Palette): 6 | 7 | 8 | 9 {
  for (const shade of [6, 7, 8, 9] as const) {
    if (contrastRatio(palette[shade], '#ffffff') >= AA_NORMAL_TEXT) return shade;
  }
  return 9;
}

/**
 * The surfaces brand-coloured text sits on in the dark colour scheme: Mantine's dark body (dark.7), the
 * page around the cards (dark.8, global.css), the cards, dropdowns, inputs and striped rows (dark.6) and a
 * hovered table row (dark.5).
 */
export const DARK_SURFACES = ['#1f1f1f', '#242424', '#2e2e2e', '#3b3b3b'] as const;

/**
 * The darkest (most saturated) shade below the brand colour whose text reaches AA on every dark surface:
 * the brand colour itself is dark enough for white text, so on a dark body its text needs a lighter
 * shade. Shade 0 (8% brand, 92% white) always passes.
 */
export function accessibleDarkTextShade(
  palette: Palette,
  surfaces: readonly string[] = DARK_SURFACES,
): 0 | 1 | 2 | 3 | 4 | 5 {
  for (const shade of [5, 4, 3, 2, 1] as const) {
    if (surfaces.every((surface) => contrastRatio(palette[shade], surface) >= AA_NORMAL_TEXT)) return shade;
  }
  return 0;
}
