import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAnsweredForm } from '@tests/support/render-answered-form';
import type { ProfileResult } from './profile-action';
import { ProfilePasswordForm } from './profile-password-form';
import type { PasswordChangeValues } from './profile-schema';

function renderForm(
  respond: (values: PasswordChangeValues) => ProfileResult = () => ({ intent: 'password', ok: true }),
) {
  return renderAnsweredForm<PasswordChangeValues, ProfileResult>(
    (props) => <ProfilePasswordForm pending={false} {...props} />,
    respond,
  );
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;

describe('ProfilePasswordForm', () => {
  it('says the passwords do not match and does not submit', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(field('Current password'), 'Old-Password-1');
    await user.type(field('New password'), 'New-Password-22');
    await user.type(field('Confirm new password'), 'New-Password-23');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeDefined();
    expect(field('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the mismatch on leaving the confirmation, before submitting', async () => {
    const { user } = renderForm();
    await user.type(field('New password'), 'New-Password-22');
    await user.type(field('Confirm new password'), 'New-Password');
    await user.tab();
    expect(await screen.findByText('Passwords do not match')).toBeDefined();
  });

  it('checks the new password against the policy, with the live checklist', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(field('Current password'), 'Old-Password-1');
    await user.type(field('New password'), 'short1!');
    await user.type(field('Confirm new password'), 'short1!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 12 characters long')).toBeDefined();
    const met = screen
      .getAllByRole('listitem')
      .filter((item) => item.dataset.met === 'true')
      .map((item) => item.textContent);
    expect(met).toEqual([
      '✓At least one lowercase letter(met)',
      '✓At least one number(met)',
      '✓At least one special character (!@#$%^&* etc.)(met)',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the current password', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeDefined();
  });

  it('submits matching passwords and clears the form once changed', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(field('Current password'), 'Old-Password-1');
    await user.type(field('New password'), 'New-Password-22');
    await user.type(field('Confirm new password'), 'New-Password-22');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: 'Old-Password-1',
      newPassword: 'New-Password-22',
      confirmPassword: 'New-Password-22',
    });
    await waitFor(() => expect(field('Current password').value).toBe(''));
    expect(field('New password').value).toBe('');
    expect(field('Confirm new password').value).toBe('');
  });

  it('shows a wrong current password under that field', async () => {
    const { user } = renderForm(() => ({
      intent: 'password',
      ok: false,
      failure: {
        status: 422,
        message: null,
        code: null,
        fieldErrors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
      },
    }));
    await user.type(field('Current password'), 'Wrong-Password-1');
    await user.type(field('New password'), 'New-Password-22');
    await user.type(field('Confirm new password'), 'New-Password-22');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeDefined();
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Current password'));
  });
});
