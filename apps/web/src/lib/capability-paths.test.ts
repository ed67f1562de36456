import { CAPABILITIES, capabilitiesOf } from '@ponte/shared/permissions';
import { ROLES } from '@ponte/shared/roles';
import { TENANT_SLUGS } from '@ponte/shared/tenants';
import { describe, expect, it } from 'vitest';
import { capabilityEntry } from './capability-paths.ts';

const PUBLIC_ID = '00000000-0000-4000-8000-000000000000';

describe('capabilityEntry', () => {
  it('gives every shortcut capability a platform path and a page name', () => {
    for (const capability of CAPABILITIES) {
      if (capability === 'home' || capability === 'help' || capability === 'helpManagement') continue;
      const entry = capabilityEntry(capability, 'trindtech', PUBLIC_ID);
      expect(entry.path).toMatch(/^\/plataforma\//);
      expect(entry.titleKey).toMatch(/^(pages|menu)\./);
    }
  });

  it('sends the sabimais talent base to base-de-alunos', () => {
    expect(capabilityEntry('talentBase', 'sabimais', PUBLIC_ID).path).toBe('/plataforma/base-de-alunos');
    expect(capabilityEntry('talentBase', 'asid', PUBLIC_ID).path).toBe('/plataforma/base-de-talentos');
  });

  it('covers what every role of every tenant can reach', () => {
    for (const tenant of TENANT_SLUGS) {
      for (const role of ROLES) {
        for (const capability of capabilitiesOf(tenant, role)) {
          if (capability === 'home' || capability === 'help' || capability === 'helpManagement') continue;
          expect(capabilityEntry(capability, tenant, PUBLIC_ID).path).not.toBe('');
        }
      }
    }
  });
});
