import { HOME_SECTIONS, type HomeSection } from '@ponte/shared/home.schema';
import { CAPABILITIES, capabilitiesOf } from '@ponte/shared/permissions';
import { ROLES } from '@ponte/shared/roles';
import { TENANT_SLUGS } from '@ponte/shared/tenants';
import { describe, expect, it } from 'vitest';
import { HOME_CARDS, shownCards } from './components/home-cards.ts';

describe('the home card registry', () => {
  it('names each card once and orders them without ties', () => {
    expect(new Set(HOME_CARDS.map((c) => c.id)).size).toBe(HOME_CARDS.length);
    expect(new Set(HOME_CARDS.map((c) => c.order)).size).toBe(HOME_CARDS.length);
  });

  it('gates cards only by real capabilities and summary sections', () => {
    for (const { shownWhen } of HOME_CARDS) {
      if ('capability' in shownWhen) expect(CAPABILITIES).toContain(shownWhen.capability);
      else expect(HOME_SECTIONS).toContain(shownWhen.section);
    }
    // Every section the server may send has a card to show it.
    for (const section of HOME_SECTIONS) {
      expect(HOME_CARDS.some((c) => 'section' in c.shownWhen && c.shownWhen.section === section)).toBe(true);
    }
  });

  it('shows what the session and the summary open, in order', () => {
    const ids = (capabilities: Parameters<typeof shownCards>[0]['capabilities'], sections: readonly HomeSection[]) =>
      shownCards({ capabilities, sections: [...sections] }).map((c) => c.id);
    expect(ids(['home', 'mentoring'], ['profileCompleteness'])).toEqual(['profile-completeness', 'my-mentoring']);
    expect(ids(['home', 'talentMentoring', 'mentoringRequests'], HOME_SECTIONS)).toEqual([
      'profile-completeness',
      'talent-counts',
      'my-courses',
      'course-overview',
      'mentoring-waiting',
      'mentees',
    ]);
    // While the summary loads (or if it failed) only the session's cards show.
    expect(shownCards({ capabilities: ['mentoring'], sections: null }).map((c) => c.id)).toEqual(['my-mentoring']);
  });

  it('gives every role of every tenant its cards from its own permissions', () => {
    for (const tenant of TENANT_SLUGS) {
      for (const role of ROLES) {
        const capabilities = capabilitiesOf(tenant, role);
        const shown = shownCards({ capabilities, sections: ['profileCompleteness'] }).map((c) => c.id);
        expect(shown[0], `${tenant} ${role}`).toBe('profile-completeness');
        expect(shown.includes('my-mentoring'), `${tenant} ${role}`).toBe(capabilities.includes('mentoring'));
        expect(shown.includes('mentees'), `${tenant} ${role}`).toBe(capabilities.includes('talentMentoring'));
      }
    }
  });
});
