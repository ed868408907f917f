import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '@/config/demo-accounts';
import { takeOverBootScreens, takeSignInHandoff } from '@/app/prerender/boot-screens';
import { Component as SignIn } from './login';

/** The page index.html showed before the app ran, with what the visitor did on it. */
function visitorActedBeforeTheApp({ email = '', password = '', submitted = false, picked = '', revealed = false }) {
  document.body.innerHTML = `
    <div id="boot" data-prerendered ${submitted ? 'data-boot-submitted' : ''} ${revealed ? 'data-boot-revealed' : ''} ${picked === '' ? '' : `data-boot-picked="${picked}"`}>
      <div class="boot-sign-in"><form><input name="email"><input name="password" type="password"></form></div>
    </div>`;
  const root = document.getElementById('boot')!;
  root.querySelector<HTMLInputElement>('[name=email]')!.value = email;
  root.querySelector<HTMLInputElement>('[name=password]')!.value = password;
  takeOverBootScreens(root, { now: () => undefined, inSlices: () => undefined });
  root.remove();
}

function renderSignIn() {
  const action = vi.fn(async ({ request }: { request: Request }) => {
    await request.json();
    return null;
  });
  const router = createMemoryRouter([{ path: '/login', Component: SignIn, action }], { initialEntries: ['/login'] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return action;
}

afterEach(() => {
  takeSignInHandoff();
});

const email = () => screen.getByLabelText<HTMLInputElement>('E-mail');
const password = () => screen.getByLabelText<HTMLInputElement>('Password', { selector: 'input' });

describe('the sign-in page taking over from the prerendered one', () => {
  it('keeps what was typed, and does not submit unasked', async () => {
    visitorActedBeforeTheApp({ email: 'admin@vinotheca.te', password: 'half a passw' });
    const action = renderSignIn();
    expect(email().value).toBe('admin@vinotheca.te');
    expect(password().value).toBe('half a passw');
    await new Promise((settle) => setTimeout(settle, 100));
    expect(action).not.toHaveBeenCalled();
  });

  it('sends a submit made before the app ran, once, with the typed values', async () => {
    visitorActedBeforeTheApp({ email: 'admin@vinotheca.test', password: 'Vinotheca#2026', submitted: true });
    const action = renderSignIn();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await new Promise((settle) => setTimeout(settle, 100));
    expect(action).toHaveBeenCalledTimes(1);
    const request = action.mock.calls[0]![0].request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).search).toBe('');
  });

  it('checks a submit made before the app ran as any other: an empty form gets its field errors', async () => {
    visitorActedBeforeTheApp({ submitted: true });
    const action = renderSignIn();
    expect(await screen.findByText('Enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });

  it('fills in the demo account picked before the app ran', async () => {
    visitorActedBeforeTheApp({ picked: '4' });
    renderSignIn();
    await waitFor(() => expect(email().value).toBe(DEMO_ACCOUNTS[4]!.email));
    expect(password().value).toBe(DEMO_ACCOUNTS[4]!.password);
  });

  it('shows the password when it was left shown', () => {
    visitorActedBeforeTheApp({ password: 'half a passw', revealed: true });
    renderSignIn();
    expect(password().type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('starts empty when nothing was handed over', () => {
    renderSignIn();
    expect(email().value).toBe('');
  });
});
