import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipFile = promisify(gzip);
const brotliFile = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, once, at the highest levels: the API
 * serves them to browsers that accept them (apps/api/src/web/web.routes.ts, `preCompressed`), so
 * the sizes in the bundle budget (scripts/check-bundle-budget.mjs) are what actually travels.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ponte:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite/'));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const data = await readFile(path);
          const [gz, br] = await Promise.all([
            gzipFile(data, { level: 9 }),
            brotliFile(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
        }),
      );
    },
  };
}
