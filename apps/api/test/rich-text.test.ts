import { htmlIsEmpty } from '@ponte/shared/rich-text';
import { RICH_TEXT_KEEPS, XSS_CORPUS } from '@ponte/shared/testing/xss-corpus';
import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from '../src/modules/follow-up/rich-text.ts';
import { executableVectors, tagsOf } from './rich-text-check.ts';

describe('the follow-up rich text sanitiser (ADR 0037)', () => {
  it('has a corpus of at least 100 payloads with distinct ids', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(XSS_CORPUS.map((p) => p.id)).size).toBe(XSS_CORPUS.length);
  });

  it('finds the vectors in the raw payloads (the check itself is not blind)', () => {
    const caught = XSS_CORPUS.filter((p) => executableVectors(p.html).length > 0);
    // Payloads that are plain text to a parser (encoded, UTF-7, full-width) hold no vector to find.
    expect(caught.length).toBeGreaterThan(XSS_CORPUS.length * 0.85);
  });

  it.each(XSS_CORPUS.map((p) => [p.id, p.html]))('%s leaves no executable vector, and is stable', (_, html) => {
    const clean = sanitiseRichText(html);
    expect(executableVectors(clean)).toEqual([]);
    // Sanitising what was stored changes nothing: no second reading finds a new tag.
    expect(sanitiseRichText(clean)).toBe(clean);
  });

  it.each(RICH_TEXT_KEEPS.map((p) => [p.id, p.html]))('%s keeps what the toolbar makes', (_, html) => {
    const clean = sanitiseRichText(html);
    expect(executableVectors(clean)).toEqual([]);
    expect(htmlIsEmpty(clean)).toBe(false);
    const shape = (markup: string) =>
      tagsOf(markup).map(({ tag, attribs }) => `${tag}[${Object.keys(attribs).sort().join(',')}]`);
    expect(shape(clean)).toEqual(shape(html));
  });

  it('forces the link relation and a new tab, and drops other schemes and relative links', () => {
    expect(sanitiseRichText('<a href="https://x.example" rel="opener" target="_self">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitiseRichText('<a href="ftp://x.example">x</a><a href="/plataforma">y</a>')).toBe('<a>x</a><a>y</a>');
  });

  it('keeps only images of the app’s own files', () => {
    const own = '/api/arquivos/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.jpg';
    expect(sanitiseRichText(`<img src="${own}">`)).toBe(`<img src="${own}" />`);
    expect(sanitiseRichText(`<img src="https://ponte.example${own}">`)).toBe('');
    expect(sanitiseRichText(`<img src="${own}?x=1">`)).toBe('');
  });

  it('leaves an annotation of only scripts empty', () => {
    expect(htmlIsEmpty(sanitiseRichText('<p><script>alert(1)</script></p>'))).toBe(true);
  });
});
