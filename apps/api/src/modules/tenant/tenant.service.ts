import type { TenantResponse } from '@ponte/shared/tenant.schema';
import { isTenantSlug, TENANTS, type TenantDefinition, type TenantSlug } from '@ponte/shared/tenants';
import type { Config } from '../../config.ts';
import type { ScopedDatabase } from '../../db/scope.ts';
import { listTenants } from './tenant.repository.ts';

export interface Tenant {
  id: string;
  slug: TenantSlug;
  definition: TenantDefinition;
}

/**
 * Knows the tenants (loaded once at start: they change only with a migration or seed) and which
 * one a request's Host names.
 */
export class TenantDirectory {
  private bySlug = new Map<TenantSlug, Tenant>();

  constructor(
    private readonly config: Pick<Config, 'defaultTenant' | 'baseDomain' | 'tenantDomains' | 'publicUrl'> & {
      env?: Config['env'];
    },
  ) {}

  async load(db: ScopedDatabase): Promise<void> {
    const rows = await db.withoutTenant((tx) => listTenants(tx));
    this.bySlug = new Map(
      rows
        .filter((r) => isTenantSlug(r.slug))
        .map((r) => [r.slug as TenantSlug, this.toTenant(r.id, r.slug as TenantSlug)]),
    );
  }

  get(slug: TenantSlug): Tenant | undefined {
    return this.bySlug.get(slug);
  }

  all(): Tenant[] {
    return [...this.bySlug.values()];
  }

  /**
   * A configured domain, `<slug>.<BASE_DOMAIN>` and, outside production, `<slug>.localhost` or plain
   * localhost for the default tenant: in production a local name would let anything on the machine (or
   * a rebinding DNS name) reach a tenant by a host nobody configured.
   */
  resolveHost(hostHeader: string | undefined): Tenant | undefined {
    if (!hostHeader) return undefined;
    const host = stripPort(hostHeader.trim().toLowerCase());
    const configured = this.config.tenantDomains.get(host);
    if (configured) return this.bySlug.get(configured);
    const local = this.config.env !== 'production';
    if (local && (host === 'localhost' || host === '127.0.0.1' || host === '[::1]')) {
      return this.bySlug.get(this.config.defaultTenant);
    }
    for (const suffix of [local ? 'localhost' : undefined, this.config.baseDomain]) {
      if (!suffix || !host.endsWith(`.${suffix}`)) continue;
      const label = host.slice(0, -(suffix.length + 1));
      if (isTenantSlug(label)) return this.bySlug.get(label);
    }
    return undefined;
  }

  /** The tenant's public origin for links in emails: from configuration, never from the request's Host. */
  publicOrigin(slug: TenantSlug): string {
    for (const [domain, configured] of this.config.tenantDomains) {
      if (configured === slug) return `${this.config.publicUrl.protocol}//${domain}`;
    }
    const url = new URL(this.config.publicUrl.href);
    const base = this.config.baseDomain ?? (url.hostname === 'localhost' ? 'localhost' : url.hostname);
    url.hostname = `${slug}.${base}`;
    return url.origin;
  }

  present(tenant: Tenant): TenantResponse {
    const d = tenant.definition;
    return {
      slug: d.slug,
      name: d.name,
      primaryColor: d.primaryColor,
      accentColor: d.accentColor,
      logoUrl: `/tenants/${d.slug}.svg`,
      vocabulary: d.vocabulary,
      talentBaseSegment: d.talentBaseSegment,
      features: { ...d.features },
    };
  }

  private toTenant(id: string, slug: TenantSlug): Tenant {
    return { id, slug, definition: TENANTS[slug] };
  }
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}
