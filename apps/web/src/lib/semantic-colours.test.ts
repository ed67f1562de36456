import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DARK_DIMMED } from '@/app/theme';
import { contrastRatio } from './palette.ts';
import { SEMANTIC_VARIABLES, SURFACE, TEXT } from './semantic-colours.ts';

const css = readFileSync(new URL('../app/global.css', import.meta.url), 'utf8');

/** The `--ponte-*` declarations of the first block whose selector is exactly `selector`. */
function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {\n  --ponte-color`);
  expect(start, `a block "${selector}" in global.css`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--ponte-[\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2]]));
}

const SCHEMES = {
  // White, and a table's striped (gray.0) and hovered (gray.1) rows.
  light: { values: block(':root'), surfaces: ['#ffffff', '#f8f9fa', '#f1f3f5'], dimmed: '#495057' },
  // Mantine's dark body (dark.7); paper, cards, dropdowns, inputs and striped rows (dark.6); a hovered row (dark.5).
  dark: {
    values: block(':root[data-mantine-color-scheme="dark"]'),
    surfaces: ['#242424', '#2e2e2e', '#3b3b3b'],
    dimmed: DARK_DIMMED,
  },
} as const;

const name = (value: string) => /^var\((--[\w-]+)\)$/.exec(value)?.[1] ?? value;
const textTones = Object.entries(TEXT).filter(([, value]) => name(value).startsWith('--ponte-'));

describe('semantic colours', () => {
  it.each(Object.keys(SCHEMES) as (keyof typeof SCHEMES)[])('are all defined for the %s scheme', (scheme) => {
    expect(Object.keys(SCHEMES[scheme].values).sort()).toEqual([...SEMANTIC_VARIABLES].sort());
  });

  for (const [scheme, { values, surfaces, dimmed }] of Object.entries(SCHEMES)) {
    const allSurfaces = [...surfaces, ...Object.values(SURFACE).map((surface) => values[name(surface)]!)];
    it.each(textTones)(`text "%s" reaches 4.5:1 on every ${scheme} surface`, (_tone, value) => {
      for (const surface of allSurfaces) {
        expect(contrastRatio(values[name(value)]!, surface), `${value} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    });
    it(`secondary text (dimmed) reaches 4.5:1 on every ${scheme} surface`, () => {
      for (const surface of allSurfaces) expect(contrastRatio(dimmed, surface)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
