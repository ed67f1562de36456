/**
 * Fuzzing (issue 15 §3): a few seeded property-based cases per route, built from the route's zod
 * schemas and mutated (request-fuzz.ts); no answer may be ≥ 500. `npm run bench:fuzz` runs a thousand
 * and more per route.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fuzzAll } from './request-fuzz.ts';
import { createUser } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const RUNS = 25;
const SEED = 20_260_415;
const ctx = useTestApp({ demoTalents: 12 });
let publicIds: string[];

beforeAll(async () => {
  // The people the cases may name and change: never the callers themselves.
  publicIds = [
    (await createUser(ctx, 'mais-pra-ti', 'Talento')).publicId,
    (await createUser(ctx, 'mais-pra-ti', 'Colaborador')).publicId,
  ];
}, 120_000);

describe('fuzzing every route', () => {
  it(`answers ${RUNS} mutated requests per route without a 5xx`, async () => {
    const results = await fuzzAll(ctx.app, { runs: RUNS, seed: SEED, ids: { publicIds } });
    expect(results.length).toBeGreaterThan(150);
    expect(results.every((r) => r.cases === RUNS)).toBe(true);
    expect(results.filter((r) => r.serverErrors > 0).flatMap((r) => r.examples)).toEqual([]);
  }, 240_000);
});
