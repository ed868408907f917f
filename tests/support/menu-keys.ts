import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until the open menu highlights its item at `index`. A keyboard highlight lands a tick after
 * the key that moves it, so Enter pressed at once may choose the item before it.
 */
export async function menuHighlights(index: number, role: 'menuitem' | 'menuitemradio' = 'menuitem'): Promise<void> {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).getAllByRole(role)[index]?.hasAttribute('data-highlighted')).toBe(true));
}

/**
 * Closes the open menu with Escape and waits until it is gone. Escape only reaches the menu once
 * focus has moved into it, a tick after it opens; pressed earlier, the menu stays open.
 */
export async function closeMenu(user: { keyboard: (keys: string) => Promise<void> }): Promise<void> {
  await waitFor(() => expect(document.activeElement?.closest('[role="menu"]')).not.toBeNull());
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryAllByRole('menuitem')).toEqual([]));
}
