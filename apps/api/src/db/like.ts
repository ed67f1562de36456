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
