// A thread of the password pool (password.ts): argon2 here, synchronously, at a lower priority than the
// event loop's thread, so that sign-ins queue behind requests for the CPU and not the other way round.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

export type PasswordJob =
  | { id: number; op: 'hash'; password: string; options: Record<string, number> }
  | { id: number; op: 'verify'; hash: string; password: string };
export type PasswordAnswer = { id: number; value: string | boolean } | { id: number; error: string };

try {
  // On Linux, priority 0 names the calling thread only: this one.
  setPriority(10);
} catch {
  // A system that refuses leaves the thread at the process's priority; argon2 still runs off the event loop.
}

parentPort?.on('message', (job: PasswordJob) => {
  try {
    const value = job.op === 'hash' ? hashSync(job.password, job.options) : verifySync(job.hash, job.password);
    parentPort?.postMessage({ id: job.id, value } satisfies PasswordAnswer);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
