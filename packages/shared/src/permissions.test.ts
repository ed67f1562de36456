import { describe, expect, it } from 'vitest';
import {
  can,
  MANAGER_ITEMS,
  MENU_ITEMS,
  MENU_MATRIX,
  managerItemsOf,
  menuOf,
  PROFILE_TABS,
  type ProfileTab,
  profileTabVisible,
  SCREEN_TAB_ROLES,
  SCREEN_TABS,
  type ScreenTab,
} from './permissions.ts';
import { ROLES, type Role } from './roles.ts';
import { TENANT_SLUGS, type TenantSlug } from './tenants.ts';
import { SPEC_MANAGER_ITEMS, SPEC_MENU } from './testing/spec-tables.ts';

describe('menu matrix (spec §6 "Menu visibility by tenant")', () => {
  for (const item of MENU_ITEMS) {
    for (const tenant of TENANT_SLUGS) {
      for (const role of ROLES) {
        const expected = (SPEC_MENU[item][tenant] ?? []).includes(role);
        it(`${item} · ${tenant} · ${role} → ${expected ? 'shown' : 'hidden'}`, () => {
          expect(MENU_MATRIX[item][tenant].includes(role)).toBe(expected);
          expect(menuOf(tenant, role).includes(item)).toBe(expected);
        });
      }
    }
  }
});

describe('manager submenu items (spec §2 Navigation)', () => {
  for (const tenant of TENANT_SLUGS) {
    for (const role of ROLES) {
      const expected = role === 'Admin' ? SPEC_MANAGER_ITEMS[tenant] : [];
      it(`${tenant} · ${role} → [${expected.join(', ')}]`, () => {
        expect(managerItemsOf(tenant, role)).toEqual(expected);
      });
    }
  }
  it('keeps the spec order', () => {
    expect(MANAGER_ITEMS).toEqual(['companies', 'mentoringRequests', 'usersList', 'coursesAndEnrolments', 'quiz']);
  });
});

describe('capabilities follow the menu', () => {
  it('gives the users screen to the manager submenu and to "My users"', () => {
    expect(can('sabimais', 'Admin', 'users')).toBe(true);
    expect(can('trindtech', 'Admin', 'users')).toBe(true);
    expect(can('trindtech', 'Rh', 'users')).toBe(false);
  });
  it('opens companies only where the tenant has them', () => {
    expect(can('asid', 'Admin', 'companies')).toBe(false);
    expect(can('sandbox', 'Admin', 'companies')).toBe(true);
    expect(can('asid', 'Admin', 'quiz')).toBe(true);
    expect(can('trindtech', 'Admin', 'quiz')).toBe(false);
  });
  it('lets everyone reach home and their own profile', () => {
    for (const tenant of TENANT_SLUGS) for (const role of ROLES) expect(can(tenant, role, 'profile')).toBe(true);
  });
});

describe('profile tabs (spec §6 "Profile tabs")', () => {
  const SKILLS: Role[] = ['Admin', 'Talento', 'Colaborador', 'Mentor', 'FuncionarioMentor', 'RhMentor'];
  const expectTab = (tab: ProfileTab, tenant: TenantSlug, ownerRole: Role, viewerRole: Role): boolean => {
    switch (tab) {
      case 'personalInformation':
      case 'professionalProfile':
        return true;
      case 'skills':
        return SKILLS.includes(ownerRole);
      case 'behaviouralTest':
        // "Colaborador, Mentor, RhMentor, plus Admin, Talento and FuncionarioMentor except in asid"
        return (
          ['Colaborador', 'Mentor', 'RhMentor'].includes(ownerRole) ||
          (tenant !== 'asid' && ['Admin', 'Talento', 'FuncionarioMentor'].includes(ownerRole))
        );
      case 'followUp':
        // "Admin, Mentor, RhMentor, FuncionarioMentor (not in asid), and Talento only when the viewer is Admin or FuncionarioMentor"
        if (ownerRole === 'Talento') return viewerRole === 'Admin' || viewerRole === 'FuncionarioMentor';
        return (
          ['Admin', 'Mentor', 'RhMentor'].includes(ownerRole) ||
          (ownerRole === 'FuncionarioMentor' && tenant !== 'asid')
        );
    }
  };
  for (const tab of PROFILE_TABS) {
    for (const tenant of TENANT_SLUGS) {
      it(`${tab} · ${tenant} · every owner × viewer`, () => {
        for (const ownerRole of ROLES) {
          for (const viewerRole of ROLES) {
            expect(
              profileTabVisible(tab, { tenant, ownerRole, viewerRole }),
              `${ownerRole} seen by ${viewerRole}`,
            ).toBe(expectTab(tab, tenant, ownerRole, viewerRole));
          }
        }
      });
    }
  }
});

describe('other tabs (spec §6 "Other tabs")', () => {
  const SPEC: Record<ScreenTab, Role[]> = {
    mentorship: ['Admin', 'Rh', 'Talento', 'Mentor', 'FuncionarioMentor', 'RhMentor'],
    mentorshipWaitingList: ['Admin', 'Rh'],
    mentorshipCompleted: ['Admin', 'Rh'],
    courseEdit: ['Admin'],
    talentMentorshipInProgress: ['Admin', 'Rh', 'Talento', 'Mentor', 'FuncionarioMentor'],
    studentEdit: ['Admin', 'Rh', 'Talento', 'Mentor', 'FuncionarioMentor'],
    studentEditFollowUp: ['Admin', 'Mentor', 'RhMentor', 'FuncionarioMentor', 'Colaborador'],
  };
  for (const tab of SCREEN_TABS) {
    for (const role of ROLES) {
      it(`${tab} · ${role}`, () => {
        expect(SCREEN_TAB_ROLES[tab].includes(role)).toBe(SPEC[tab].includes(role));
      });
    }
  }
});
