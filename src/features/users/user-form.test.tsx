import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormFailure } from '@/lib/form-failure';
import { PASSWORD_RULES, validatePassword } from '@/lib/password-policy';
import { system } from '@/theme/system';
import { SIGNED_IN_ID, signInAs, signOut } from '@tests/support/sign-in-as';
import { UserForm, type UserFormProps } from './user-form';
import type { CheckEmail } from './user-form-email-check';
import type { UserFormValues } from './user-form-schema';

interface Options extends Partial<UserFormProps> {
  /** What the "server" answers to a submission: a failure for the form, or null for success. */
  respond?: (values: UserFormValues) => FormFailure | null;
}

function renderForm({ respond = () => null, ...props }: Options = {}) {
  const onSubmit = vi.fn<(values: UserFormValues) => void>();
  const checkEmail = vi.fn<CheckEmail>(async (email) => ({ email, available: true }));
  function Harness() {
    const [failure, setFailure] = useState<FormFailure | null>(null);
    return (
      <UserForm
        mode="create"
        pending={false}
        checkEmail={checkEmail}
        cancelTo="/users"
        {...props}
        failure={failure}
        onSubmit={(values) => {
          onSubmit(values);
          setFailure(respond(values));
        }}
      />
    );
  }
  const router = createMemoryRouter([{ path: '*', element: <Harness /> }], { initialEntries: ['/users/create'] });
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { onSubmit, checkEmail };
}

const nameInput = () => screen.getByRole('textbox', { name: /full name/i });
const emailInput = () => screen.getByRole('textbox', { name: /e-mail/i });
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameInput(), 'Ada Lovelace');
  await user.type(emailInput(), 'ada@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: /role/i }), 'Editor');
  await user.type(passwordInput(), 'Correct-Horse-9');
}

function metLabels() {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.dataset.met === 'true')
    .map((item) => item.textContent?.replace(/^[✓○]/, '').replace(/\((met|not met)\)$/, ''));
}

beforeEach(() => signInAs('SUPER_ADMIN'));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  signOut();
});

