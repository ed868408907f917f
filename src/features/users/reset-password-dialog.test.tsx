import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { UserListQuery } from '@/api/users';
import { PASSWORD_RULES } from '@/lib/password-policy';
import { makeAdmin, pageOf, renderUserList, type UserListTestApi } from '@tests/support/render-user-list';
import { withElementSize } from '@tests/support/jsdom-layout';

withElementSize();

// Chakra renders slowly in jsdom on a shared two-core machine; these flows take a few seconds.
vi.setConfig({ testTimeout: 20_000 });

async function openDialog(resetPassword: UserListTestApi['resetPassword'] = vi.fn(async () => undefined)) {
  const api: UserListTestApi = {
    list: vi.fn(async (query: UserListQuery = {}) => pageOf([makeAdmin(1, { fullName: 'Ava Laurent' })], query)),
    deactivate: vi.fn(async () => undefined),
    unlock: vi.fn(async (id: string) => makeAdmin(0, { id })),
    resetPassword,
  };
  const notify = vi.fn();
  const user = userEvent.setup();
  renderUserList({ api, notify });
  await user.click(await screen.findByRole('button', { name: 'Actions for Ava Laurent' }));
  const item = await screen.findByRole('menuitem', { name: 'Reset password' });
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
  const dialog = await screen.findByRole('dialog', { name: 'Reset password for Ava Laurent' });
  const input = within(dialog).getByLabelText('New password');
  return { user, api, notify, dialog, input };
}

const STRONG = 'Str0ng!Passw0rd';

describe('the reset password dialog', () => {
  it('opens with the field focused and the specified checklist, ticking rules as the password is typed', async () => {
    const { user, dialog, input } = await openDialog();
    await waitFor(() => expect(document.activeElement).toBe(input));
    const checklist = within(dialog).getByRole('list', { name: 'Password requirements' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((i) => i.textContent?.replace(/^[✓○]/, '').replace(/\((not )?met\)$/, '')),
    ).toEqual(PASSWORD_RULES.map((r) => r.label));
    expect(input.getAttribute('aria-describedby')).toBe(checklist.id);
    await user.type(input, 'abc');
    expect(checklist.querySelector('[data-met="true"]')?.textContent).toContain('At least one lowercase letter');
  });

  it('refuses a weak password with the exact policy message under the field, without calling the API', async () => {
    const { user, api, dialog, input } = await openDialog();
    await user.type(input, 'Short1!');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('Password must be at least 12 characters long')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(
      within(dialog).getByText('Password must be at least 12 characters long').id,
    );
    expect(api.resetPassword).not.toHaveBeenCalled();
    await user.type(input, 'longer');
    expect(within(dialog).queryByText('Password must be at least 12 characters long')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the next failing rule as the password improves', async () => {
    const { user, dialog, input } = await openDialog();
    await user.type(input, 'alllowercase1!');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('Password must contain at least one uppercase letter')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'ALLUPPERCASE1!');
    expect(await within(dialog).findByText('Password must contain at least one lowercase letter')).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    const { user, dialog, input } = await openDialog();
    expect(input.getAttribute('type')).toBe('password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('generates a strong password, shows it, and resets with it', async () => {
    const { user, api, notify, dialog, input } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Generate strong password' }));
    const generated = (input as HTMLInputElement).value;
    expect(generated.length).toBeGreaterThanOrEqual(12);
    expect(input.getAttribute('type')).toBe('text');
    expect(dialog.querySelectorAll('[data-met="true"]')).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(api.resetPassword).toHaveBeenCalledWith('admin-1', generated));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Password Reset' }));
  });

  it('shows the server’s 422 message under the field and stays open', async () => {
    const resetPassword = vi.fn(async () => {
      throw new ApiError({
        kind: 'http',
        status: 422,
        fieldErrors: [{ field: 'newPassword', message: 'Password was used recently' }],
      });
    });
    const { user, dialog, input } = await openDialog(resetPassword);
    await user.type(input, STRONG);
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('Password was used recently')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.type(input, 'x');
    expect(within(dialog).queryByText('Password was used recently')).toBeNull();
  });
});
