import { type Plugin, runnerImport } from 'vite';

const PREFIX = 'virtual:catalogue/';
const RESOLVED = `\0${PREFIX}`;
const SOURCE = '@ponte/shared/i18n/catalogues';

/**
 * `import('virtual:catalogue/pt-BR')` is one language's interface catalogue. The shared catalogues
 * keep the three languages of a namespace in one module (ns-talents.ts holds ptBR, enUS and esMX),
 * so importing a locale's module would still bring all three. The build therefore evaluates the
 * catalogues and emits each language as data of its own: the browser downloads only the one it
 * shows. The dev server re-exports the source, so edits still reload.
 */
export function cataloguePerLocale(): Plugin {
  let serve = false;
  let catalogues: Promise<Record<string, unknown>> | undefined;

  return {
    name: 'ponte:catalogue-per-locale',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const locale = JSON.stringify(id.slice(RESOLVED.length));
      if (serve) return `import { CATALOGUES } from '${SOURCE}';\nexport default CATALOGUES[${locale}];\n`;

      const source = await this.resolve(SOURCE);
      if (!source) this.error(`cannot resolve ${SOURCE}`);
      this.addWatchFile(source.id);
      catalogues ??= runnerImport<{ CATALOGUES: Record<string, unknown> }>(source.id, {
        configFile: false,
        logLevel: 'error',
      }).then(({ module }) => module.CATALOGUES);
      const catalogue = (await catalogues)[JSON.parse(locale)];
      if (!catalogue) this.error(`no catalogue for ${locale}`);
      // JSON.parse of a string literal is faster for the engine than an object literal this size.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogue))});\n`;
    },
  };
}
