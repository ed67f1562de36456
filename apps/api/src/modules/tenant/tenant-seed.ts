import { TENANT_SLUGS, TENANTS } from '@ponte/shared/tenants';
import type { ScopedDatabase } from '../../db/scope.ts';
import { seedDefaultOptions } from '../options/options.service.ts';
import { listTenants, upsertTenants } from './tenant.repository.ts';

/** Reference data: the five tenants and their default option lists. Brought up to date in every environment. */
export async function seedTenants(db: ScopedDatabase): Promise<void> {
  await db.asOwner((tx) =>
    upsertTenants(
      tx,
      TENANT_SLUGS.map((slug) => ({ slug, name: TENANTS[slug].name })),
    ),
  );
  const tenants = await db.withoutTenant((tx) => listTenants(tx));
  await seedDefaultOptions(
    db,
    tenants.map((t) => t.id),
  );
}
