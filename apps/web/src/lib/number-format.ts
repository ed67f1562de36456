/**
 * A number in a language's own notation, with a fixed count of decimals: 1,25 in pt-BR, 1.25 in en-US
 * and es-MX (Mexico writes a decimal point). Formatters are kept per language and count.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatDecimal(value: number, locale: string, fractionDigits: number): string {
  const key = `${locale}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
