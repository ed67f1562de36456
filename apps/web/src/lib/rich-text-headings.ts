/**
 * Rich text's headings moved under the heading that owns the text (a follow-up entry's title, level
 * `under`): its highest heading becomes `under + 1` and the others keep their distance below it, at most
 * h6. Otherwise a feedback's "Pontos fortes", written as h2 under an entry titled in an h3, is a section
 * beside the entry in a screen reader's outline rather than a part of it.
 *
 * It works on sanitised HTML (DOMPurify's serialisation), where a `<` in text is `&lt;`: only tags match.
 */
export function nestHeadings(html: string, under: number): string {
  const levels = [...html.matchAll(/<h([1-6])(?=[\s>])/gi)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const shift = under + 1 - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(
    /<(\/?)h([1-6])(?=[\s>])/gi,
    (_, slash: string, level: string) => `<${slash}h${Math.min(6, Math.max(1, Number(level) + shift))}`,
  );
}
