/** One column up to Mantine's xs breakpoint (576px), so always one below 450px; two above. */
export const FIELD_COLUMNS = { base: 1, xs: 2 } as const;
