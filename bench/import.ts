// The people import at its limit (issue 16 §2: 5,000 rows import in under a minute): one file of 5,000
// new people (half talents with their profile basics), checked, imported, then sent again (which must change
// nothing), through the real routes of a fresh app on the embedded database or on PostgreSQL.
//
//   npm run bench:import                                   (embedded PGlite)
//   BENCH_DB=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:import
import { performance } from 'node:perf_hooks';
import { IMPORT_MAX_ROWS } from '@ponte/shared/data-transfer.schema';

process.env.TEST_DB_DRIVER = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const { call, createTestApp, login, multipart } = await import('../apps/api/test/test-app.ts');

const TARGET_MS = 60_000;
const rows = Number(process.env.BENCH_ROWS ?? IMPORT_MAX_ROWS);
const header = 'Nome,Sobrenome,E-mail,Perfil,Empresa,Setor,Cargo,CPF,Data de nascimento,Telefone';
const lines = Array.from({ length: rows }, (_, i) =>
  i % 2 === 0
    ? `Pessoa${i},Importada,pessoa${i}@bench.test,Talento,,,,,15/03/2001,(11) 98765-${String(i % 10000).padStart(4, '0')}`
    : `Pessoa${i},Importada,pessoa${i}@bench.test,Funcionário,,,,,,`,
);
const file = Buffer.from([header, ...lines].join('\n'));

const ctx = await createTestApp({ demoTalents: 0 });
try {
  const { cookie } = await login(ctx.app, 'trindtech', 'Admin');
  const send = async (url: string) => {
    const started = performance.now();
    const response = await call(ctx.app, { url, cookie, ...multipart(file, 'pessoas.csv', 'text/csv') });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return { ms, body: response.json() as Record<string, unknown> };
  };
  const preview = await send('/api/importacao/usuarios/previa');
  const first = await send('/api/importacao/usuarios');
  const again = await send('/api/importacao/usuarios');
  const report = {
    database: process.env.TEST_DB_DRIVER,
    rows,
    previewMs: Math.round(preview.ms),
    importMs: Math.round(first.ms),
    importResult: first.body,
    againMs: Math.round(again.ms),
    againResult: again.body,
    targetMs: TARGET_MS,
  };
  console.info(JSON.stringify(report, null, 2));
  if (first.body.created !== rows || again.body.created !== 0) {
    throw new Error('the import did not create each row once');
  }
  if (first.ms > TARGET_MS) {
    console.error(`bench: the import took ${Math.round(first.ms)} ms, over the ${TARGET_MS} ms target`);
    process.exitCode = 1;
  }
} finally {
  await ctx.close();
}
