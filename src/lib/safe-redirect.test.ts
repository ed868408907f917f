import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    '//evil.com',
    '/\\evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    '/%2F/evil.com',
    'https:evil.com',
    '/users\t/evil',
    '/\t/evil.com',
    '/%5Cevil.com',
    'evil.com',
    '',
    null,
    undefined,
    '/%E0%A4%A',
    '/users\n',
  ])('refuses %j and falls back to /dashboard', (target) => {
    expect(safeRedirect(target)).toBe('/dashboard');
  });

  it.each([
    ['/dashboard', '/dashboard'],
    ['/users?page=2&search=ava#top', '/users?page=2&search=ava#top'],
    ['/users/abc-123/edit', '/users/abc-123/edit'],
    ['/users/a%20b/edit', '/users/a%20b/edit'],
  ])('keeps the internal path %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/home')).toBe('/home');
  });
});
