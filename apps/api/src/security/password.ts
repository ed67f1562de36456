import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PasswordAnswer, PasswordJob } from './password-worker.ts';

// OWASP's argon2id minimum: 19 MiB of memory, 2 passes, 1 lane.
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, unreachable under verbatimModuleSyntax */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Argon2 keeps a core busy for tens of milliseconds per hash. On libuv's threads (four) it ran off the
 * event loop but not off its cores: 20 sign-ins at once on two cores took /api/health's p99 to 25× its
 * idle figure (issue 15 §4). Here it runs on worker threads of lower priority, one fewer than the cores
 * (at least one); sign-ins beyond that queue.
 */
const SLOTS = Math.max(1, availableParallelism() - 1);

interface Slot {
  worker: Worker;
  busy: boolean;
  pending: Map<number, { resolve: (value: string | boolean) => void; reject: (error: Error) => void }>;
}

const slots: Slot[] = [];
const queue: Array<(slot: Slot) => void> = [];
let nextId = 0;

function openSlot(): Slot {
  const worker = new Worker(new URL('./password-worker.ts', import.meta.url));
  const slot: Slot = { worker, busy: false, pending: new Map() };
  worker.on('message', (answer: PasswordAnswer) => {
    const job = slot.pending.get(answer.id);
    slot.pending.delete(answer.id);
    if ('error' in answer) job?.reject(new Error(answer.error));
    else job?.resolve(answer.value);
  });
  worker.on('error', (error) => {
    for (const job of slot.pending.values()) job.reject(error);
    slot.pending.clear();
    // A dead worker leaves the pool; the next job opens a new one.
    slots.splice(slots.indexOf(slot), 1);
  });
  // An idle pool keeps no process alive (tests, a server shutting down, a seed script); a job in flight
  // does (run). After the listeners: adding a 'message' listener refs the worker's port again.
  worker.unref();
  slots.push(slot);
  return slot;
}

function takeSlot(): Promise<Slot> {
  const free = slots.find((slot) => !slot.busy) ?? (slots.length < SLOTS ? openSlot() : undefined);
  if (free) {
    free.busy = true;
    return Promise.resolve(free);
  }
  return new Promise((resolve) => queue.push(resolve));
}

function releaseSlot(slot: Slot): void {
  const next = queue.shift();
  if (next && slots.includes(slot)) next(slot);
  else {
    slot.busy = false;
    if (next) void takeSlot().then(next);
  }
}

async function run(job: DistributiveOmit<PasswordJob, 'id'>): Promise<string | boolean> {
  const slot = await takeSlot();
  try {
    const id = nextId++;
    slot.worker.ref();
    return await new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ ...job, id });
    });
  } finally {
    if (slot.pending.size === 0) slot.worker.unref();
    releaseSlot(slot);
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export async function hashPassword(password: string): Promise<string> {
  return (await run({ op: 'hash', password, options: { ...OPTIONS } })) as string;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return (await run({ op: 'verify', hash: passwordHash, password })) === true;
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;
/** Spends the same time as a real check when the account does not exist, so timing does not reveal it. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-that-never-matches');
  await verifyPassword(await decoy, password);
  return false;
}
