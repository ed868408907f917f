import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Analytics } from '@/api/analytics';
import { analyticsDatasets } from '@/components/charts/analytics-datasets';
import { setLanguage } from '@/lib/i18n';
import { renderAt } from '@tests/support/render-shell';
import { AnalyticsPage } from './analytics-page';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

const ANALYTICS: Analytics = {
  period: '30d',
  from: '2026-10-18T00:00:00.000Z',
  to: '2026-11-16T09:00:00.000Z',
  winesByType: [{ type: 'RED', count: 12 }],
  winesByCountry: { top: [{ country: 'FR', count: 5 }], otherCount: 4 },
  vintages: { decades: [{ decade: 1990, count: 1 }], nonVintage: 2 },
  catalogueGrowth: [{ month: '2026-10', added: 1, cumulative: 9 }],
  fillRates: [{ band: 'OVER_100', cellars: 2 }],
  holdingsByType: [{ type: 'ROSE', bottles: 12, valueEur: 1234.5 }],
  signInsPerDay: [{ date: '2026-10-18', count: 3 }],
};

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
    expect(text).not.toMatch(CATALOGUE_KEY);
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

  it('names the charts, their headers and their rows in French', async () => {
    await setLanguage('fr');
    const datasets = analyticsDatasets(ANALYTICS, new Map([['FR', 'France']]));
    expect(datasets.vintages.title).toBe('Répartition des millésimes');
    expect(datasets.vintages.rows.map((row) => row.decade)).toEqual(['Années 1990', 'Non millésimé']);
    expect(datasets.winesByCountry.rows.at(-1)?.country).toBe('Autres');
    expect(datasets.fillRates.rows[0]?.band).toBe('Plus de 100\u202f%');
    expect(datasets.signIns.description).toBe('Connexions à la console par jour (30 derniers jours).');
    expect(datasets.holdingsByType.series.map((series) => series.header)).toEqual(['Bouteilles', 'Valeur (EUR)']);
  });
});
