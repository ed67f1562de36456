// The JavaScript a fresh browser downloads, in gzip bytes, for the sign-in page and for an Admin
// opening the talent base, read from the build's manifest (apps/web/dist/.vite/manifest.json):
// the entry, everything it imports statically, the interface catalogue it loads before rendering,
// and for a platform page the lazy chunks of its routes with their static imports. Fails when a
// page's limit is passed. `npm run check:budget` builds first; `--files` lists every file counted.
// Figures and history: docs/performance.md ("Web bundle"); decisions: docs/decisions/0031 and 0032.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// WEB_DIST lets a build made elsewhere be checked without replacing the one a running server serves.
const DIST = process.env.WEB_DIST ?? 'apps/web/dist';
const KIB = 1024;
// The catalogue of the language the page opens in, which main.tsx waits for before the first render:
// its core, with the platform's texts in the same file for a page inside the platform (lib/i18n.ts).
// pt-BR is the default locale and the largest catalogue but one (es-MX is 0.2 KiB larger).
const CATALOGUE = 'virtual:catalogue/pt-BR';
// `budget` is the target, and passing it fails the check (`limit`, when given, would loosen that).
const PAGES = [
  {
    name: 'sign-in',
    path: '/acesso/login',
    budget: 150 * KIB,
    // Opened first, the page runs without the router (apps/web/src/app/sign-in-app.tsx).
    routes: ['src/app/sign-in-app.tsx'],
  },
  {
    name: 'shell + talent base',
    path: '/plataforma/base-de-talentos (Admin)',
    budget: 300 * KIB,
    catalogue: `${CATALOGUE}/coreWithPlatform`,
    // The shell with the platform's routes (added on the first visit), the screen, and the page its
    // tenant-segment guard falls back to.
    routes: [
      'src/app/app.tsx',
      'src/app/platform.tsx',
      'src/features/talents/routes/talent-base-page.tsx',
      'src/features/placeholder/routes/not-found-page.tsx',
    ],
  },
];

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry in the manifest: was the web app built (npm run build)?');

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: was it renamed? Update scripts/check-bundle-budget.mjs.`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
}

const sizes = new Map();
function gzipSize(file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return sizes.get(file);
}

const listFiles = process.argv.includes('--files');
const kib = (bytes) => (bytes / KIB).toFixed(1);
const rows = [];
for (const page of PAGES) {
  const keys = new Set();
  for (const key of [entryKey, page.catalogue ?? CATALOGUE, ...page.routes]) closure(key, keys);
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const limit = page.limit ?? page.budget;
  rows.push({ ...page, limit, files, bytes, ok: bytes <= limit });
}

const cell = (text, width) => String(text).padStart(width);
console.info('JavaScript a fresh browser downloads (gzip, level 9), KiB:\n');
console.info(
  `  ${'page'.padEnd(22)} ${cell('size', 7)} ${cell('budget', 7)} ${cell('limit', 7)} ${cell('files', 6)}  address`,
);
for (const row of rows) {
  console.info(
    `${row.ok ? '✔' : '✖'} ${row.name.padEnd(22)} ${cell(kib(row.bytes), 7)} ${cell(row.budget / KIB, 7)} ${cell(row.limit / KIB, 7)} ${cell(row.files.length, 6)}  ${row.path}`,
  );
  if (listFiles) {
    for (const file of [...row.files].sort((a, b) => gzipSize(b) - gzipSize(a))) {
      console.info(`      ${kib(gzipSize(file)).padStart(7)}  ${file}`);
    }
  }
}
for (const row of rows.filter((row) => row.ok && row.bytes > row.budget)) {
  console.warn(
    `\n${row.name}: ${kib(row.bytes - row.budget)} KiB over its budget, within its limit (docs/performance.md).`,
  );
}
if (rows.some((row) => !row.ok)) {
  console.error('\nA page passed its JavaScript limit: load the new code on demand (a lazy route or import).');
  process.exit(1);
}
