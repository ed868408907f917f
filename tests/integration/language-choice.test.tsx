// @vitest-environment-options {"url": "http://localhost/"}
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSelect } from '@/components/language-select';
import { toaster } from '@/components/ui/toaster';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { UserMenu } from '@/features/shell/user-menu';
import { getMessageLanguage } from '@/lib/i18n';
import { authApi } from '@/state/api';
import { LANGUAGE_STORAGE_KEY } from '@/state/language';
import { clearSessionAtom, signInAtom } from '@/state/session';
import { store } from '@/state/store';
import { db } from '../../mocks/core/db';
import { setupMockBackend } from '@tests/support/mock-backend';
import { renderAt } from '@tests/support/render-shell';

// The admin's language (issue 53, ADR 0037): chosen on the profile page or in the account menu, it
// applies at once, is kept on this device for the next first paint, and with the admin on the server.
vi.setConfig({ testTimeout: 20_000 });
setupMockBackend();

const EMAIL = 'admin@vinotheca.test';
const savedLanguage = () => db.admins.findFirst((q) => q.where({ email: EMAIL }))?.language;

beforeEach(async () => {
  store.set(signInAtom, await authApi.login({ email: EMAIL, password: DEMO_PASSWORD }));
});
afterEach(() => {
  store.set(clearSessionAtom);
  vi.restoreAllMocks();
});

describe('the language choice', () => {
  it('on the profile page: a language applies at once and is kept with the admin; “Same as the browser” clears it', async () => {
    const user = userEvent.setup();
    renderAt('/profile', <LanguageSelect />);
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('browser');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    await waitFor(() => expect(savedLanguage()).toBe('fr'));
    expect([getMessageLanguage(), document.documentElement.lang]).toEqual(['fr', 'fr']);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    const select = await screen.findByRole('combobox', { name: 'Langue' });
    expect((select as HTMLSelectElement).value).toBe('fr');
    expect(screen.getByRole('option', { name: 'Comme le navigateur' })).toBeTruthy();

    await user.selectOptions(select, 'browser');
    await waitFor(() => expect(savedLanguage()).toBeNull());
    expect([getMessageLanguage(), document.documentElement.lang]).toEqual(['en', 'en']);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('a save that fails brings the previous language back and says so', async () => {
    const user = userEvent.setup();
    const toasts = vi.spyOn(toaster, 'create');
    vi.spyOn(authApi, 'updateLanguage').mockRejectedValueOnce(new Error('offline'));
    renderAt('/profile', <LanguageSelect />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'Error', description: 'Failed to save your language' }),
      ),
    );
    expect([getMessageLanguage(), document.documentElement.lang]).toEqual(['en', 'en']);
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('browser');
    expect(savedLanguage()).toBeNull();
  });

  it('in the account menu: each language by its own name, the one shown checked', async () => {
    const user = userEvent.setup();
    renderAt(
      '/dashboard',
      <UserMenu
        user={{ fullName: 'Ava Laurent', email: EMAIL, role: 'SUPER_ADMIN', avatarUrls: null }}
        onLogout={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu for Ava Laurent' }));
    const group = await screen.findByRole('group', { name: 'Language' });
    expect(screen.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    expect(group.contains(screen.getByRole('menuitemradio', { name: 'Français' }))).toBe(true);
    await user.click(screen.getByRole('menuitemradio', { name: 'Français' }));
    await waitFor(() => expect(savedLanguage()).toBe('fr'));
    expect(document.documentElement.lang).toBe('fr');
  });
});
