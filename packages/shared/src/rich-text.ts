/**
 * The rich-text allow-list, once for both sanitisers (ADR 0037): the server's sanitize-html at write time
 * and the web's DOMPurify at render. It is what the editor's toolbar (spec §9: header, bold, italic,
 * underline, strike, link, image, lists, colour, background, alignment, clean) produces through Tiptap,
 * and nothing else; a rule changed here changes both locks.
 */

export const RICH_TEXT_HEADINGS = ['h1', 'h2', 'h3', 'h4'] as const;

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  ...RICH_TEXT_HEADINGS,
  'strong',
  'em',
  'u',
  's',
  'a',
  'img',
  'ul',
  'ol',
  'li',
  'span',
  'mark',
] as const;

/** The attributes each tag may keep; every other attribute goes. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
  mark: ['data-color', 'style'],
  span: ['style'],
  p: ['style'],
  ...Object.fromEntries(RICH_TEXT_HEADINGS.map((h) => [h, ['style']])),
};

/** Tags whose content is not text for a reader: they go with their content, not just their markup. */
export const RICH_TEXT_NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'template',
  'title',
  'plaintext',
  'svg',
  'math',
  'object',
  'applet',
] as const;

/** Tiptap's colour and highlight marks write hex or rgb()/rgba() colours. */
export const RICH_TEXT_COLOUR: readonly RegExp[] = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d{1,4}|\d{1,3}%)\s*)?\)$/i,
];
const ALIGNMENT: readonly RegExp[] = [/^(left|right|center|justify)$/];

/** The style declarations each tag may keep, with the values each may hold. */
export const RICH_TEXT_STYLES: Readonly<Record<string, Readonly<Record<string, readonly RegExp[]>>>> = {
  p: { 'text-align': ALIGNMENT },
  ...Object.fromEntries(RICH_TEXT_HEADINGS.map((h) => [h, { 'text-align': ALIGNMENT }])),
  span: { color: RICH_TEXT_COLOUR, 'background-color': RICH_TEXT_COLOUR },
  mark: { 'background-color': RICH_TEXT_COLOUR, color: [/^inherit$/] },
};

/**
 * The app's own stored files, by key: images are uploaded through the files module (re-encoded to
 * JPEG), never linked from elsewhere. The group is the file key.
 */
export const RICH_TEXT_IMAGE_SRC = /^\/api\/arquivos\/([A-Za-z0-9_-]{43}\.jpg)$/;

/** Links the toolbar may make: web pages and email addresses. */
export const RICH_TEXT_LINK_HREF = /^(https?:\/\/[^/\s]|mailto:[^\s])/i;

/** Links open in a new tab and never hand the page to the site they open. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';

/** An ordered list's start number. */
export const RICH_TEXT_LIST_START = /^\d{1,6}$/;

/** What a browser ignores in a URL before reading its scheme: controls, whitespace (the WHATWG URL parser). */
export const RICH_TEXT_URL_NOISE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060\ufeff]/g;

/** A link's address as a browser reads it, or null when it may not be a link. */
export function richTextLinkHref(href: string): string | null {
  const clean = href.replace(RICH_TEXT_URL_NOISE, '');
  return RICH_TEXT_LINK_HREF.test(clean) ? clean : null;
}

/** Whether `tag` may carry the style declaration `property: value`. */
export function richTextStyleAllowed(tag: string, property: string, value: string): boolean {
  const patterns = RICH_TEXT_STYLES[tag]?.[property];
  return patterns?.some((re) => re.test(value)) ?? false;
}

/**
 * Whether an editor document says nothing: only empty paragraphs, line breaks and spaces (an editor
 * cleared by the person still holds `<p></p>`). An image alone is content.
 */
export function htmlIsEmpty(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#x0*a0;/gi, ' ')
    .replace(/[\s\u00a0\u200b\ufeff]+/g, '');
  return text.length === 0;
}
