/**
 * The colours the interface means something by, each one CSS variable whose value follows the colour
 * scheme (ADR 0049). Use these, never a hex colour or a fixed shade (`c="dimmed"`, `c="dark.9"`,
 * `bg="gray.0"`, `color="red.9"` on a subtle button): those were chosen against white and vanish on the
 * dark body.
 *
 * - Text: `c={TEXT.secondary}` (or `c="dimmed"`), `c={TEXT.negative}`; a Badge, ActionIcon or Button in
 *   the outline, subtle, light or transparent variant takes them as `color`, since its text is that colour.
 * - Backgrounds: `bg={SURFACE.subtle}` for a block set apart inside a card.
 * - Filled (white text on the colour): `FILLED`, fixed shades dark enough for white text in both schemes.
 *
 * The values live in `app/global.css` (`:root` for light, `[data-mantine-color-scheme='dark']` for dark),
 * so they apply before React renders; `semantic-colours.test.ts` checks that every one is defined for both
 * schemes and that every text colour reaches 4.5:1 on every surface of its scheme. Mantine's own text and
 * dimmed colours are set by `app/theme.ts` (`accessibleCssVariables`). To add one: a variable in both
 * blocks of global.css, a line here, and the test picks it up.
 */

/** Text, and the outline or subtle controls whose text it is. */
export const TEXT = {
  /** Body text: black on light, Mantine's light grey on dark (for `c="dark"`, `c="dark.9"`, `c="black"`). */
  body: 'var(--mantine-color-text)',
  /** Secondary text (dates, counts, hints): Mantine's dimmed, made AA in both schemes by the theme. */
  secondary: 'var(--mantine-color-dimmed)',
  /** Done, valid, shared, correct. */
  positive: 'var(--ponte-color-positive)',
  /** Waiting, due soon, favourite. */
  warning: 'var(--ponte-color-warning)',
  /** Overdue, failed, wrong, destructive actions. */
  negative: 'var(--ponte-color-negative)',
  /** A state with no judgement (draft, private, inactive). */
  neutral: 'var(--ponte-color-neutral)',
  /** Informational (annotations, reasons). */
  info: 'var(--ponte-color-info)',
  /** A second information colour, told apart from `info` (feedbacks beside annotations). */
  accent: 'var(--ponte-color-accent)',
} as const;

/** Backgrounds. Cards and dialogs are Mantine's (`Paper`, `Card`): the body colour of the scheme. */
export const SURFACE = {
  /** The page around the cards (the body): a shade off the cards in both schemes. */
  page: 'var(--ponte-surface-page)',
  /** A block set apart inside a card (a quoted answer, the current mentor, a timeline entry). */
  subtle: 'var(--ponte-surface-subtle)',
  /** A row that asks for attention (an unread notification). */
  highlight: 'var(--ponte-surface-highlight)',
} as const;

/**
 * Filled badges and buttons with white text: fixed shades with 4.5:1 under white, which stay readable
 * on the dark body too (Mantine's green.9 is 4.1:1 under white).
 */
export const FILLED = {
  positive: '#1b5e20',
  negative: 'red.9',
} as const;

/** The CSS variables global.css must define for both schemes (read by the test). */
export const SEMANTIC_VARIABLES = [...Object.values(TEXT), ...Object.values(SURFACE)]
  .map((value) => /^var\((--ponte-[\w-]+)\)$/.exec(value)?.[1])
  .filter((name): name is string => name !== undefined);
