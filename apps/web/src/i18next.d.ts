import type { ptBR } from '@ponte/shared/i18n/pt-br';

// Translation keys are a typed union: a key missing from the reference catalogue fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ptBR };
  }
}
