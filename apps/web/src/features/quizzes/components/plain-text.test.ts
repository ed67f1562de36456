import { expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

it('reads rich text as one line of plain text, cut with an ellipsis', () => {
  expect(plainText('<p>Quanto é <strong>2 &amp; 2</strong>?</p><p>Responda</p>')).toBe('Quanto é 2 & 2? Responda');
  expect(plainText('<p>abcdefghij</p>', 6)).toBe('abcde…');
});
