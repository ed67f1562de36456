import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from '@mantine/core';
import type { TenantResponse } from '@ponte/shared/tenant.schema';
import { accessibleShade, generatePalette } from '@/lib/palette';

const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Mantine theme in the tenant's colours: one palette named "brand" derived from its primary colour. */
export function createTenantTheme(tenant: Pick<TenantResponse, 'primaryColor'> | null): MantineThemeOverride {
  if (!tenant) return createTheme({ fontFamily: FONT_STACK, headings: { fontFamily: FONT_STACK } });
  const brand = generatePalette(tenant.primaryColor);
  return createTheme({
    colors: { brand },
    primaryColor: 'brand',
    primaryShade: accessibleShade(brand),
    fontFamily: FONT_STACK,
    headings: { fontFamily: FONT_STACK },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Mantine's own focus ring is drawn only for keyboard focus; keep it for every interactive element.
    focusRing: 'auto',
    components: {
      // Nav links fill their scrolling column edge to edge, which would cut an outline drawn outside
      // them (the sidebar's ring was clipped): theirs is drawn inside.
      NavLink: { styles: { root: { outlineOffset: -2 } } },
    },
  });
}

/**
 * Mantine's default "dimmed" grey and red error text are below WCAG AA (4.5:1) on white; darker
 * shades of the same colours keep the look and pass.
 */
export const accessibleCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-error': theme.colors.red[8],
    '--mantine-color-placeholder': theme.colors.gray[6],
  },
  dark: {},
});
