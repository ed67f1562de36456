/**
 * What "holds no executable vector" means for stored rich text, checked on the markup itself: every
 * tag and attribute is one the follow-up's allow-list names (ADR 0037), links are http(s) or mailto
 * and never hand over the opener, images are the app's own files, and styles hold colours and
 * alignment only. The markup is read with a parser that keeps everything (sanitize-html with nothing
 * disallowed), so whatever a browser could see as a tag is seen here too.
 */
import sanitizeHtml from 'sanitize-html';

const ATTRIBUTES: Record<string, readonly string[]> = {
  p: ['style'],
  h1: ['style'],
  h2: ['style'],
  h3: ['style'],
  h4: ['style'],
  br: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title'],
  ul: [],
  ol: ['start'],
  li: [],
  span: ['style'],
  mark: ['style', 'data-color'],
};

const STYLE_DECLARATION =
  /^(text-align:(left|right|center|justify)|color:(inherit|#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))|background-color:(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)))$/i;

export interface ParsedTag {
  tag: string;
  attribs: Record<string, string>;
}

export function tagsOf(html: string): ParsedTag[] {
  const tags: ParsedTag[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    nonTextTags: [],
    parseStyleAttributes: false,
    transformTags: {
      '*': (tag, attribs) => {
        tags.push({ tag, attribs: { ...attribs } });
        return { tagName: tag, attribs };
      },
    },
  });
  return tags;
}

/** The problems found in stored markup; none when it is safe. */
export function executableVectors(html: string): string[] {
  const problems: string[] = [];
  for (const { tag, attribs } of tagsOf(html)) {
    const allowed = ATTRIBUTES[tag];
    if (!allowed) {
      problems.push(`tag <${tag}>`);
      continue;
    }
    for (const [name, value] of Object.entries(attribs)) {
      if (!allowed.includes(name)) problems.push(`attribute ${name} on <${tag}>`);
      if (name === 'href' && !/^(https?:\/\/[^/\s]|mailto:\S)/i.test(value)) problems.push(`href ${value}`);
      if (name === 'src' && !/^\/api\/arquivos\/[A-Za-z0-9_-]{43}\.jpg$/.test(value)) problems.push(`src ${value}`);
      if (name === 'target' && value !== '_blank') problems.push(`target ${value}`);
      if (name === 'rel' && value !== 'noopener noreferrer nofollow') problems.push(`rel ${value}`);
      if (name === 'style') {
        for (const declaration of value.split(';').map((d) => d.replace(/\s+/g, '').trim())) {
          if (declaration !== '' && !STYLE_DECLARATION.test(declaration)) problems.push(`style ${declaration}`);
        }
      }
    }
    if (
      tag === 'a' &&
      attribs.href &&
      (attribs.rel !== 'noopener noreferrer nofollow' || attribs.target !== '_blank')
    ) {
      problems.push('link without rel/target');
    }
  }
  // Nothing outside a tag may open one: text reaches the page escaped.
  if (/<(?!\/?(p|h[1-4]|br|strong|em|u|s|a|img|ul|ol|li|span|mark)[\s/>])/i.test(html)) problems.push('raw <');
  return problems;
}
