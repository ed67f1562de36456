import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The one LIKE escape: what a person typed matches literally, its own % _ and \ included.
 * Plain strings, so repositories bind the result as a parameter.
 */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for "contains", escaped. */
export function containsPattern(text: string): string {
  return `%${likeEscape(text)}%`;
}

/**
 * Every list's search (issue 10 §3, ADR 0036): `text` contains what the person typed, accents and case
 * ignored, so "antonio" finds "Antônio" and "CONDICAO" finds "condição". Both sides go through the
 * database's `fold_text` (migration 0038), the one definition of the folding; the pattern is escaped
 * before it is folded, and folding never makes or removes a `\`, `%` or `_`, so those still match
 * literally. The users' trigram indexes are on `fold_text(<the same expression>)` for names and e-mail; under the
 * requests' forced row-level security a LIKE is no index condition (ADR 0042), so the search filters the rows
 * its list reads (docs/performance.md).
 */
export function foldedContains(text: SQLWrapper, typed: string): SQL {
  return sql`fold_text(${text}) like fold_text(${containsPattern(typed)})`;
}
