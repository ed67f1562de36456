import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { TENANT_SLUGS, TENANTS } from '@ponte/shared/tenants';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/lib/palette';
import { accessibleCssVariables, createTenantTheme } from './theme.ts';

const DARK_SURFACES = ['#242424', '#2e2e2e'];

/** A `var(--mantine-color-x-n)` or hex value of the theme, as hex. */
function resolve(theme: ReturnType<typeof mergeMantineTheme>, value: string): string {
  const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  return shade ? theme.colors[shade[1]!]![Number(shade[2])]! : value;
}

describe('the theme in the dark scheme', () => {
  it.each(TENANT_SLUGS)(
    '%s: dimmed, error, placeholder and brand text reach 4.5:1 on the dark body and paper',
    (slug) => {
      const theme = mergeMantineTheme(DEFAULT_THEME, createTenantTheme(TENANTS[slug]));
      const dark = accessibleCssVariables(theme).dark as Record<string, string | undefined>;
      for (const key of [
        '--mantine-color-dimmed',
        '--mantine-color-error',
        '--mantine-color-placeholder',
        '--mantine-color-brand-text',
        '--mantine-color-anchor',
        '--mantine-color-brand-outline',
      ]) {
        const value = dark[key];
        expect(value, key).toBeDefined();
        for (const surface of DARK_SURFACES) {
          expect(contrastRatio(resolve(theme, value!), surface), `${key} on ${surface}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    },
  );

  it.each(TENANT_SLUGS)('%s: filled buttons keep white text at 4.5:1 in both schemes', (slug) => {
    const theme = mergeMantineTheme(DEFAULT_THEME, createTenantTheme(TENANTS[slug]));
    const shades = theme.primaryShade as { light: number; dark: number };
    for (const shade of [shades.light, shades.dark]) {
      expect(contrastRatio(theme.colors.brand![shade]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
