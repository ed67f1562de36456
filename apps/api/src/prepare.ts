import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { ScopedDatabase } from './db/scope.ts';
import { seedDemoUsers } from './modules/demo/demo-seed.ts';
import { HelpService } from './modules/help/help.service.ts';
import { loadProductArticles } from './modules/help/product-articles.ts';
import { seedTenants } from './modules/tenant/tenant-seed.ts';

/**
 * What every start does before serving: migrate, bring the tenants and their reference options up to
 * date, seed demo people once. Seeding sits here, above the modules, so db/ never imports upward.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: Pick<Config, 'seedDemo'> & Partial<Pick<Config, 'demoTalents'>>,
): Promise<{ demoUsersCreated: number }> {
  await migrate(handle);
  const db = new ScopedDatabase(handle.db);
  await seedTenants(db);
  // The help centre's product articles: the Markdown files in the repository (ADR 0040).
  await HelpService.syncProductArticles(db, loadProductArticles());
  const demoUsersCreated = options.seedDemo ? await seedDemoUsers(db, { talents: options.demoTalents ?? 0 }) : 0;
  return { demoUsersCreated };
}
