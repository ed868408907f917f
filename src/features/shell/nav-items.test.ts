import { describe, expect, it } from 'vitest';
import { can } from '@/api/permissions';
import type { AdminRole } from '@/api/types';
import {
  activeChildPath,
  isActivePath,
  isGroupExpandedInitially,
  NAV_ITEMS,
  navItemsFor,
  type NavItem,
} from './nav-items';

function group(label: string): NavItem {
  const item = NAV_ITEMS.find((i) => i.label === label);
  if (!item) throw new Error(`no nav item ${label}`);
  return item;
}

describe('isActivePath', () => {
  it.each([
    ['/users', '/users', true],
    ['/users/create', '/users', true],
    ['/users/42/edit', '/users', true],
    ['/users/', '/users', true],
    ['/usersettings', '/users', false],
    ['/user', '/users', false],
    ['/dashboard', '/users', false],
    ['/', '/dashboard', false],
    ['/wines/categories', '/wines', true],
    ['/wines/categories', '/wines/create', false],
  ])('%s is active for %s: %s', (current, itemPath, expected) => {
    expect(isActivePath(current, itemPath)).toBe(expected);
  });
});

describe('activeChildPath', () => {
  const users = group('User Management').children ?? [];
  const wines = group('Wine Database').children ?? [];
  it.each([
    ['/users', users, '/users'],
    ['/users/create', users, '/users/create'],
    ['/users/42/edit', users, '/users'],
    ['/dashboard', users, undefined],
    ['/wines/categories', wines, '/wines/categories'],
    ['/wines/create', wines, '/wines/create'],
    ['/wines', wines, '/wines'],
    ['/winesx', wines, undefined],
  ])('at %s the highlighted child is %s', (current, children, expected) => {
    expect(activeChildPath(current, children)).toBe(expected);
  });
});

describe('isGroupExpandedInitially', () => {
  it.each([
    ['/users', 'User Management', true],
    ['/users/create', 'User Management', true],
    ['/users/7/edit', 'User Management', true],
    ['/dashboard', 'User Management', false],
    ['/wines/categories', 'Wine Database', true],
    ['/wines', 'Wine Database', true],
    ['/users', 'Wine Database', false],
    ['/dashboard', 'Dashboard', false],
  ])('at %s, %s starts expanded: %s', (current, label, expected) => {
    expect(isGroupExpandedInitially(current, group(label))).toBe(expected);
  });
});

describe('NAV_ITEMS', () => {
  it('lists the specified sidebar entries in order with their paths', () => {
    expect(NAV_ITEMS.map((i) => [i.label, i.path, i.children?.map((c) => [c.label, c.path]) ?? []])).toEqual([
      ['Dashboard', '/dashboard', []],
      [
        'User Management',
        '/users',
        [
          ['All Users', '/users'],
          ['Create User', '/users/create'],
        ],
      ],
      [
        'Wine Database',
        '/wines',
        [
          ['All Wines', '/wines'],
          ['Add Wine', '/wines/create'],
          ['Wine Categories', '/wines/categories'],
        ],
      ],
      ['Cellars', '/cellars', []],
      ['Analytics', '/analytics', []],
      ['Settings', '/settings', []],
    ]);
  });
});

describe('navItemsFor', () => {
  const ALL = ['Dashboard', 'User Management', 'Wine Database', 'Cellars', 'Analytics', 'Settings'];
  it.each<[AdminRole, string[], string[]]>([
    ['SUPER_ADMIN', ['All Users', 'Create User'], ['All Wines', 'Add Wine', 'Wine Categories']],
    ['ADMIN', ['All Users', 'Create User'], ['All Wines', 'Add Wine', 'Wine Categories']],
    ['EDITOR', ['All Users'], ['All Wines', 'Add Wine', 'Wine Categories']],
    ['VIEWER', ['All Users'], ['All Wines', 'Wine Categories']],
  ])('a %s sees every entry, with the users children %j and the wines children %j', (role, users, wines) => {
    const items = navItemsFor((permission) => can(role, permission));
    expect(items.map((i) => i.label)).toEqual(ALL);
    expect(items.find((i) => i.label === 'User Management')?.children?.map((c) => c.label)).toEqual(users);
    expect(items.find((i) => i.label === 'Wine Database')?.children?.map((c) => c.label)).toEqual(wines);
  });
});
