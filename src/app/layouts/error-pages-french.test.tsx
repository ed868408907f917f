import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderRoutes } from '@tests/support/render-routes';
import { signInAs, signOut } from '@tests/support/sign-in-as';
import { Component as NotFound } from '../routes/not-found';
import { ForbiddenPage } from './forbidden-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { ShellPlaceholder } from './shell-placeholder';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

function Broken(): never {
  throw new Error('boom');
}

afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

describe('the error pages in French', () => {
  it('shows an unexpected route error in French', async () => {
    await setLanguage('fr');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', Component: Broken, ErrorBoundary: RouteErrorBoundary }], '/');
    expect(await screen.findByRole('heading', { name: 'Une erreur s’est produite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller au tableau de bord' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(CATALOGUE_KEY);
    for (const english of ['Something went wrong', 'Reload', 'Go to the dashboard', 'unexpected']) {
      expect(text).not.toContain(english);
    }
  });

  it('says why a screen is forbidden, with the role, in French', async () => {
    await setLanguage('fr');
    signInAs('EDITOR');
    renderRoutes([{ path: '/', element: <ForbiddenPage message={undefined} /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Vous n’avez pas accès à cette page' })).toBeTruthy();
    expect(
      screen.getByText(
        'Votre rôle (Éditeur) ne vous permet pas d’ouvrir cette page. Adressez-vous à un super administrateur si vous en avez besoin.',
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(CATALOGUE_KEY);
    expect(document.body.textContent).not.toMatch(/Your role|Editor|Ask a super admin/);
  });

  it('shows the not-found page and the loading frame in French', async () => {
    await setLanguage('fr');
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <NotFound />
              <ShellPlaceholder />
            </>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(document.body.textContent).toContain('La page que vous cherchez n’existe pas ou a été déplacée.');
    expect(screen.getByRole('status', { name: 'Chargement de la console' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(CATALOGUE_KEY);
    expect(document.body.textContent).not.toMatch(/Page not found|does not exist/);
  });
});
