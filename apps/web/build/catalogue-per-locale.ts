// Relative: the config loader bundles relative imports but hands packages to Node, which cannot run .ts.

import { type Plugin, runnerImport } from 'vite';
import { LOCALES } from '../../../packages/shared/src/locales.ts';
import { CORE_WITH_PLATFORM, deferredParts, PLATFORM_PART, partOf } from '../src/lib/catalogue-parts.ts';

const PREFIX = 'virtual:catalogue/';
const RESOLVED = `\0${PREFIX}`;
const LOADERS = 'virtual:catalogue-loaders';
const SOURCE = '@ponte/shared/i18n/catalogues';
const PARTS_SOURCE = new URL('../src/lib/catalogue-parts.ts', import.meta.url).pathname;

/**
 * `import('virtual:catalogue/pt-BR')` is the core of one language's interface catalogue and
 * `import('virtual:catalogue/pt-BR/followUp')` one of its deferred namespaces (src/lib/catalogue-parts.ts).
 * The shared catalogues keep the three languages of a namespace in one module (ns-talents.ts holds ptBR,
 * enUS and esMX), so importing a locale's module would still bring all three. The build therefore
 * evaluates the catalogues and emits each part as data of its own: the browser downloads only the
 * language it shows and only the namespaces its screens use. `virtual:catalogue-loaders` maps each
 * language and part to its import. The dev server re-exports the source, so edits still reload.
 */
export function cataloguePerLocale(): Plugin {
  let serve = false;
  let catalogues: Promise<Record<string, Record<string, unknown>>> | undefined;

  return {
    name: 'ponte:catalogue-per-locale',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(id) {
      if (id === LOADERS) return `\0${LOADERS}`;
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${LOADERS}`) return loadersModule();
      if (!id.startsWith(RESOLVED)) return undefined;
      const [locale = '', namespace] = id.slice(RESOLVED.length).split('/');
      if (serve) {
        return [
          `import { CATALOGUES } from '${SOURCE}';`,
          `import { partOf } from '${PARTS_SOURCE}';`,
          `export default partOf(CATALOGUES[${JSON.stringify(locale)}], ${JSON.stringify(namespace)});`,
        ].join('\n');
      }

      const source = await this.resolve(SOURCE);
      if (!source) this.error(`cannot resolve ${SOURCE}`);
      this.addWatchFile(source.id);
      catalogues ??= runnerImport<{ CATALOGUES: Record<string, Record<string, unknown>> }>(source.id, {
        configFile: false,
        logLevel: 'error',
      }).then(({ module }) => module.CATALOGUES);
      const catalogue = (await catalogues)[locale];
      if (!catalogue) this.error(`no catalogue for ${locale}`);
      if (namespace && namespace !== PLATFORM_PART && namespace !== CORE_WITH_PLATFORM && !(namespace in catalogue)) {
        this.error(`no namespace ${namespace} in ${locale}`);
      }
      const part = partOf(catalogue, namespace);
      // JSON.parse of a string literal is faster for the engine than an object literal this size.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});\n`;
    },
  };
}

/** Static import() calls, one per language and part, so each becomes a chunk of its own. */
function loadersModule(): string {
  const entries = LOCALES.map((locale) => {
    const parts = deferredParts().map((ns) => `${ns}: () => import('${PREFIX}${locale}/${ns}')`);
    return `  ${JSON.stringify(locale)}: { core: () => import('${PREFIX}${locale}'), ${parts.join(', ')} },`;
  });
  return `export const LOADERS = {\n${entries.join('\n')}\n};\n`;
}
