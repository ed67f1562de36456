import { Box, type BoxProps } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The web's copy of the server's rich-text allow-list (ADR 0037, apps/api follow-up/rich-text.ts): what
 * the editor's toolbar makes and nothing else. The server sanitised the HTML when it was stored; this is
 * the second lock, so a row written before a rule changed, or by another path, still cannot run script.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
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
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'title', 'style', 'start', 'data-color'];
/** Links: http(s) and mailto only. Images: only the platform's stored files. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;
const SAFE_SRC = /^\/api\/arquivos\/[A-Za-z0-9._-]+$/;
/** The declarations the toolbar writes: alignment, colour and background, with plain colour values. */
const SAFE_STYLE = /^(?:text-align|color|background-color)$/;
const SAFE_STYLE_VALUE = /^(?:left|right|center|justify|inherit|#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%]+\))$/i;

let configured = false;

function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'href' && !SAFE_HREF.test(data.attrValue.trim())) data.keepAttr = false;
    if (data.attrName === 'src' && !(node.nodeName === 'IMG' && SAFE_SRC.test(data.attrValue))) data.keepAttr = false;
    if (data.attrName === 'style') {
      const kept = data.attrValue
        .split(';')
        .map((part) => part.split(':').map((s) => s.trim()))
        .filter(
          ([name, value, ...rest]) =>
            rest.length === 0 && name && value && SAFE_STYLE.test(name.toLowerCase()) && SAFE_STYLE_VALUE.test(value),
        )
        .map(([name, value]) => `${name}: ${value}`);
      if (kept.length === 0) data.keepAttr = false;
      else data.attrValue = kept.join('; ');
    }
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Every link opens apart from the platform and tells the other site nothing.
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/** Sanitises rich HTML with the allow-list above (exported for tests). */
export function sanitizeRichText(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    FORBID_CONTENTS: [
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
  });
}

/** Rich text written in the editor, shown only after DOMPurify has passed it (spec §9; issue 12 §2). */
export function SafeHtml({ html, ...props }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Box
      {...props}
      className="ponte-rich-text"
      data-rich-text
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify with the allow-list above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
