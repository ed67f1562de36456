import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from '@mantine/core';
import type { TenantResponse } from '@ponte/shared/tenant.schema';
import { accessibleDarkTextShade, accessibleShade, generatePalette, type Palette } from '@/lib/palette';

const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Mantine theme in the tenant's colours: one palette named "brand" derived from its primary colour. */
export function createTenantTheme(tenant: Pick<TenantResponse, 'primaryColor'> | null): MantineThemeOverride {
  if (!tenant) return createTheme({ fontFamily: FONT_STACK, headings: { fontFamily: FONT_STACK } });
  const brand = generatePalette(tenant.primaryColor);
  return createTheme({
    colors: { brand },
    primaryColor: 'brand',
    // Filled buttons keep their white text at AA in both schemes; brand-coloured text in dark takes a
    // lighter shade (accessibleCssVariables below).
    primaryShade: { light: accessibleShade(brand), dark: accessibleShade(brand) },
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

/** Secondary text in the dark scheme: between Mantine's text (dark.0) and its dimmed (dark.2, 4.1:1 on the body). */
export const DARK_DIMMED = '#adadad';
/** Placeholders in the dark scheme: Mantine's dark.3 is 3:1 on the body. */
export const DARK_PLACEHOLDER = '#9a9a9a';

/**
 * Mantine's default "dimmed" grey and red error text are below WCAG AA (4.5:1), on white as on its dark
 * body (#242424) and dark paper (#2e2e2e): other shades of the same colours keep the look and pass. In
 * the dark scheme the brand colour, dark enough for white text on it, is too dark as text on the dark
 * surfaces: links and brand-coloured text take the lighter shade lib/palette.ts picks (Mantine's default,
 * shade 4, is 3.9:1 for +praTi's red).
 */
export const accessibleCssVariables: CSSVariablesResolver = (theme) => {
  const brand = theme.colors.brand as Palette | undefined;
  const brandText = brand ? brand[accessibleDarkTextShade(brand)] : undefined;
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': theme.colors.gray[7],
      '--mantine-color-error': theme.colors.red[8],
      '--mantine-color-placeholder': theme.colors.gray[6],
    },
    dark: {
      '--mantine-color-dimmed': DARK_DIMMED,
      '--mantine-color-error': theme.colors.red[4],
      '--mantine-color-placeholder': DARK_PLACEHOLDER,
      ...(brandText
        ? {
            '--mantine-color-brand-text': brandText,
            '--mantine-color-anchor': brandText,
            // Outline buttons and badges: Mantine takes the filled shade minus 4, too dark past shade 7.
            '--mantine-color-brand-outline': brandText,
          }
        : {}),
    },
  };
};
