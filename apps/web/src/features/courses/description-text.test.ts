import { describe, expect, it } from 'vitest';
import { textToHtml } from './description-text.ts';

describe('a course description typed as plain text', () => {
  it('is null when blank', () => {
    expect(textToHtml('  \n\n ')).toBeNull();
  });

  it('makes paragraphs of blocks, line breaks of lines and lists of "- " lines, escaping markup', () => {
    expect(textToHtml('Primeiro <b>parágrafo</b>\nsegunda linha\n\n- um\n- dois & três\n\n\nFim')).toBe(
      '<p>Primeiro &lt;b&gt;parágrafo&lt;/b&gt;<br>segunda linha</p><ul><li><p>um</p></li><li><p>dois &amp; três</p></li></ul><p>Fim</p>',
    );
  });
});
