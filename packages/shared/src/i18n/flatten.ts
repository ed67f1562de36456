/** A catalogue (or any nested object of texts) as one map of dotted keys ("home.talents.total_one") to texts. */
export function flattenCatalogue(node: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flattenCatalogue(value, path));
  }
  return out;
}
