import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderAt } from '@tests/support/render-shell';
import { AnalyticsPage } from './analytics-page';

describe('AnalyticsPage', () => {
  it('speaks French: the introduction, the period and the failure with its retry', async () => {
    await setLanguage('fr');
    const { container } = renderAt(
      '/analytics',
      <AnalyticsPage data={{ status: 'error', period: '30d', error: { status: 503, message: 'Unavailable' } }} />,
    );
    expect(await screen.findByText('Impossible de charger les statistiques')).toBeTruthy();
    expect(screen.getByText('Le serveur a répondu par une erreur (503). Réessayez.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(screen.getByText('Période')).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z0-9]+\b/);
    for (const english of ['Could not load', 'Try again', 'Retry', 'Period', 'Built from the same data']) {
      expect(text).not.toContain(english);
    }
  });

  it('tells in English that the server could not be reached', async () => {
    renderAt(
      '/analytics',
      <AnalyticsPage data={{ status: 'error', period: '30d', error: { status: 0, message: '' } }} />,
    );
    expect(await screen.findByText('The server could not be reached. Try again.')).toBeTruthy();
  });
});
