import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemApi } from '@/state/api';
import { AppShell } from './app-shell';
import { mockViewport, renderAt } from '@tests/support/render-shell';

const user = { fullName: 'Ava Laurent', email: 'ava@vinotheca.example', role: 'ADMIN' as const, avatarUrls: null };

function renderShell(path = '/dashboard') {
  return renderAt(
    path,
    <AppShell user={user} onLogout={vi.fn()} themeToggle={<button type="button">Theme slot</button>}>
      <p>Page content</p>
    </AppShell>,
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Toggle navigation' });
const nav = () => screen.queryByRole('navigation', { name: 'Main navigation' });

let restoreViewport: () => void = () => undefined;

beforeEach(() => {
  vi.spyOn(systemApi, 'info').mockResolvedValue({ version: '2.4.1', build: { hash: 'be1234a' } });
});

afterEach(() => {
  restoreViewport();
  vi.restoreAllMocks();
});

describe('AppShell', () => {
  it('offers a skip link to the focusable main content', () => {
    restoreViewport = mockViewport(true);
    renderShell();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(main.textContent).toContain('Page content');
    expect(screen.getByRole('button', { name: 'Theme slot' })).toBeDefined();
  });

  it('on desktop starts open, in flow, and the menu button toggles it', async () => {
    restoreViewport = mockViewport(true);
    const u = userEvent.setup();
    renderShell();
    expect(nav()).not.toBeNull();
    expect(screen.queryByTestId('sidebar-backdrop')).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(menuButton().getAttribute('aria-controls') ?? '')).not.toBeNull();
    await u.click(menuButton());
    expect(nav()).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    await u.click(menuButton());
    expect(nav()).not.toBeNull();
  });

  it('on desktop stays open across navigation', async () => {
    restoreViewport = mockViewport(true);
    const u = userEvent.setup();
    renderShell();
    await u.click(screen.getByRole('link', { name: 'Cellars' }));
    expect(nav()).not.toBeNull();
  });

  describe('below lg (overlay)', () => {
    beforeEach(() => {
      restoreViewport = mockViewport(false);
    });

    it('starts collapsed and the menu button opens it over a backdrop, moving focus into it', async () => {
      const u = userEvent.setup();
      renderShell();
      expect(nav()).toBeNull();
      expect(menuButton().getAttribute('aria-expanded')).toBe('false');
      await u.click(menuButton());
      expect(nav()).not.toBeNull();
      expect(menuButton().getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByTestId('sidebar-backdrop')).toBeDefined();
      expect(document.activeElement?.id).toBe('app-sidebar');
    });

    it('closes on Escape and returns focus to the menu button', async () => {
      const u = userEvent.setup();
      renderShell();
      await u.click(menuButton());
      await u.keyboard('{Escape}');
      expect(nav()).toBeNull();
      expect(document.activeElement).toBe(menuButton());
    });

    it('closes when the backdrop is clicked', async () => {
      const u = userEvent.setup();
      renderShell();
      await u.click(menuButton());
      await u.click(screen.getByTestId('sidebar-backdrop'));
      expect(nav()).toBeNull();
      expect(screen.queryByTestId('sidebar-backdrop')).toBeNull();
    });

    it('closes when a link is followed', async () => {
      const u = userEvent.setup();
      const { router } = renderShell();
      await u.click(menuButton());
      await u.click(screen.getByRole('link', { name: 'Analytics' }));
      expect(router.state.location.pathname).toBe('/analytics');
      expect(nav()).toBeNull();
    });

    it('closes on any route change and stays closed when going back', async () => {
      const u = userEvent.setup();
      const { router } = renderShell();
      await u.click(menuButton());
      await act(() => router.navigate('/users'));
      expect(nav()).toBeNull();
      await act(() => router.navigate(-1));
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(nav()).toBeNull();
    });

    it('can be toggled closed by the menu button too', async () => {
      const u = userEvent.setup();
      renderShell();
      await u.click(menuButton());
      await u.click(menuButton());
      expect(nav()).toBeNull();
    });
  });
});
