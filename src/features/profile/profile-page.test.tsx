import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderAt } from '@tests/support/render-shell';
import { PROFILE_TOASTS } from './profile-action';
import { ProfilePage } from './profile-page';
import { passwordChangeSchema, profileDetailsSchema } from './profile-schema';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

const USER = {
  id: 'a1',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'ADMIN',
  active: true,
  twoFactorEnabled: true,
} as never;

describe('ProfilePage in French', () => {
  it('shows its sections, forms and buttons in French, no key and none of its English', async () => {
    await setLanguage('fr');
    const { container } = renderAt(
      '/profile',
      <ProfilePage
        user={USER}
        details={{ pending: false, onSubmit: vi.fn() }}
        password={{ pending: false, onSubmit: vi.fn() }}
        avatar={{ onUpload: vi.fn(), onRemove: vi.fn() }}
        appearance={{ preference: 'SYSTEM', onChange: vi.fn() }}
        onSignOutAll={vi.fn()}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Changer le mot de passe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se déconnecter de tous les appareils' })).toBeTruthy();
    expect(screen.getByText('Informations personnelles')).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).not.toMatch(CATALOGUE_KEY);
    for (const english of [
      'Personal details',
      'Save details',
      'Current password',
      'Sign out',
      'Sessions of',
      'Password',
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it('validates and toasts in French', async () => {
    await setLanguage('fr');
    const details = profileDetailsSchema.safeParse({ fullName: ' ', email: 'ada@' });
    expect(details.error?.issues.map((issue) => issue.message)).toEqual([
      'Le nom complet est obligatoire',
      'Saisissez une adresse e-mail valide',
    ]);
    const password = passwordChangeSchema.safeParse({ currentPassword: '', newPassword: 'x', confirmPassword: 'y' });
    expect(password.error?.issues.map((issue) => issue.message)).toContain('Saisissez votre mot de passe actuel');
    expect(password.error?.issues.map((issue) => issue.message)).toContain('Les mots de passe ne correspondent pas');
    expect(PROFILE_TOASTS.password.title).toBe('Mot de passe modifié');
  });
});
