// Fuzzing at depth (issue 15 §3): at least 1,000 property-based cases per route, built from each route's
// zod schemas and mutated (apps/api/test/request-fuzz.ts), sent as an Admin (or the first role the route
// admits) and anonymously where no session is needed; prints the cases and the 5xx answers per route.
//
//   npm run bench:fuzz                                       (embedded PGlite; FUZZ_RUNS=1000, FUZZ_SEED=1)
//   BENCH_DB=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:fuzz
//   FUZZ_ROUTE=cursos npm run bench:fuzz                     (only the routes whose path contains it)
import { performance } from 'node:perf_hooks';

process.env.TEST_DB_DRIVER = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const { createTestApp, createUser } = await import('../apps/api/test/test-app.ts');
const { fuzzAll } = await import('../apps/api/test/request-fuzz.ts');

const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const seed = Number(process.env.FUZZ_SEED ?? 1);
const only = process.env.FUZZ_ROUTE;

// Only errors are logged: a test app keeps its log in memory, and a million requests' worth would not fit.
const ctx = await createTestApp({ demoTalents: 12, env: { LOG_LEVEL: 'error' } });
try {
  const publicIds = [
    (await createUser(ctx, 'mais-pra-ti', 'Talento')).publicId,
    (await createUser(ctx, 'mais-pra-ti', 'Colaborador')).publicId,
  ];
  const started = performance.now();
  const results = await fuzzAll(ctx.app, {
    runs,
    seed,
    ids: { publicIds },
    ...(only ? { only: (route: { url: string }) => route.url.includes(only) } : {}),
    // Each route as it is done: a long run shows its progress.
    onResult: (r) => {
      const unavailable = r.unavailable ? `  (503 by design ${r.unavailable})` : '';
      console.info(`${r.route.padEnd(64)} ${r.as.padEnd(9)} cases ${r.cases}  5xx ${r.serverErrors}${unavailable}`);
      for (const example of r.examples) console.info(`    ${example}`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const cases = results.reduce((s, r) => s + r.cases, 0);
  const errors = results.reduce((s, r) => s + r.serverErrors, 0);
  console.info(
    JSON.stringify({
      database: process.env.TEST_DB_DRIVER,
      routes: results.length,
      runsPerRoute: runs,
      seed,
      cases,
      serverErrors: errors,
      seconds: Math.round(seconds),
    }),
  );
  if (errors > 0) process.exitCode = 1;
} finally {
  await ctx.close();
}
