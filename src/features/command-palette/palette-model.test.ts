import { describe, expect, it } from 'vitest';
import { can as roleCan, type Permission } from '@/api/permissions';
import type { AdminRole } from '@/api/types';
import { matchActions, matchScreens, paletteOptions, type PaletteScreen } from './palette-model';

const SCREENS: PaletteScreen[] = [
  { title: 'Dashboard', path: '/dashboard' },
  { title: 'Users', path: '/users' },
  { title: 'Create User', path: '/users/create', permission: 'users.manage' },
  { title: 'All Wines', path: '/wines' },
  { title: 'Add Wine', path: '/wines/create', permission: 'wines.write' },
  { title: 'Wine Categories', path: '/wines/categories' },
];
const as = (role: AdminRole) => (permission: Permission) => roleCan(role, permission);
const titles = (screens: PaletteScreen[]) => screens.map((s) => s.title);

describe('matchScreens', () => {
  it.each([
    ['SUPER_ADMIN', ['Dashboard', 'Users', 'Create User', 'All Wines', 'Add Wine', 'Wine Categories']],
    ['ADMIN', ['Dashboard', 'Users', 'Create User', 'All Wines', 'Add Wine', 'Wine Categories']],
    ['EDITOR', ['Dashboard', 'Users', 'All Wines', 'Add Wine', 'Wine Categories']],
    ['VIEWER', ['Dashboard', 'Users', 'All Wines', 'Wine Categories']],
  ] as const)('offers %s only the screens its role may open', (role, expected) => {
    expect(titles(matchScreens(SCREENS, '', as(role)))).toEqual(expected);
  });

  it.each([
    ['wine', ['Wine Categories', 'All Wines', 'Add Wine']],
    ['  WINES ', ['All Wines']],
    ['wine add', ['Add Wine']],
    ['user', ['Users', 'Create User']],
    ['zz', []],
  ])('matches %j by every word in any case, titles that start with it first', (query, expected) => {
    expect(titles(matchScreens(SCREENS, query, as('SUPER_ADMIN')))).toEqual(expected);
  });
});

describe('paletteOptions', () => {
  it('lists screens, then wines, users and cellars, each option with its own id', () => {
    const options = paletteOptions(SCREENS.slice(0, 1), [
      { kind: 'cellar', id: 'c1', label: 'North cave', detail: 'Ava · Lyon', path: '/cellars/c1' },
      { kind: 'wine', id: 'w1', label: 'Margaux', detail: 'Château · 2015', path: '/wines/w1' },
      { kind: 'user', id: 'u1', label: 'Ava', detail: 'ava@x.test', path: '/users?search=ava%40x.test' },
    ]);
    expect(options.map((o) => [o.group, o.label, o.id])).toEqual([
      ['Screens', 'Dashboard', 'screen:/dashboard'],
      ['Wines', 'Margaux', 'wine:w1'],
      ['Users', 'Ava', 'user:u1'],
      ['Cellars', 'North cave', 'cellar:c1'],
    ]);
  });
});

describe('matchActions', () => {
  const run = () => undefined;
  const ACTIONS = [
    { id: 'select-page', label: 'Select every wine on this page', run },
    { id: 'clear-filters', label: 'Clear filters', run },
    { id: 'clear-selection', label: 'Clear selection', run },
  ];
  it.each([
    ['', ['Select every wine on this page', 'Clear filters', 'Clear selection']],
    ['clear', ['Clear filters', 'Clear selection']],
    ['selection', ['Clear selection']],
    ['page wine', ['Select every wine on this page']],
    ['publish', []],
  ])('“%s” matches %j', (query, expected) => {
    expect(matchActions(ACTIONS, query).map((a) => a.label)).toEqual(expected);
  });

  it('lists the actions before the screens and records', () => {
    const options = paletteOptions([{ title: 'Dashboard', path: '/dashboard' }], [], [ACTIONS[1]!]);
    expect(options.map((o) => [o.group, o.label])).toEqual([
      ['Actions', 'Clear filters'],
      ['Screens', 'Dashboard'],
    ]);
  });
});
