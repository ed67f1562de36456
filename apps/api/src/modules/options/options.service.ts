import type { OptionItem, OptionType } from '@ponte/shared/options.schema';
import type { ScopedDatabase } from '../../db/scope.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import { DEFAULT_OPTIONS } from './default-options.ts';
import { insertOptions, listOptions, typesPresent } from './options.repository.ts';

export class OptionsService {
  constructor(private readonly db: ScopedDatabase) {}

  list(tenant: Tenant, type: OptionType): Promise<OptionItem[]> {
    return this.db.inTenant(tenant.id, (tx) => listOptions(tx, type));
  }
}

/**
 * Reference data, seeded in every environment: a tenant gets the defaults of each type it has no item
 * of, so a type added later (ANNOTATION_CATEGORY) reaches tenants seeded before it, while a type whose
 * list an admin tailored is left as it is.
 */
export async function seedDefaultOptions(db: ScopedDatabase, tenantIds: readonly string[]): Promise<void> {
  for (const tenantId of tenantIds) {
    await db.inTenant(tenantId, async (tx) => {
      const present = new Set(await typesPresent(tx));
      const missing = DEFAULT_OPTIONS.filter((option) => !present.has(option.type));
      for (const type of new Set(missing.map((option) => option.type))) {
        await insertOptions(
          tx,
          tenantId,
          missing.filter((option) => option.type === type),
        );
      }
    });
  }
}
