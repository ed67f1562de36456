/**
 * The request pool's two waits (issue 15 §3, load): connecting to a database out of reach gives up after
 * DATABASE_CONNECT_TIMEOUT_MS (the API answers 503), while waiting for a free connection of a busy pool on
 * a healthy database is bounded by DATABASE_POOL_WAIT_MS only. pg-pool used the connect timeout for both,
 * so a burst of 200 users turned into 503s "database unavailable" after 5 s in the queue.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { isDatabaseUnavailable } from '../src/db/driver-errors.ts';
import { driver } from './test-app.ts';

const sockets: Socket[] = [];
let silent: Server | undefined;
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((done) => (silent ? silent.close(done) : done(undefined)));
});

/** A server that accepts connections and never answers: a database that does not reply. */
async function silentServer(): Promise<number> {
  silent = createServer((socket) => {
    sockets.push(socket);
  });
  await new Promise<void>((done) => silent?.listen(0, '127.0.0.1', done));
  return (silent.address() as { port: number }).port;
}

describe('the request pool', () => {
  it('gives up connecting after the connect timeout, however long the pool would wait', async () => {
    const port = await silentServer();
    const handle = await openDatabase({
      driver: 'postgres',
      url: `postgres://nobody@127.0.0.1:${port}/none`,
      poolMax: 2,
      connectTimeoutMs: 300,
      poolWaitMs: 20_000,
    });
    const started = performance.now();
    const error = await handle.app.execute(sql`select 1`).then(
      () => null,
      (e: unknown) => e,
    );
    const waited = performance.now() - started;
    await handle.close();
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    expect(waited).toBeLessThan(3_000);
  });

  describe.runIf(driver === 'postgres')('on a healthy database', () => {
    const open = (poolWaitMs: number) =>
      openDatabase({
        driver: 'postgres',
        url: process.env.TEST_DATABASE_URL as string,
        poolMax: 1,
        connectTimeoutMs: 200,
        poolWaitMs,
      });

    it('waits for a free connection longer than the connect timeout', async () => {
      const handle = await open(10_000);
      // Drizzle's query starts when awaited: then() sends it now.
      const busy = handle.app.execute(sql`select pg_sleep(0.8)`).then(() => undefined);
      // The one connection is busy for 0.8 s: four connect timeouts.
      const waiting = await handle.app.execute(sql`select 1 as one`);
      await busy;
      await handle.close();
      expect((waiting as unknown as { rows: { one: number }[] }).rows[0]?.one).toBe(1);
    });

    it('gives up waiting after the pool wait, as a database out of reach (503)', async () => {
      const handle = await open(300);
      const busy = handle.app.execute(sql`select pg_sleep(1)`).then(() => undefined);
      const error = await handle.app.execute(sql`select 1`).then(
        () => null,
        (e: unknown) => e,
      );
      await busy;
      await handle.close();
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    });
  });
});
