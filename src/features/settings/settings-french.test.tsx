import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '@/api/audit';
import { setLanguage } from '@/lib/i18n';
import { settingsRequestSchema } from '@/lib/settings-rules';
import { renderAt } from '@tests/support/render-shell';
import { AuditLogPage } from './audit-log-page';
import { SETTINGS_SAVED_TOAST } from './settings-action';
import { SettingsPage } from './settings-page';
import { CATALOGUE_KEY as KEY } from '@tests/support/catalogue-key';
import { SETTINGS } from '@tests/support/settings-fixture';

const EVENT = {
  id: 'e1',
  at: '2026-11-01T08:00:00.000Z',
  action: 'settings.update',
  outcome: 'success',
  actor: { id: 'a1', email: 'ava@vinotheca.test' },
  target: { type: 'SETTINGS', id: null, label: null },
} as unknown as AuditEvent;

describe('Settings in French', () => {
  it('shows the form, its sections and its checks in French, none of its English', async () => {
    await setLanguage('fr');
    const { container } = renderAt(
      '/settings',
      <SettingsPage
        settings={SETTINGS}
        form={{ canEditGeneral: true, canEditSecurity: true, pending: false, onSubmit: vi.fn() }}
        appearance={{ preference: 'SYSTEM', onChange: vi.fn() }}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Paramètres' })).toBeTruthy();
    expect(screen.getByText('Sécurité')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(screen.getByText('Imposer la double authentification à tous les administrateurs')).toBeTruthy();
    const threshold = screen.getByRole('spinbutton', { name: /Seuil de blocage/ });
    const user = userEvent.setup();
    await user.clear(threshold);
    await user.type(threshold, '42');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByText('Le seuil de blocage doit être un nombre entier de 3 à 10')).toBeTruthy(),
    );
    const text = container.textContent ?? '';
    expect(text).not.toMatch(KEY);
    for (const english of [
      'General',
      'Security',
      'Brand name',
      'Lockout',
      'Save settings',
      'Last changed',
      'must be',
    ]) {
      expect(text).not.toContain(english);
    }
    expect(SETTINGS_SAVED_TOAST.title).toBe('Paramètres enregistrés');
  });

  it('leaves the server’s refusals in English whatever the console shows', async () => {
    await setLanguage('fr');
    const parsed = settingsRequestSchema.safeParse({ ...SETTINGS, lockoutThreshold: 42 });
    expect(parsed.error?.issues[0]?.message).toBe('Lockout threshold must be a whole number from 3 to 10');
  });

  it('shows the audit log, its filters and its count in French', async () => {
    await setLanguage('fr');
    const page = { content: [EVENT], totalElements: 1, totalPages: 1, number: 0, size: 20 };
    const { container } = renderAt(
      '/settings/audit',
      <AuditLogPage data={{ status: 'ok', state: { page: 1, size: 20 }, page } as never} />,
    );
    expect(await screen.findByRole('heading', { name: 'Journal d’audit' })).toBeTruthy();
    expect(screen.getByText('1 événement')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Cible' })).toBeTruthy();
    expect(screen.getAllByText('Paramètres').length).toBeGreaterThan(0);
    const text = container.textContent ?? '';
    expect(text).not.toMatch(KEY);
    for (const english of ['Audit log', '1 event', 'When', 'Who', 'Target', 'Every change']) {
      expect(text).not.toContain(english);
    }
  });
});
