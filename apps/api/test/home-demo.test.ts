/**
 * The demo the README promises for the home (issue 10 §3): after a fresh start the trindtech demo
 * talent's home shows a partly filled profile and the Admin's shows counts that are neither zero
 * nor everyone.
 */
import { isValidCpf } from '@ponte/shared/documents';
import type { HomeSummary } from '@ponte/shared/home.schema';
import { describe, expect, it } from 'vitest';
import { cpfFrom, generateDemoTalents } from '../src/modules/demo/demo-talents.ts';
import { call, login } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp({ demoTalents: 30 });

async function home(tenant: 'trindtech' | 'sandbox', role: 'Talento' | 'Admin'): Promise<HomeSummary> {
  const { cookie } = await login(ctx.app, tenant, role);
  const response = await call(ctx.app, { url: '/api/inicio', tenant, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HomeSummary;
}

describe('the demo home', () => {
  it('shows the trindtech demo talent a partly filled profile, the additional information missing', async () => {
    const completeness = (await home('trindtech', 'Talento')).profileCompleteness!;
    expect(completeness).toMatchObject({ percent: 40, complete: false });
    expect(completeness.sections.filter((s) => s.done).map((s) => s.section)).toEqual([
      'basicData',
      'location',
      'professionalProfile',
      'skills',
    ]);
    // Elsewhere the demo talent starts from nothing (the profile forms' e2e tests fill them in).
    expect((await home('sandbox', 'Talento')).profileCompleteness).toMatchObject({ percent: 0 });
  });

  it('gives the Admin counts that are neither nothing nor everyone', async () => {
    const counts = (await home('trindtech', 'Admin')).talentCounts!;
    expect(counts.total).toBeGreaterThan(30);
    expect(counts.newSince).toBeGreaterThan(0);
    expect(counts.newSince).toBeLessThan(counts.total);
    expect(counts.incompleteProfiles).toBeGreaterThan(0);
    expect(counts.incompleteProfiles).toBeLessThan(counts.total);
  });

  it('registers three in five of the crowd with valid CPFs, and spreads sign-ups over three months', async () => {
    const crowd = await generateDemoTalents('trindtech', 200);
    const registered = crowd.filter((p) => p.profile.cpf !== undefined);
    expect(registered).toHaveLength(120);
    for (const person of registered) expect(isValidCpf(person.profile.cpf!), person.profile.cpf).toBe(true);
    expect(new Set(registered.map((p) => p.profile.cpf)).size).toBe(120);
    expect(crowd.filter((p) => p.signedUpDaysAgo < 7).length).toBeGreaterThan(10);
    expect(Math.max(...crowd.map((p) => p.signedUpDaysAgo))).toBe(89);
    expect(isValidCpf(cpfFrom(529_982_247))).toBe(true);
    expect(cpfFrom(529_982_247)).toBe('52998224725');
  });
});
