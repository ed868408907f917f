import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@tests/support/sign-in-as';
import { brandAtom } from '@/state/brand';
import { Sidebar } from './sidebar';
import { renderAt } from '@tests/support/render-shell';

function renderSidebar(path: string) {
  return renderAt(path, <Sidebar id="app-sidebar" open isOverlay={false} onDismiss={vi.fn()} />);
}

function link(name: string) {
  return screen.getByRole('link', { name });
}

function groupButton(name: string) {
  return screen.getByRole('button', { name });
}

// A super admin, who is offered every action; the role tests sign in as others.
beforeEach(() => signInAs('SUPER_ADMIN'));

describe('Sidebar', () => {
  it('leaves out the screens a viewer may not open', () => {
    signInAs('VIEWER');
    renderSidebar('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByText('Create User')).toBeNull();
    expect(within(nav).queryByText('Add Wine')).toBeNull();
    expect(within(nav).getByText('All Users')).toBeDefined();
    expect(within(nav).getByText('Wine Categories')).toBeDefined();
  });

  it('shows the title and every spec entry, children included, with their exact texts', () => {
    renderSidebar('/dashboard');
    expect(screen.getByText('Vinotheca Admin')).toBeDefined();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const text of [
      'Dashboard',
      'User Management',
      'All Users',
      'Create User',
      'Wine Database',
      'All Wines',
      'Add Wine',
      'Wine Categories',
      'Cellars',
      'Analytics',
      'Settings',
    ]) {
      expect(within(nav).getByText(text, { exact: true })).toBeDefined();
    }
  });

  it('titles itself after the current brand', () => {
    renderSidebar('/dashboard');
    act(() => getDefaultStore().set(brandAtom, { brandName: 'Cellar Door', companyName: 'Cellar Door GmbH' }));
    expect(screen.getByText('Cellar Door Admin')).toBeDefined();
    act(() => getDefaultStore().set(brandAtom, { brandName: 'Vinotheca', companyName: 'Vinotheca Ltd.' }));
    expect(screen.getByText('Vinotheca Admin')).toBeDefined();
  });

  it('links each entry to its path', () => {
    renderSidebar('/users');
    expect(link('Dashboard').getAttribute('href')).toBe('/dashboard');
    expect(link('All Users').getAttribute('href')).toBe('/users');
    expect(link('Create User').getAttribute('href')).toBe('/users/create');
    expect(link('Cellars').getAttribute('href')).toBe('/cellars');
    expect(link('Analytics').getAttribute('href')).toBe('/analytics');
    expect(link('Settings').getAttribute('href')).toBe('/settings');
  });

  it('starts with the group of the current child expanded and the others collapsed', () => {
    renderSidebar('/wines/categories');
    expect(groupButton('Wine Database').getAttribute('aria-expanded')).toBe('true');
    expect(groupButton('User Management').getAttribute('aria-expanded')).toBe('false');
    expect(link('Wine Categories').getAttribute('aria-current')).toBe('page');
    expect(link('All Wines').getAttribute('aria-current')).toBeNull();
    expect(screen.queryByRole('link', { name: 'All Users' })).toBeNull();
  });

  it('points each group button at the list it controls', () => {
    renderSidebar('/wines');
    const controlled = document.getElementById(groupButton('Wine Database').getAttribute('aria-controls') ?? '');
    expect(controlled).not.toBeNull();
    expect(within(controlled as HTMLElement).getByRole('link', { name: 'Add Wine' })).toBeDefined();
  });

  it('expands and collapses a group on click', async () => {
    const user = userEvent.setup();
    renderSidebar('/dashboard');
    const button = groupButton('User Management');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(link('Create User')).toBeDefined();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Create User' })).toBeNull();
  });

  it('marks only the best-matching child as the current page', () => {
    renderSidebar('/users/create');
    expect(link('Create User').getAttribute('aria-current')).toBe('page');
    expect(link('All Users').getAttribute('aria-current')).toBeNull();
  });

  it('marks a top-level entry current on its path and below it', () => {
    renderSidebar('/cellars/12');
    expect(link('Cellars').getAttribute('aria-current')).toBe('page');
    expect(link('Dashboard').getAttribute('aria-current')).toBeNull();
  });

  it('expands a group when navigation arrives under one of its children', async () => {
    const { router } = renderSidebar('/dashboard');
    expect(groupButton('Wine Database').getAttribute('aria-expanded')).toBe('false');
    await router.navigate('/wines/create');
    expect(await screen.findByRole('link', { name: 'Add Wine' })).toBeDefined();
    expect(groupButton('Wine Database').getAttribute('aria-expanded')).toBe('true');
    expect(link('Add Wine').getAttribute('aria-current')).toBe('page');
  });
});
