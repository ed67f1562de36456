import { describe, expect, it } from 'vitest';
import { nestHeadings } from './rich-text-headings.ts';

/** The demo's first-month feedback (apps/api/src/modules/demo/demo-follow-up.ts), as DOMPurify serialises it. */
const FEEDBACK =
  '<h2>Pontos fortes</h2><p>Organização e curiosidade: você chegou às conversas com perguntas preparadas.</p>' +
  '<h2>Para desenvolver</h2><p>Mostrar o trabalho mais cedo, mesmo incompleto, para receber retorno.</p>';

describe('nestHeadings', () => {
  it('puts the text’s highest heading one level under the card’s title', () => {
    expect(nestHeadings(FEEDBACK, 3)).toBe(
      '<h4>Pontos fortes</h4><p>Organização e curiosidade: você chegou às conversas com perguntas preparadas.</p>' +
        '<h4>Para desenvolver</h4><p>Mostrar o trabalho mais cedo, mesmo incompleto, para receber retorno.</p>',
    );
  });

  it('keeps the distance between levels, lifts a text that starts too deep, and stops at h6', () => {
    expect(nestHeadings('<h1 style="text-align: center">A</h1><h3>B</h3><h4>C</h4>', 3)).toBe(
      '<h4 style="text-align: center">A</h4><h6>B</h6><h6>C</h6>',
    );
    expect(nestHeadings('<h4>Fundo</h4><p>x</p>', 1)).toBe('<h2>Fundo</h2><p>x</p>');
  });

  it('leaves text with no heading, and a heading written in the text, alone', () => {
    expect(nestHeadings('<p>&lt;h2&gt;não é um título&lt;/h2&gt; <strong>hoje</strong></p>', 3)).toBe(
      '<p>&lt;h2&gt;não é um título&lt;/h2&gt; <strong>hoje</strong></p>',
    );
    expect(nestHeadings('<hr><p>x</p><h2>T</h2>', 3)).toBe('<hr><p>x</p><h4>T</h4>');
  });
});
