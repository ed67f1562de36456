/**
 * A course's description is rich text (sanitised HTML, shown through SafeHtml). Admin edits it as plain
 * text — paragraphs separated by a blank line, lines starting with "- " as a bulleted list — so the
 * course form does not load the follow-up's editor; the HTML it sends uses only <p>, <br>, <ul> and <li>,
 * all in the rich-text allow-list. A description left untouched is sent back as it was, formatting kept.
 */

const BULLET = /^\s*[-•]\s+/;

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** Plain text as the editor's HTML; blank text is null (no description). */
export function textToHtml(text: string): string | null {
  const blocks = text
    .replaceAll('\r\n', '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);
  if (blocks.length === 0) return null;
  return blocks
    .map((lines) =>
      lines.every((line) => BULLET.test(line))
        ? `<ul>${lines.map((line) => `<li><p>${escapeHtml(line.replace(BULLET, '').trim())}</p></li>`).join('')}</ul>`
        : `<p>${lines.map((line) => escapeHtml(line.trim())).join('<br>')}</p>`,
    )
    .join('');
}

function inlineText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  if (node.tagName === 'BR') return '\n';
  return [...node.childNodes].map(inlineText).join('');
}

/** Stored HTML as the text the form shows: one block per paragraph or heading, lists as "- " lines. */
export function htmlToText(html: string | null): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks: string[] = [];
  for (const node of doc.body.childNodes) {
    if (node instanceof Element && (node.tagName === 'UL' || node.tagName === 'OL')) {
      const items = [...node.querySelectorAll(':scope > li')].map((li) => `- ${inlineText(li).trim()}`);
      if (items.length > 0) blocks.push(items.join('\n'));
      continue;
    }
    const text = inlineText(node).trim();
    if (text) blocks.push(text);
  }
  return blocks.join('\n\n');
}
