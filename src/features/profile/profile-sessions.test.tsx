import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { system } from '@/theme/system';
import { ProfileSessions } from './profile-sessions';

function renderSessions(onSignOutAll: () => Promise<void>) {
  render(
    <ChakraProvider value={system}>
      <ProfileSessions onSignOutAll={onSignOutAll} />
    </ChakraProvider>,
  );
  return userEvent.setup();
}

describe('ProfileSessions', () => {
  it('signs out of all devices only after confirming', async () => {
    const onSignOutAll = vi.fn(async () => undefined);
    const user = renderSessions(onSignOutAll);
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of all devices?' });
    expect(dialog).toBeDefined();
    expect(onSignOutAll).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out of all devices' }));
    expect(onSignOutAll).toHaveBeenCalledTimes(1);
  });

  it('does nothing when cancelled', async () => {
    const onSignOutAll = vi.fn(async () => undefined);
    const user = renderSessions(onSignOutAll);
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onSignOutAll).not.toHaveBeenCalled();
    // jsdom runs no exit animation, so the closed dialog may stay mounted, marked closed.
    await waitFor(() => expect(screen.queryByRole('alertdialog')?.dataset.state ?? 'closed').toBe('closed'));
  });
});
