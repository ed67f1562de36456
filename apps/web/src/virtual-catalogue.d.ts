// One language's interface catalogue, emitted by build/catalogue-per-locale.ts.
declare module 'virtual:catalogue/*' {
  const catalogue: import('@ponte/shared/i18n/pt-br').Catalogue;
  export default catalogue;
}
