import { describe, expect, it } from 'vitest';
import { resolveNavigation, type AuthStatus, type RouteAccess } from './navigation-rules';

const target = '/users?search=ava&page=2#row-3';

describe('resolveNavigation', () => {
  it.each<[string, RouteAccess, AuthStatus, string | null]>([
    [
      'protected while signed out → login with the full target',
      'protected',
      'signed-out',
      '/login?redirect=%2Fusers%3Fsearch%3Dava%26page%3D2%23row-3',
    ],
    ['protected with full access → through', 'protected', 'full', null],
    ['protected with a setup-only token → 2fa-setup', 'protected', 'pending-2fa', '/2fa-setup'],
    ['login with full access → dashboard', 'login', 'full', '/dashboard'],
    ['login while signed out → through', 'login', 'signed-out', null],
    ['login with pending setup → 2fa-setup', 'login', 'pending-2fa', '/2fa-setup'],
    ['public page with pending setup → 2fa-setup', 'public', 'pending-2fa', '/2fa-setup'],
    ['public page while signed out → through', 'public', 'signed-out', null],
    ['public page with full access → through', 'public', 'full', null],
    ['2fa-setup with pending setup → through', 'two-factor-setup', 'pending-2fa', null],
    ['2fa-setup while signed out → login', 'two-factor-setup', 'signed-out', '/login'],
    ['2fa-setup without pending setup → login', 'two-factor-setup', 'full', '/login'],
  ])('%s', (_name, access, status, expected) => {
    expect(resolveNavigation(access, status, target)).toBe(expected);
  });

  it('keeps the redirect target intact through URL encoding', () => {
    const redirect = resolveNavigation('protected', 'signed-out', target);
    expect(new URL(redirect ?? '', 'https://x.invalid').searchParams.get('redirect')).toBe(target);
  });
});
