import sanitizeHtml from 'sanitize-html';

/**
 * The follow-up's rich text as it may be stored: what the editor's toolbar (spec §9: header, bold,
 * italic, underline, strike, link, image, lists, colour, background, alignment, clean) produces
 * through Tiptap, and nothing else (ADR 0037). Everything is sanitised here at write time, so what
 * the database holds is safe whoever reads it later; the web sanitises again with DOMPurify.
 *
 * Tags outside the list are dropped and their text kept, except those whose content is not text for
 * a reader (scripts, styles, embedded documents, SVG and MathML), which go with their content. The
 * output is re-serialised by the parser: every text and attribute value is escaped, so nothing in it
 * can open a tag the list does not name.
 */

const HEADINGS = ['h1', 'h2', 'h3', 'h4'];
const ALLOWED_TAGS = ['p', 'br', ...HEADINGS, 'strong', 'em', 'u', 's', 'a', 'img', 'ul', 'ol', 'li', 'span', 'mark'];

/** Tiptap's colour and highlight marks write hex or rgb()/rgba() colours. */
const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d{1,4}|\d{1,3}%)\s*)?\)$/i,
];
const ALIGNMENT = [/^(left|right|center|justify)$/];

/**
 * The app's own stored files, by key: images are uploaded through the files module (re-encoded to
 * JPEG), never linked from elsewhere.
 */
const OWN_IMAGE_SRC = /^\/api\/arquivos\/([A-Za-z0-9_-]{43}\.jpg)$/;
/** Links the toolbar may make: web pages and email addresses. */
const LINK_HREF = /^(https?:\/\/[^/\s]|mailto:[^\s])/i;
const LINK_REL = 'noopener noreferrer nofollow';

/** What a browser ignores in a URL before reading its scheme: controls, whitespace (the WHATWG URL parser). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
const URL_NOISE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060\ufeff]/g;

/** A name the allow-list does not hold: the tag is dropped (its text is kept). */
const DROPPED = 'dropped';

function optionsFor(images?: ReadonlySet<string>): sanitizeHtml.IOptions {
  return { ...OPTIONS, transformTags: { ...OPTIONS.transformTags, img: imageOf(images) } };
}

/** Keeps an image of an own file (of these keys only, when given) with its alt and title. */
function imageOf(images?: ReadonlySet<string>): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const src = attribs.src ?? '';
    const key = OWN_IMAGE_SRC.exec(src)?.[1];
    if (!key || (images && !images.has(key))) return { tagName: DROPPED, attribs: {} };
    const kept: sanitizeHtml.Attributes = { src };
    if (attribs.alt) kept.alt = attribs.alt;
    if (attribs.title) kept.title = attribs.title;
    return { tagName, attribs: kept };
  };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    mark: ['data-color', 'style'],
    span: ['style'],
    p: ['style'],
    ...Object.fromEntries(HEADINGS.map((h) => [h, ['style']])),
  },
  allowedStyles: {
    p: { 'text-align': ALIGNMENT },
    ...Object.fromEntries(HEADINGS.map((h) => [h, { 'text-align': ALIGNMENT }])),
    span: { color: COLOUR, 'background-color': COLOUR },
    mark: { 'background-color': COLOUR, color: [/^inherit$/] },
  },
  allowedClasses: {},
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
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
  ],
  // Deeper than any document the editor makes; beyond it tags are dropped and text kept.
  nestingLimit: 40,
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').replace(URL_NOISE, '');
      // Links open in a new tab and never hand the page to the site they open (ADR 0037).
      return {
        tagName,
        attribs: (LINK_HREF.test(href) ? { href, target: '_blank', rel: LINK_REL } : {}) as sanitizeHtml.Attributes,
      };
    },
    img: imageOf(),
    ol: (tagName, attribs) => ({
      tagName,
      attribs: (/^\d{1,6}$/.test(attribs.start ?? '') ? { start: attribs.start! } : {}) as sanitizeHtml.Attributes,
    }),
    mark: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      if (attribs.style) kept.style = attribs.style;
      const colour = attribs['data-color'] ?? '';
      if (COLOUR.some((re) => re.test(colour))) kept['data-color'] = colour;
      return { tagName, attribs: kept };
    },
  },
};

/**
 * The stored form of an editor document. Idempotent: sanitising the result again changes nothing.
 * With `images`, only images of those file keys stay (the ones attached to the annotation).
 */
export function sanitiseRichText(html: string, options: { images?: ReadonlySet<string> } = {}): string {
  return sanitizeHtml(html, options.images ? optionsFor(options.images) : OPTIONS);
}

/** The file keys of the images a sanitised document shows, each once. */
export function imageKeysOf(html: string): string[] {
  const keys = new Set<string>();
  for (const match of html.matchAll(/<img\s[^>]*?src="([^"]*)"/g)) {
    const key = OWN_IMAGE_SRC.exec(match[1] ?? '')?.[1];
    if (key) keys.add(key);
  }
  return [...keys];
}
