import type { Config } from '../config.ts';
import type { DatabaseHandle } from './client.ts';
import { migrate } from './migrate.ts';
import { seedDemoUsers, seedTenants } from './seed.ts';

/** What every start does before serving: migrate, bring the tenants up to date, seed demo people once. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: Pick<Config, 'seedDemo'> & Partial<Pick<Config, 'demoTalents'>>,
): Promise<{ demoUsersCreated: number }> {
  await migrate(handle);
  await seedTenants(handle);
  const demoUsersCreated = options.seedDemo ? await seedDemoUsers(handle, { talents: options.demoTalents ?? 0 }) : 0;
  return { demoUsersCreated };
}
