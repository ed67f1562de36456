import { useMediaQuery } from '@mantine/hooks';

/** Spec §2/§9 mobile breakpoint: below 450px every form stacks its fields. */
export const MOBILE_QUERY = '(max-width: 449px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, { getInitialValueInEffect: false });
}

/** One column up to Mantine's xs breakpoint (576px), so always one below 450px; two above. */
export const FIELD_COLUMNS = { base: 1, xs: 2 } as const;
