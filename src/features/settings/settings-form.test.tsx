import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAnsweredForm } from '@tests/support/render-answered-form';
import { formatDateTime } from '@/lib/locale';
import type { SettingsRequestValues } from '@/lib/settings-rules';
import type { SettingsResult } from './settings-action';
import { SettingsForm } from './settings-form';
import { SETTINGS } from '@tests/support/settings-fixture';

function renderForm(
  canEditSecurity: boolean,
  respond: (values: SettingsRequestValues) => SettingsResult,
  canEditGeneral = true,
) {
  return renderAnsweredForm<SettingsRequestValues, SettingsResult>(
    (props) => (
      <SettingsForm
        settings={SETTINGS}
        canEditGeneral={canEditGeneral}
        canEditSecurity={canEditSecurity}
        pending={false}
        {...props}
      />
    ),
    respond,
  );
}

const saved = (values: SettingsRequestValues): SettingsResult => ({
  ok: true,
  settings: { ...values, updatedAt: SETTINGS.updatedAt },
});

describe('SettingsForm', () => {
  it('says when the settings last changed, in the date format of the rest of the console', () => {
    renderForm(true, saved);
    const time = screen.getByText(
      (_, element) => element?.tagName === 'TIME' && element.getAttribute('datetime') === SETTINGS.updatedAt,
    );
    expect(time.textContent).toBe(formatDateTime(SETTINGS.updatedAt));
    expect(time.textContent).toMatch(/^Nov 1, 2026, \d{1,2}:00\s[AP]M$/);
  });

  it('submits every field, numbers as numbers', async () => {
    const { onSubmit, user } = renderForm(true, saved);
    expect(
      screen.getByText(
        "They apply to every admin: two-factor enforcement from each admin's next sign-in, the lockout threshold and duration at once, a new token lifetime from each session's next renewal.",
      ),
    ).toBeDefined();
    await user.clear(screen.getByRole('textbox', { name: /brand name/i }));
    await user.type(screen.getByRole('textbox', { name: /brand name/i }), 'Cellar Door');
    await user.clear(screen.getByRole('spinbutton', { name: /lockout threshold/i }));
    await user.type(screen.getByRole('spinbutton', { name: /lockout threshold/i }), '7');
    await user.click(screen.getByRole('checkbox', { name: /enforce two-factor/i }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      ...SETTINGS,
      updatedAt: undefined,
      brandName: 'Cellar Door',
      lockoutThreshold: 7,
      enforceTwoFactor: true,
    });
  });

  it('shows Security read-only, with the reason, to an admin who is not a super admin', async () => {
    const { user } = renderForm(false, saved);
    expect(screen.getByText(/Only a super admin can change the security settings/)).toBeDefined();
    expect(screen.getByRole('spinbutton', { name: /lockout threshold/i }).hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('spinbutton', { name: /access token lifetime/i }).hasAttribute('readonly')).toBe(true);
    const enforce = screen.getByRole('checkbox', { name: /enforce two-factor/i });
    expect(enforce.getAttribute('aria-readonly')).toBe('true');
    await user.click(enforce);
    expect((enforce as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('textbox', { name: /brand name/i }) as HTMLInputElement).readOnly).toBe(false);
  });

  it('shows everything read-only, without Save, to a role that may not change settings', () => {
    renderForm(false, saved, false);
    expect(screen.getByText(/Only a super admin or an admin can change them\./)).toBeDefined();
    expect((screen.getByRole('textbox', { name: /brand name/i }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: /company name/i }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('spinbutton', { name: /lockout threshold/i }).hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it('puts a server 422 on its field', async () => {
    const { user } = renderForm(true, () => ({
      ok: false,
      failure: {
        status: 422,
        message: 'Validation failed',
        code: null,
        fieldErrors: [{ field: 'companyName', message: 'Company name is taken by the server' }],
      },
    }));
    await user.type(screen.getByRole('textbox', { name: /company name/i }), ' Group');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Company name is taken by the server')).toBeDefined();
    expect(screen.getByRole('textbox', { name: /company name/i }).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses out-of-range values before submitting', async () => {
    const { onSubmit, user } = renderForm(true, saved);
    await user.clear(screen.getByRole('spinbutton', { name: /access token lifetime/i }));
    await user.type(screen.getByRole('spinbutton', { name: /access token lifetime/i }), '500');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Access token lifetime must be a whole number from 5 to 120')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
