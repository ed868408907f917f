import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ThemePreference } from '@/api/types';
import { system } from '@/theme/system';
import { ThemeToggle } from './theme-toggle';
import { useThemePreference } from './use-theme-preference';
import { menuHighlights } from '@tests/support/menu-keys';

vi.mock('./use-theme-preference', () => ({ useThemePreference: vi.fn() }));

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

const change = vi.fn<(next: ThemePreference) => Promise<void>>();

function setup(preference: ThemePreference, effective: 'light' | 'dark', saving = false) {
  vi.mocked(useThemePreference).mockReturnValue({ preference, effective, saving, change });
  render(
    <ChakraProvider value={system}>
      <ThemeToggle />
    </ChakraProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  change.mockReset();
  change.mockResolvedValue(undefined);
});

describe('ThemeToggle', () => {
  it('offers Light, Dark and System with the current preference checked', async () => {
    const user = setup('SYSTEM', 'dark');
    await user.click(screen.getByRole('button', { name: 'Theme' }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(options.map((o) => o.getAttribute('aria-checked'))).toEqual(['false', 'false', 'true']);
  });

  it('changes the preference to the chosen option', async () => {
    const user = setup('LIGHT', 'light');
    screen.getByRole('button', { name: 'Theme' }).focus();
    await user.keyboard('{Enter}');
    await menuHighlights(0, 'menuitemradio');
    await user.keyboard('{ArrowDown}');
    await menuHighlights(1, 'menuitemradio');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(change).toHaveBeenCalledWith('DARK'));
  });

  it('swallows a failed save, whose toast is already shown', async () => {
    change.mockRejectedValue(new Error('save failed'));
    const user = setup('LIGHT', 'light');
    screen.getByRole('button', { name: 'Theme' }).focus();
    await user.keyboard('{Enter}');
    await menuHighlights(0, 'menuitemradio');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await menuHighlights(2, 'menuitemradio');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(change).toHaveBeenCalledWith('SYSTEM'));
  });

  it('is busy while a save is on its way, and stays usable', () => {
    setup('DARK', 'dark', true);
    const trigger = screen.getByRole('button', { name: 'Theme' });
    expect(trigger.getAttribute('aria-busy')).toBe('true');
    expect(trigger).toHaveProperty('disabled', false);
  });

  it('is not busy once nothing is being saved', () => {
    setup('DARK', 'dark');
    expect(screen.getByRole('button', { name: 'Theme' }).getAttribute('aria-busy')).toBe('false');
  });
});
