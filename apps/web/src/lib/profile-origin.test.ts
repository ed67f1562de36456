import { describe, expect, it, vi } from 'vitest';

// The catalogue knows the page names; `pages.nope` is one it does not.
vi.mock('./i18n.ts', () => ({ i18n: { exists: (key: string) => key !== 'pages.nope' } }));

const { readProfileOrigin } = await import('./profile-origin.ts');

describe('readProfileOrigin: the list a profile was opened from, as history state says it', () => {
  it('reads the path, the page name and the list’s own state', () => {
    const listState = { listCursors: ['', 'abc'] };
    expect(
      readProfileOrigin({
        from: { path: '/plataforma/base-de-talentos?city=Recife', labelKey: 'pages.talentBase', listState },
      }),
    ).toEqual({ path: '/plataforma/base-de-talentos?city=Recife', labelKey: 'pages.talentBase', listState });
  });

  it('is null without an origin', () => {
    expect(readProfileOrigin(null)).toBeNull();
    expect(readProfileOrigin(undefined)).toBeNull();
    expect(readProfileOrigin({ listCursors: [] })).toBeNull();
    // The sign-in page's own `from` (pathname, search) is not a profile origin.
    expect(readProfileOrigin({ from: { pathname: '/plataforma/home', search: '' } })).toBeNull();
  });

  it('believes only a platform path', () => {
    for (const path of [
      'https://example.com/plataforma/',
      '//example.com/plataforma/',
      '/acesso/login',
      'plataforma/home',
    ]) {
      expect(readProfileOrigin({ from: { path, labelKey: 'pages.home' } }), path).toBeNull();
    }
  });

  it('believes only the name of a page the catalogue has', () => {
    expect(readProfileOrigin({ from: { path: '/plataforma/home', labelKey: 'menu.label' } })).toBeNull();
    expect(readProfileOrigin({ from: { path: '/plataforma/home', labelKey: 'pages.nope' } })).toBeNull();
    expect(readProfileOrigin({ from: { path: '/plataforma/home', labelKey: 42 } })).toBeNull();
  });
});
