import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { DemoAccounts } from '@/features/auth/demo-accounts';
import { describeLoginFailure } from '@/features/auth/login-error';
import { setLanguage } from '@/lib/i18n';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { Component as SignIn } from './login';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

/** A catalogue key left on screen (`auth.login.title`). */
const ENGLISH = ['Sign in', 'Password', 'Use your administrator', 'Show', 'Back office', 'Enter your'];

function renderSignIn(action: () => unknown = async () => null) {
  const router = createMemoryRouter(
    [{ path: '/login', Component: AuthLayout, children: [{ index: true, Component: SignIn, action }] }],
    { initialEntries: ['/login'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('the sign-in page in French', () => {
  it('speaks French, its field errors included', async () => {
    await setLanguage('fr');
    const user = userEvent.setup();
    const { container } = renderSignIn();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connexion');
    expect(container.textContent).toContain('Utilisez votre compte administrateur.');
    expect(container.textContent).toContain('Back-office de la base des vins et des caves');
    expect(screen.getByRole('form', { name: 'Connexion' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByLabelText('Mot de passe', { selector: 'input' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' }).textContent).toBe('Afficher');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Saisissez votre adresse e-mail')).toBeTruthy();
    expect(screen.getByText('Saisissez votre mot de passe')).toBeTruthy();

    const text = container.textContent ?? '';
    expect(text).not.toMatch(CATALOGUE_KEY);
    for (const english of ENGLISH) expect(text).not.toContain(english);
  });

  it('asks for the two-factor code in French', async () => {
    await setLanguage('fr');
    const user = userEvent.setup();
    const action = vi.fn(async () =>
      describeLoginFailure(
        new ApiError({ kind: 'http', status: 401, code: 'TOTP_REQUIRED', message: 'Enter the code' }),
        false,
      ),
    );
    const { container } = renderSignIn(action);
    await user.type(screen.getByLabelText('E-mail'), 'totp@vinotheca.test');
    await user.type(screen.getByLabelText('Mot de passe', { selector: 'input' }), 'Vinotheca#2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Saisissez le code à 6 chiffres de votre application d’authentification');
    expect(alert.getAttribute('data-status')).toBe('info');
    expect(screen.getByLabelText('Code d’authentification')).toBeTruthy();
    expect(container.textContent).toContain('Le code à 6 chiffres de votre application d’authentification.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vérifier et se connecter' })).toBeTruthy());
    expect(container.textContent).not.toMatch(CATALOGUE_KEY);
    expect(container.textContent).not.toMatch(/Enter|Verify|authenticator/);
  });

  it('lists the demo accounts in French', async () => {
    await setLanguage('fr');
    const { container } = render(<DemoAccounts onPick={vi.fn()} />);
    const section = screen.getByRole('region', { name: 'Comptes de démonstration' });
    expect(within(section).getByText('Accès complet')).toBeTruthy();
    expect(within(section).getByText('Super administrateur, sans double authentification')).toBeTruthy();
    expect(section.textContent).toContain('secret de l’authentificateur JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(container.textContent).not.toMatch(CATALOGUE_KEY);
    for (const english of ['Full access', 'Demo accounts', 'Locked', 'Viewer', 'Editor', 'Pick an account']) {
      expect(container.textContent).not.toContain(english);
    }
  });
});
