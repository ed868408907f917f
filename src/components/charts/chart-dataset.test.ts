import { describe, expect, it } from 'vitest';
import type { Analytics } from '@/api/analytics';
import { analyticsDatasets } from './analytics-datasets';
import { setLocale } from '@/lib/locale';
import { datasetCsv, datasetSummary, formatSeriesValue, type ChartDataset } from './chart-dataset';

const analytics: Analytics = {
  period: '30d',
  from: '2026-10-18T00:00:00.000Z',
  to: '2026-11-16T09:00:00.000Z',
  winesByType: [
    { type: 'RED', count: 1200 },
    { type: 'WHITE', count: 3 },
    { type: 'ROSE', count: 0 },
    { type: 'SPARKLING', count: 0 },
    { type: 'DESSERT', count: 0 },
    { type: 'FORTIFIED', count: 0 },
  ],
  winesByCountry: {
    top: [
      { country: 'FR', count: 5 },
      { country: 'XX', count: 2 },
    ],
    otherCount: 4,
  },
  vintages: {
    decades: [
      { decade: 1990, count: 1 },
      { decade: 2000, count: 0 },
    ],
    nonVintage: 2,
  },
  catalogueGrowth: [{ month: '2026-10', added: 1, cumulative: 9 }],
  fillRates: [{ band: 'OVER_100', cellars: 2 }],
  holdingsByType: [{ type: 'ROSE', bottles: 12, valueEur: 1234.5 }],
  signInsPerDay: Array.from({ length: 30 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 9, 18 + i)).toISOString().slice(0, 10),
    count: i,
  })),
};

describe('analyticsDatasets', () => {
  const datasets = analyticsDatasets(analytics, new Map([['FR', 'France']]));

  it('labels types, bands and decades in words, countries by name (code when unknown), Other last', () => {
    expect(datasets.winesByType.rows.slice(0, 3)).toEqual([
      { type: 'Red', wines: 1200 },
      { type: 'White', wines: 3 },
      { type: 'Rosé', wines: 0 },
    ]);
    expect(datasets.winesByCountry.rows).toEqual([
      { country: 'France', wines: 5 },
      { country: 'XX', wines: 2 },
      { country: 'Other', wines: 4 },
    ]);
    expect(datasets.vintages.rows).toEqual([
      { decade: '1990s', wines: 1 },
      { decade: '2000s', wines: 0 },
      { decade: 'Non-vintage', wines: 2 },
    ]);
    expect(datasets.fillRates.rows).toEqual([{ band: 'Over 100 %', cellars: 2 }]);
  });

  it('draws every chart in the one palette: the first series chart.1, a second chart.2', () => {
    for (const dataset of Object.values(datasets) as ChartDataset[]) {
      expect(
        dataset.series.map((s) => s.color),
        dataset.id,
      ).toEqual(['chart.1', 'chart.2'].slice(0, dataset.series.length));
    }
  });

  it('names the period in the time charts and their file names', () => {
    expect(datasets.signIns.description).toContain('last 30 days');
    expect(datasets.catalogueGrowth.fileName).toBe('catalogue-growth-30d');
    expect(datasets.signIns.fileName).toBe('sign-ins-30d');
  });
});

describe('datasetCsv', () => {
  it('writes the category and every series as raw numbers, quoting where needed', () => {
    const dataset: ChartDataset = {
      ...analyticsDatasets(analytics).holdingsByType,
      rows: [{ type: 'Rosé, dry', bottles: 12, value: 1234.5 }],
    };
    expect(datasetCsv(dataset)).toBe('Type,Bottles,Value (EUR)\r\n"Rosé, dry",12,1234.5\r\n');
  });

  it('keeps the numbers machine-readable in French, while the table shows them in French', () => {
    const dataset: ChartDataset = {
      ...analyticsDatasets(analytics).holdingsByType,
      rows: [{ type: 'Rosé', bottles: 1200, value: 1234.5 }],
    };
    const [bottles, value] = dataset.series;
    setLocale('fr');
    try {
      expect(datasetCsv(dataset)).toBe('Type,Bottles,Value (EUR)\r\nRosé,1200,1234.5\r\n');
      expect([formatSeriesValue(bottles!, 1200), formatSeriesValue(value!, 1234.5)]).toEqual([
        '1\u202f200',
        '1\u202f235\u00a0€',
      ]);
    } finally {
      setLocale('en');
    }
  });
});

describe('datasetSummary', () => {
  it('reads every value of a short dataset, formatted', () => {
    expect(datasetSummary(analyticsDatasets(analytics).winesByType)).toBe(
      'Bar chart of wines by type. Red: 1,200; White: 3; Rosé: 0; Sparkling: 0; Dessert: 0; Fortified: 0.',
    );
    expect(datasetSummary(analyticsDatasets(analytics).holdingsByType)).toBe(
      'Bar chart of bottles and value by type. Rosé: 12 bottles, €1,235 value.',
    );
  });

  it('describes the range of a long dataset and points to the table', () => {
    expect(datasetSummary(analyticsDatasets(analytics).signIns)).toBe(
      'Line chart of admin sign-ins per day, 30 points from Oct 18, 2026 to Nov 16, 2026. The data table lists every value.',
    );
  });

  it('writes months and days as the console does, not as ISO dates', () => {
    const datasets = analyticsDatasets(analytics);
    expect(datasets.catalogueGrowth.rows).toEqual([{ month: 'Oct 2026', added: 1, total: 9 }]);
    expect(datasets.signIns.rows[0]?.day).toBe('Oct 18, 2026');
  });

  it('says when there is no data', () => {
    expect(datasetSummary({ ...analyticsDatasets(analytics).signIns, rows: [] })).toBe(
      'Line chart of admin sign-ins per day: no data.',
    );
  });
});
