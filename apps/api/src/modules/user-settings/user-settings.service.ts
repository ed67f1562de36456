import type { UserSettingRequest, UserSettingResponse } from '@ponte/shared/user-settings.schema';
import type { ScopedDatabase } from '../../db/scope.ts';
import { Errors } from '../../http/errors.ts';
import type { AuthContext } from '../../http/request-context.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import { upsertSetting } from './user-settings.repository.ts';

export class UserSettingsService {
  constructor(private readonly db: ScopedDatabase) {}

  /** A person changes only their own settings: the userId in the payload must be the caller's. */
  async save(tenant: Tenant, auth: AuthContext, input: UserSettingRequest): Promise<UserSettingResponse> {
    if (input.userId !== auth.user.id) throw Errors.forbidden();
    await this.db.inTenant(tenant.id, (tx) =>
      upsertSetting(tx, { tenantId: tenant.id, userId: auth.user.id, key: input.key, value: input.value }),
    );
    return { key: input.key, value: input.value, userId: auth.user.id };
  }
}
