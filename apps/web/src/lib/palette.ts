/**
 * Derives Mantine's 10-shade palette from a tenant's single brand colour, and picks the shade that
 * filled buttons use so that their white text meets WCAG AA (4.5:1).
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
