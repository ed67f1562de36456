// The JavaScript a fresh browser downloads, in gzip bytes, for the sign-in page and for the shell with
// the talent base, read from the build's manifest (apps/web/dist/.vite/manifest.json, `npm run build`
// first). Fails when a budget is passed. Figures and history: docs/performance.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'apps/web/dist';
const KIB = 1024;
const BUDGETS = [
  // The entry alone: the router, the shell's code and the sign-in page (every screen is a lazy chunk).
  { name: 'sign-in', budget: 150 * KIB, routes: [] },
  // What an Admin opening /plataforma/base-de-talentos downloads: the entry plus the screen's chunks.
  { name: 'shell + talent base', budget: 300 * KIB, routes: ['src/features/talents/routes/talent-base-page.tsx'] },
];

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry in the manifest');

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: was it renamed?`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipSize = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

let failed = false;
console.info('JavaScript downloaded (gzip):');
for (const { name, budget, routes } of BUDGETS) {
  const keys = new Set();
  for (const key of [entryKey, ...routes]) closure(key, keys);
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const ok = bytes <= budget;
  failed ||= !ok;
  console.info(
    `  ${ok ? '✔' : '✖'} ${name.padEnd(22)} ${(bytes / KIB).toFixed(1).padStart(7)} KiB  (budget ${budget / KIB} KiB, ${files.length} files)`,
  );
}
if (failed) {
  console.error('A page passed its JavaScript budget: load the new code on demand (a lazy route or import).');
  process.exit(1);
}
