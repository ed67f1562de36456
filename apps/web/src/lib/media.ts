import { useMediaQuery } from '@mantine/hooks';

/** Spec §2/§9: below 450px the layout is the mobile one (header, drawer, cards instead of tables). */
export const MOBILE_QUERY = '(max-width: 449px)';

/** Whether the mobile layout applies, right from the first render (no desktop flash on a phone). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, { getInitialValueInEffect: false });
}
