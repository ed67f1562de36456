// autocannon ships no types and @types/autocannon is not installed: this declares only the part
// of its API the bench uses, so load.ts stays strictly typed.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total?: number;
    [percentile: string]: number | undefined;
  }

  export interface Result {
    url: string;
    connections: number;
    duration: number;
    start: Date;
    finish: Date;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  export interface Instance extends PromiseLike<Result>, EventEmitter {
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
