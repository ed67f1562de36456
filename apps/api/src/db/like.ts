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
 * literally. Indexes on `fold_text(<the same expression>)` match this condition (users' names and e-mail).
 */
export function foldedContains(text: SQLWrapper, typed: string): SQL {
  return sql`fold_text(${text}) like fold_text(${containsPattern(typed)})`;
}
