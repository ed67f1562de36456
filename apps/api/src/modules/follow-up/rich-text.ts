import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_COLOUR,
  RICH_TEXT_IMAGE_SRC,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LIST_START,
  RICH_TEXT_NON_TEXT_TAGS,
  RICH_TEXT_STYLES,
  RICH_TEXT_TAGS,
  richTextLinkHref,
} from '@ponte/shared/rich-text';
import sanitizeHtml from 'sanitize-html';

/**
 * The follow-up's rich text as it may be stored: what the editor's toolbar (spec §9: header, bold,
 * italic, underline, strike, link, image, lists, colour, background, alignment, clean) produces
 * through Tiptap, and nothing else (ADR 0037). Everything is sanitised here at write time, so what
 * the database holds is safe whoever reads it later; the web sanitises again with DOMPurify. Both
 * read the allow-list from @ponte/shared/rich-text.
 *
 * Tags outside the list are dropped and their text kept, except those whose content is not text for
 * a reader (scripts, styles, embedded documents, SVG and MathML), which go with their content. The
 * output is re-serialised by the parser: every text and attribute value is escaped, so nothing in it
 * can open a tag the list does not name.
 */

/** A name the allow-list does not hold: the tag is dropped (its text is kept). */
const DROPPED = 'dropped';

function optionsFor(images?: ReadonlySet<string>): sanitizeHtml.IOptions {
  return { ...OPTIONS, transformTags: { ...OPTIONS.transformTags, img: imageOf(images) } };
}

/** Keeps an image of an own file (of these keys only, when given) with its alt and title. */
function imageOf(images?: ReadonlySet<string>): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const src = attribs.src ?? '';
    const key = RICH_TEXT_IMAGE_SRC.exec(src)?.[1];
    if (!key || (images && !images.has(key))) return { tagName: DROPPED, attribs: {} };
    const kept: sanitizeHtml.Attributes = { src };
    if (attribs.alt) kept.alt = attribs.alt;
    if (attribs.title) kept.title = attribs.title;
    return { tagName, attribs: kept };
  };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedStyles: Object.fromEntries(
    Object.entries(RICH_TEXT_STYLES).map(([tag, styles]) => [
      tag,
      Object.fromEntries(Object.entries(styles).map(([name, patterns]) => [name, [...patterns]])),
    ]),
  ),
  allowedClasses: {},
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_NON_TEXT_TAGS],
  // Deeper than any document the editor makes; beyond it tags are dropped and text kept.
  nestingLimit: 40,
  transformTags: {
    a: (tagName, attribs) => {
      const href = richTextLinkHref(attribs.href ?? '');
      return {
        tagName,
        attribs: (href ? { href, target: '_blank', rel: RICH_TEXT_LINK_REL } : {}) as sanitizeHtml.Attributes,
      };
    },
    img: imageOf(),
    ol: (tagName, attribs) => ({
      tagName,
      attribs: (RICH_TEXT_LIST_START.test(attribs.start ?? '')
        ? { start: attribs.start! }
        : {}) as sanitizeHtml.Attributes,
    }),
    mark: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      if (attribs.style) kept.style = attribs.style;
      const colour = attribs['data-color'] ?? '';
      if (RICH_TEXT_COLOUR.some((re) => re.test(colour))) kept['data-color'] = colour;
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
    const key = RICH_TEXT_IMAGE_SRC.exec(match[1] ?? '')?.[1];
    if (key) keys.add(key);
  }
  return [...keys];
}
