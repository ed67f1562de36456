// The load generator runs in its own process so it never shares an event loop (or a CPU
// time slice it could hog) with the server it measures. run.ts starts one per target and
// reads the single JSON line this prints on stdout.
import autocannon, { type Result } from 'autocannon';

export interface LoadConfig {
  target: string;
  url: string;
  headers: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface LoadReport {
  target: string;
  /** Exact percentiles over every measured 2xx response, in milliseconds. */
  latencyMs: { p50: number | null; p99: number | null; samples: number };
  autocannon: Result;
}

function parseConfig(raw: string | undefined): LoadConfig {
  if (!raw) throw new Error('usage: load.ts <json-config>');
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) throw new Error('config must be a JSON object');
  const c = value as Partial<LoadConfig>;
  const positive = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;
  if (typeof c.target !== 'string' || typeof c.url !== 'string') throw new Error('config needs target and url');
  if (!positive(c.connections) || !positive(c.durationSeconds)) {
    throw new Error('connections and durationSeconds must be positive integers');
  }
  if (typeof c.warmupSeconds !== 'number' || c.warmupSeconds < 0) throw new Error('warmupSeconds must be >= 0');
  return { headers: {}, ...c } as LoadConfig;
}

/** Nearest-rank percentile of an ascending array; null when nothing succeeded, as JSON has no NaN. */
function percentile(sorted: Float64Array, p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

async function main(): Promise<void> {
  const config = parseConfig(process.argv[2]);
  const options = { url: config.url, headers: config.headers, connections: config.connections };

  // Warm-up lets V8 optimise the hot paths in server and client and fills the database
  // connection pool, so the measured window does not include start-up costs.
  if (config.warmupSeconds > 0) await autocannon({ ...options, duration: config.warmupSeconds });

  // autocannon's own histogram stores whole milliseconds, which flattens a sub-millisecond
  // hello route to 0 or 1 ms; keeping the raw response times gives real p50/p99 instead.
  let samples = new Float64Array(1 << 16);
  let count = 0;
  const instance = autocannon({ ...options, duration: config.durationSeconds });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    // Same rule as autocannon's histogram: latency is only meaningful for successful answers.
    if (statusCode < 200 || statusCode > 299) return;
    if (count === samples.length) {
      const grown = new Float64Array(samples.length * 2);
      grown.set(samples);
      samples = grown;
    }
    samples[count++] = responseTime;
  });
  const result = await instance;

  const sorted = samples.subarray(0, count).sort();
  const report: LoadReport = {
    target: config.target,
    latencyMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), samples: count },
    autocannon: result,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
