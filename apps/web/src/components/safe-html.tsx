import { Box, type BoxProps } from '@mantine/core';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_COLOUR,
  RICH_TEXT_IMAGE_SRC,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LIST_START,
  RICH_TEXT_NON_TEXT_TAGS,
  RICH_TEXT_TAGS,
  richTextLinkHref,
  richTextStyleAllowed,
} from '@ponte/shared/rich-text';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { nestHeadings } from '@/lib/rich-text-headings';

/**
 * The second lock on rich text (ADR 0037): the server sanitised the HTML when it was stored, with the same
 * allow-list (@ponte/shared/rich-text); this pass means a row written before a rule changed, or by another
 * path, still cannot run script.
 */
const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

let configured = false;

function keptStyle(tag: string, style: string): string {
  return style
    .split(';')
    .map((part) => part.split(':').map((s) => s.trim()))
    .filter(
      (parts): parts is [string, string] =>
        parts.length === 2 && richTextStyleAllowed(tag, parts[0]!.toLowerCase(), parts[1]!),
    )
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}

function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (!RICH_TEXT_ATTRIBUTES[tag]?.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (data.attrName === 'href') {
      const href = richTextLinkHref(data.attrValue);
      if (href) data.attrValue = href;
      else data.keepAttr = false;
    }
    if (data.attrName === 'src' && !RICH_TEXT_IMAGE_SRC.test(data.attrValue)) data.keepAttr = false;
    if (data.attrName === 'start' && !RICH_TEXT_LIST_START.test(data.attrValue)) data.keepAttr = false;
    if (data.attrName === 'data-color' && !RICH_TEXT_COLOUR.some((re) => re.test(data.attrValue))) {
      data.keepAttr = false;
    }
    if (data.attrName === 'style') {
      const kept = keptStyle(tag, data.attrValue);
      if (kept) data.attrValue = kept;
      else data.keepAttr = false;
    }
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', RICH_TEXT_LINK_REL);
    }
  });
}

/** Sanitises rich HTML with the shared allow-list. */
export function sanitizeRichText(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    FORBID_CONTENTS: [...RICH_TEXT_NON_TEXT_TAGS],
  });
}

/**
 * Rich text written in the editor, shown only after DOMPurify has passed it (spec §9; issue 12 §2).
 * `headingsUnder`: the level of the heading the text sits under (a card's title); the text's own headings
 * then come below it, in level and in size (global.css), so "Pontos fortes" never outranks the card.
 */
export function SafeHtml({ html, headingsUnder, ...props }: { html: string; headingsUnder?: number } & BoxProps) {
  const clean = useMemo(() => {
    const sanitised = sanitizeRichText(html);
    return headingsUnder === undefined ? sanitised : nestHeadings(sanitised, headingsUnder);
  }, [html, headingsUnder]);
  return (
    <Box
      {...props}
      className="ponte-rich-text"
      data-rich-text
      data-nested-headings={headingsUnder === undefined ? undefined : ''}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify with the allow-list above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
