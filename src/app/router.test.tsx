import { describe, expect, it } from 'vitest';
import { openableScreens } from './router';

describe('openableScreens', () => {
  it('lists every screen of the route table that opens without an id, with what opening it takes', () => {
    expect(openableScreens()).toEqual([
      { title: 'Dashboard', path: '/dashboard' },
      { title: 'Profile', path: '/profile' },
      { title: 'Users', path: '/users' },
      { title: 'Create User', path: '/users/create', permission: 'users.manage' },
      { title: 'Wine Categories', path: '/wines/categories' },
      { title: 'All Wines', path: '/wines' },
      { title: 'Add Wine', path: '/wines/create', permission: 'wines.write' },
      { title: 'Cellars', path: '/cellars' },
      { title: 'Settings', path: '/settings' },
      { title: 'Audit log', path: '/settings/audit' },
      { title: 'Analytics', path: '/analytics' },
    ]);
  });
});
