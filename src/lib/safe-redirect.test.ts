import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

/** Targets that must never leave the app: each falls back to /dashboard. */
const HOSTILE: (string | null | undefined)[] = [
  // protocol-relative and path tricks that normalise to `//host`
  '//evil.example',
  '//evil.example/x',
  '/..//evil.example/x',
  '/.//evil.example',
  '/x/..//evil.example',
  '/x/../..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E/%2Fevil.example',
  '/%2e//evil.example',
  '/./%2e%2e//evil.example/x',
  '///evil.example',
  '////evil.example',
  // backslashes, raw and encoded
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%2F%5Cevil.example',
  // encoded and double-encoded slashes
  '/%2F/evil.example',
  '/%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  // tabs, newlines and other control characters
  '/\t/evil.example',
  '/\n/evil.example',
  '/users\t/evil',
  '/users\n',
  '/\r//evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/\u0000/evil.example',
  // schemes
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example',
  'http://evil.example/dashboard',
  'https:evil.example',
  'ftp://evil.example',
  // userinfo and hosts
  '//user:pass@evil.example',
  '//admin@evil.example/x',
  '//[::1]/x',
  '//[2001:db8::1]:8080/',
  '//127.0.0.1/x',
  '//@evil.example',
  // not a path at all
  'evil.example',
  'dashboard',
  '?redirect=//evil.example',
  '#//evil.example',
  '',
  null,
  undefined,
  // malformed escapes
  '/%E0%A4%A',
  '/%',
];

describe('safeRedirect', () => {
  it(`refuses all ${HOSTILE.length} hostile targets`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE.map((t) => [t]))('refuses %j and falls back to /dashboard', (target) => {
    const result = safeRedirect(target);
    expect(result).toBe('/dashboard');
  });

  it.each([
    ['/dashboard', '/dashboard'],
    ['/users?page=2&search=ava#top', '/users?page=2&search=ava#top'],
    ['/users/abc-123/edit', '/users/abc-123/edit'],
    ['/users/a%20b/edit', '/users/a%20b/edit'],
    ['/wines/../users', '/users'],
    ['/./wines', '/wines'],
    ['/wines?search=%2F%2Fnot-a-host', '/wines?search=%2F%2Fnot-a-host'],
    ['/wines?country=FR#x', '/wines?country=FR#x'],
  ])('keeps the internal path %j as %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it('returns only what resolves to the same place again', () => {
    for (const target of [...HOSTILE, '/dashboard', '/wines/../users']) {
      const result = safeRedirect(target);
      expect(new URL(result, 'https://app.invalid').origin).toBe('https://app.invalid');
      expect(result.startsWith('//')).toBe(false);
    }
  });

  it('keeps a target only under the base path', () => {
    expect(safeRedirect('/demo/users', '/demo/dashboard', '/demo/')).toBe('/demo/users');
    expect(safeRedirect('/demo', '/demo/dashboard', '/demo/')).toBe('/demo');
    expect(safeRedirect('/other/users', '/demo/dashboard', '/demo/')).toBe('/demo/dashboard');
    expect(safeRedirect('/demo/..//evil.example', '/demo/dashboard', '/demo/')).toBe('/demo/dashboard');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/home')).toBe('/home');
  });
});
