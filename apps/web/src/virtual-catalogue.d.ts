// The parts of one language's interface catalogue, emitted by build/catalogue-per-locale.ts.
declare module 'virtual:catalogue-loaders' {
  type Part = () => Promise<{ default: Partial<import('@ponte/shared/i18n/pt-br').Catalogue> }>;
  export const LOADERS: Record<
    import('@ponte/shared/locales').Locale,
    Record<
      | 'core'
      | import('./lib/catalogue-parts').CataloguePart
      | typeof import('./lib/catalogue-parts').CORE_WITH_PLATFORM,
      Part
    >
  >;
}
