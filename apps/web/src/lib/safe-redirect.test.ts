import { describe, expect, it } from 'vitest';
import { returnPath } from './safe-redirect.ts';

describe('returnPath', () => {
  it('returns to the platform page the person asked for, with its query and hash', () => {
    expect(returnPath({ from: { pathname: '/plataforma/quiz', search: '?a=1', hash: '#x' } })).toBe(
      '/plataforma/quiz?a=1#x',
    );
  });

  it('falls back to home for public pages, other origins and junk', () => {
    expect(returnPath({ from: { pathname: '/acesso/login' } })).toBe('/plataforma/home');
    expect(returnPath({ from: { pathname: '//evil.example/plataforma/' } })).toBe('/plataforma/home');
    expect(returnPath(null)).toBe('/plataforma/home');
    expect(returnPath('nope')).toBe('/plataforma/home');
  });
});
