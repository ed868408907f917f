import { describe, expect, it } from 'vitest';
import { documentTitle, routeLayout, routeTitle } from './route-meta';

describe('route metadata', () => {
  it.each([
    [[{ handle: { title: 'User Management' } }, { handle: { title: 'Users' } }], 'Users'],
    [[{ handle: { title: 'User Management' } }, { handle: {} }], 'User Management'],
    [[{ handle: undefined }, { handle: null }], undefined],
    [[], undefined],
  ])('routeTitle(%j) → %j', (matches, expected) => {
    expect(routeTitle(matches)).toBe(expected);
  });

  it.each([
    ['Users', 'Users | Vinotheca Admin'],
    [undefined, 'Vinotheca Admin'],
  ])('documentTitle(%j)', (title, expected) => {
    expect(documentTitle(title, 'Vinotheca Admin')).toBe(expected);
  });

  it.each([
    [[{ handle: { layout: 'auth' } }], 'auth'],
    [[{ handle: { layout: 'error' } }], 'error'],
    [[{ handle: { layout: 'default' } }], 'default'],
    [[{ handle: { layout: 'fancy' } }], 'default'],
    [[{ handle: {} }], 'default'],
  ])('routeLayout(%j) → %s (unknown falls back to default)', (matches, expected) => {
    expect(routeLayout(matches)).toBe(expected);
  });
});