describe('UserForm', () => {
  it('offers the fields of the create form, with the roles as people read them', () => {
    renderForm();
    expect(nameInput()).toBeDefined();
    expect(emailInput()).toBeDefined();
    const role = screen.getByRole('combobox', { name: /role/i });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Super Admin', 'Admin', 'Editor', 'Viewer']);
    expect(screen.getByRole('checkbox', { name: 'Active' })).toHaveProperty('checked', true);
    expect(passwordInput()).toHaveProperty('type', 'password');
    expect(screen.getByRole('button', { name: 'Create user' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/users');
  });

  it('has no password on edit and saves changes instead', () => {
    renderForm({
      mode: 'edit',
      userId: 'u-1',
      defaultValues: { fullName: 'Ada', email: 'ada@example.com', role: 'ADMIN', active: false },
    });
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toHaveProperty('checked', false);
    expect(screen.getByRole('combobox', { name: /role/i })).toHaveProperty('value', 'ADMIN');
  });

  it('ticks the checklist as the password is typed, with the labels of the spec', async () => {
    const user = userEvent.setup();
    renderForm();
    const labels = within(screen.getByRole('list', { name: 'Password requirements' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(labels.map((l) => l?.replace(/^[✓○]/, '').replace(/\((met|not met)\)$/, ''))).toEqual(
      PASSWORD_RULES.map((r) => r.label),
    );
    expect(labels).toEqual([
      '○At least 12 characters long(not met)',
      '○At least one uppercase letter(not met)',
      '○At least one lowercase letter(not met)',
      '○At least one number(not met)',
      '○At least one special character (!@#$%^&* etc.)(not met)',
    ]);
    await user.type(passwordInput(), 'abc');
    expect(metLabels()).toEqual(['At least one lowercase letter']);
    await user.type(passwordInput(), 'D1');
    expect(metLabels()).toEqual([
      'At least one uppercase letter',
      'At least one lowercase letter',
      'At least one number',
    ]);
    await user.type(passwordInput(), '!xxxxxxx');
    expect(metLabels()).toEqual(PASSWORD_RULES.map((r) => r.label));
  });

  it('generates a strong password, fills the field and reveals it', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Generate strong password' }));
    const input = passwordInput() as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.value.length).toBeGreaterThanOrEqual(12);
    expect(validatePassword(input.value)).toBeNull();
    expect(metLabels()).toHaveLength(PASSWORD_RULES.length);
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeDefined();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveProperty('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveProperty('type', 'password');
  });

  it('shows the rules under the fields and does not submit an empty form', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Full name is required')).toBeDefined();
    expect(screen.getByText('E-mail is required')).toBeDefined();
    expect(screen.getByText('Password must be at least 12 characters long')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('submits the trimmed values', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillValid(user);
    await user.type(nameInput(), '  ');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(onSubmit).toHaveBeenCalledWith({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'EDITOR',
      active: false,
      password: 'Correct-Horse-9',
    });
  });

  it('puts each server validation error under its field', async () => {
    const user = userEvent.setup();
    renderForm({
      respond: () => ({
        status: 422,
        message: 'Validation failed',
        code: null,
        fieldErrors: [
          { field: 'fullName', message: 'This name is reserved' },
          { field: 'password', message: 'This password appeared in a data breach' },
          { field: 'nickname', message: 'is not allowed' },
        ],
      }),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const nameField = nameInput().closest('[role="group"], .chakra-field__root') ?? document.body;
    expect(await within(nameField as HTMLElement).findByText('This name is reserved')).toBeDefined();
    expect(screen.getByText('This password appeared in a data breach')).toBeDefined();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    expect(emailInput().getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('nickname: is not allowed')).toBeDefined();
    expect(document.activeElement).toBe(nameInput());
  });

  it('shows a 409 on the e-mail field, with the server message', async () => {
    const user = userEvent.setup();
    renderForm({ respond: () => ({ status: 409, message: 'Email is already in use', code: null, fieldErrors: [] }) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Email is already in use')).toBeDefined();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a 409 without a message as an existing admin', async () => {
    const user = userEvent.setup();
    renderForm({ respond: () => ({ status: 409, message: null, code: null, fieldErrors: [] }) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('An admin with this e-mail already exists')).toBeDefined();
  });

  it.each([
    ['SUPER_ADMIN', ['Super Admin', 'Admin', 'Editor', 'Viewer']],
    ['ADMIN', ['Admin', 'Editor', 'Viewer']],
  ] as const)('offers a %s only the roles it may grant', (role, offered) => {
    signInAs(role);
    renderForm();
    const select = screen.getByRole('combobox', { name: /role/i });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(offered);
  });

  it('shows one’s own role read-only and Active locked, and saves them unchanged', async () => {
    const user = userEvent.setup();
    signInAs('ADMIN');
    const { onSubmit } = renderForm({
      mode: 'edit',
      userId: SIGNED_IN_ID,
      defaultValues: { fullName: 'Ada', email: 'ada@example.com', role: 'ADMIN', active: true },
    });
    expect(screen.queryByRole('combobox', { name: /role/i })).toBeNull();
    const role = screen.getByRole('textbox', { name: 'Role' });
    expect(role).toHaveProperty('value', 'Admin');
    expect(role).toHaveProperty('readOnly', true);
    expect(screen.getByText('You cannot change your own role.')).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toHaveProperty('disabled', true);
    expect(screen.getByText('You cannot deactivate your own account.')).toBeDefined();
    await user.clear(nameInput());
    await user.type(nameInput(), 'Ada Byron');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fullName: 'Ada Byron', role: 'ADMIN', active: true }),
    );
  });

  it('shows the refusal to deactivate oneself on Active, not on the e-mail', async () => {
    const user = userEvent.setup();
    renderForm({
      mode: 'edit',
      userId: 'me',
      defaultValues: { fullName: 'Ada', email: 'ada@example.com', role: 'ADMIN', active: true },
      respond: () => ({
        status: 409,
        message: 'You cannot deactivate your own account.',
        code: 'SELF_DEACTIVATION',
        fieldErrors: [],
      }),
    });
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('You cannot deactivate your own account.')).toBeDefined();
    expect(emailInput().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows any other conflict above the form', async () => {
    const user = userEvent.setup();
    renderForm({
      respond: () => ({ status: 409, message: 'The directory is read-only.', code: 'READ_ONLY', fieldErrors: [] }),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('The directory is read-only.')).toBeDefined();
    expect(emailInput().getAttribute('aria-invalid')).not.toBe('true');
  });

  describe('e-mail availability', () => {
    function setupTimers() {
      vi.useFakeTimers();
      // Testing Library drains microtasks with a setTimeout it only advances when `jest` exists.
      vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
      return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    }

    it('asks once, after typing pauses, and says the address is available', async () => {
      const user = setupTimers();
      const { checkEmail } = renderForm();
      await user.type(emailInput(), 'someone.new@example.com');
      expect(checkEmail).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(checkEmail).toHaveBeenCalledTimes(1);
      expect(checkEmail).toHaveBeenCalledWith('someone.new@example.com', undefined);
      expect(screen.getByText('Available')).toBeDefined();
    });

    it('does not ask about an address that is not well formed', async () => {
      const user = setupTimers();
      const { checkEmail } = renderForm();
      await user.type(emailInput(), 'someone@');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(checkEmail).not.toHaveBeenCalled();
    });

    it('shows a taken address as an error and does not submit', async () => {
      const user = setupTimers();
      const { checkEmail, onSubmit } = renderForm();
      checkEmail.mockImplementation(async (email) => ({ email, available: false }));
      await fillValid(user);
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(screen.getByText('This e-mail is already in use')).toBeDefined();
      expect(emailInput().getAttribute('aria-invalid')).toBe('true');
      await user.click(screen.getByRole('button', { name: 'Create user' }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('excludes the edited admin and skips their unchanged address', async () => {
      const user = setupTimers();
      const { checkEmail } = renderForm({
        mode: 'edit',
        userId: 'u-7',
        defaultValues: { fullName: 'Ada', email: 'ada@example.com', role: 'ADMIN', active: true },
      });
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(checkEmail).not.toHaveBeenCalled();
      await user.clear(emailInput());
      await user.type(emailInput(), 'ada.new@example.com');
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(checkEmail).toHaveBeenCalledTimes(1);
      expect(checkEmail).toHaveBeenCalledWith('ada.new@example.com', 'u-7');
    });
  });
});
