/**
 * Mantine cuts a badge's label with an ellipsis at its container's width ("COMPORTAMENTAL E CARR…",
 * "Resolução de p…"). Where the words are the information, a badge shows them whole.
 */

/** One line, as wide as its words: a table column sized to its content keeps it (statuses, skills). */
export const WHOLE_BADGE = {
  root: { maxWidth: 'none', flexShrink: 0 },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;

/** As many lines as a narrow card needs (a mentoring area's long name at 400 px). */
export const WRAPPING_BADGE = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'normal', lineHeight: 1.4 },
} as const;
