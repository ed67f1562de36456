import type { OptionItem, OptionType } from '@ponte/shared/options.schema';
import type { ScopedDatabase } from '../../db/scope.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import { DEFAULT_OPTIONS } from './default-options.ts';
import { countOptions, insertOptions, listOptions } from './options.repository.ts';

export class OptionsService {
  constructor(private readonly db: ScopedDatabase) {}

  list(tenant: Tenant, type: OptionType): Promise<OptionItem[]> {
    return this.db.inTenant(tenant.id, (tx) => listOptions(tx, type));
  }
}

/** Reference data, seeded in every environment: a tenant with no options gets the defaults. */
export async function seedDefaultOptions(db: ScopedDatabase, tenantIds: readonly string[]): Promise<void> {
  for (const tenantId of tenantIds) {
    await db.inTenant(tenantId, async (tx) => {
      if ((await countOptions(tx)) === 0) await insertOptions(tx, tenantId, DEFAULT_OPTIONS);
    });
  }
}
