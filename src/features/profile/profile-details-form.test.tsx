import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAnsweredForm } from '@tests/support/render-answered-form';
import type { ProfileResult } from './profile-action';
import { ProfileDetailsForm } from './profile-details-form';
import type { ProfileDetailsValues } from './profile-schema';

function renderForm(respond: () => ProfileResult = () => ({ intent: 'details', ok: true })) {
  return renderAnsweredForm<ProfileDetailsValues, ProfileResult>(
    (props) => (
      <ProfileDetailsForm user={{ fullName: 'Ada Lovelace', email: 'ada@example.com' }} pending={false} {...props} />
    ),
    respond,
  );
}

const nameInput = () => screen.getByRole('textbox', { name: /full name/i });
const emailInput = () => screen.getByRole('textbox', { name: /e-mail/i });
const save = () => screen.getByRole('button', { name: 'Save details' });

describe('ProfileDetailsForm', () => {
  it('starts with the saved details and nothing to save', () => {
    renderForm();
    expect(nameInput()).toHaveProperty('value', 'Ada Lovelace');
    expect(emailInput()).toHaveProperty('value', 'ada@example.com');
    expect(save()).toHaveProperty('disabled', true);
  });

  it('submits the trimmed details and has nothing to save afterwards', async () => {
    const { user, onSubmit } = renderForm();
    await user.clear(nameInput());
    await user.type(nameInput(), ' Ada King ');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ fullName: 'Ada King', email: 'ada@example.com' });
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
  });

  it('checks the e-mail before sending', async () => {
    const { user, onSubmit } = renderForm();
    await user.clear(emailInput());
    await user.type(emailInput(), 'not-an-email');
    await user.click(save());
    expect(await screen.findByText('Enter a valid e-mail address')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a 409 on the e-mail field', async () => {
    const { user } = renderForm(() => ({
      intent: 'details',
      ok: false,
      failure: {
        status: 409,
        message: 'Email is already in use',
        code: null,
        fieldErrors: [{ field: 'email', message: 'Email is already in use' }],
      },
    }));
    await user.clear(emailInput());
    await user.type(emailInput(), 'grace@example.com');
    await user.click(save());
    expect(await screen.findByText('Email is already in use')).toBeDefined();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('puts 422 field errors under their fields', async () => {
    const { user } = renderForm(() => ({
      intent: 'details',
      ok: false,
      failure: {
        status: 422,
        message: null,
        code: null,
        fieldErrors: [{ field: 'fullName', message: 'Name contains invalid characters' }],
      },
    }));
    await user.type(nameInput(), '!');
    await user.click(save());
    expect(await screen.findByText('Name contains invalid characters')).toBeDefined();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
  });
});
