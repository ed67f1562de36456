/** "Vinícius Araújo" → "viniciusaraujo" (or "vinicius.araujo" with a separator): demo email local parts. */
export function slug(text: string, separator = ''): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z]+/g, separator);
}
