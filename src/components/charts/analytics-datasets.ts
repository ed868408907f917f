import type { Analytics, AnalyticsPeriod, FillRateBand } from '@/api/analytics';
import { wineTypeLabel } from '@/api/wine-vocabulary';
import { formatDay, formatMonth } from '@/lib/locale';
import type { ChartDataset } from './chart-dataset';

const BAND_LABELS: Record<FillRateBand, string> = {
  '0-20': '0–20 %',
  '20-40': '20–40 %',
  '40-60': '40–60 %',
  '60-80': '60–80 %',
  '80-100': '80–100 %',
  OVER_100: 'Over 100 %',
};

export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
  all: 'All time',
};

/** The seven charts of the Analytics screen, keyed by id. */
export interface AnalyticsDatasets {
  winesByType: ChartDataset;
  winesByCountry: ChartDataset;
  vintages: ChartDataset;
  catalogueGrowth: ChartDataset;
  fillRates: ChartDataset;
  holdingsByType: ChartDataset;
  signIns: ChartDataset;
}

/**
 * Turns the analytics payload into chart datasets (labels in words, dates as the console writes
 * them, countries by name when the names are known). The chart, its table and its CSV all read
 * these rows.
 */
export function analyticsDatasets(
  data: Analytics,
  countryNames: ReadonlyMap<string, string> = new Map(),
): AnalyticsDatasets {
  const periodLabel = PERIOD_LABELS[data.period].toLowerCase();
  const country = (code: string) => countryNames.get(code) ?? code;
  return {
    winesByType: {
      id: 'wines-by-type',
      title: 'Wines by type',
      description: 'Published wines per type.',
      kind: 'bar',
      category: { key: 'type', header: 'Type' },
      series: [{ key: 'wines', header: 'Wines', color: 'chart.1' }],
      rows: data.winesByType.map((t) => ({ type: wineTypeLabel(t.type), wines: t.count })),
      fileName: 'wines-by-type',
    },
    winesByCountry: {
      id: 'wines-by-country',
      title: 'Wines by country',
      description: 'Published wines of the ten biggest countries; the rest together as Other.',
      kind: 'horizontal-bar',
      category: { key: 'country', header: 'Country' },
      series: [{ key: 'wines', header: 'Wines', color: 'chart.1' }],
      rows: [
        ...data.winesByCountry.top.map((c) => ({ country: country(c.country), wines: c.count })),
        ...(data.winesByCountry.otherCount > 0 ? [{ country: 'Other', wines: data.winesByCountry.otherCount }] : []),
      ],
      fileName: 'wines-by-country',
    },
    vintages: {
      id: 'vintages',
      title: 'Vintage distribution',
      description: 'Published wines per vintage decade; non-vintage wines apart.',
      kind: 'bar',
      category: { key: 'decade', header: 'Vintage' },
      series: [{ key: 'wines', header: 'Wines', color: 'chart.1' }],
      rows: [
        ...data.vintages.decades.map((d) => ({ decade: `${d.decade}s`, wines: d.count })),
        ...(data.vintages.nonVintage > 0 ? [{ decade: 'Non-vintage', wines: data.vintages.nonVintage }] : []),
      ],
      fileName: 'vintages',
    },
    catalogueGrowth: {
      id: 'catalogue-growth',
      title: 'Catalogue growth',
      description: `Published wines added per month (${periodLabel}) and the catalogue size at each month's end.`,
      kind: 'bar',
      category: { key: 'month', header: 'Month' },
      series: [
        { key: 'added', header: 'Wines added', color: 'chart.1' },
        { key: 'total', header: 'Catalogue size', color: 'chart.2', rightAxis: true, line: true },
      ],
      rows: data.catalogueGrowth.map((m) => ({ month: formatMonth(m.month), added: m.added, total: m.cumulative })),
      fileName: `catalogue-growth-${data.period}`,
    },
    fillRates: {
      id: 'fill-rates',
      title: 'Cellar fill rates',
      description: 'Active cellars by bottles held as a share of capacity.',
      kind: 'bar',
      category: { key: 'band', header: 'Fill rate' },
      series: [{ key: 'cellars', header: 'Cellars', color: 'chart.1' }],
      rows: data.fillRates.map((b) => ({ band: BAND_LABELS[b.band], cellars: b.cellars })),
      fileName: 'cellar-fill-rates',
    },
    holdingsByType: {
      id: 'holdings-by-type',
      title: 'Bottles and value by type',
      description: 'Bottles held in active cellars per wine type, and their estimated value in euros.',
      kind: 'bar',
      category: { key: 'type', header: 'Type' },
      series: [
        { key: 'bottles', header: 'Bottles', color: 'chart.1' },
        { key: 'value', header: 'Value (EUR)', color: 'chart.2', rightAxis: true, euros: true },
      ],
      rows: data.holdingsByType.map((h) => ({ type: wineTypeLabel(h.type), bottles: h.bottles, value: h.valueEur })),
      fileName: 'holdings-by-type',
    },
    signIns: {
      id: 'sign-ins',
      title: 'Admin sign-ins per day',
      description: `Sign-ins to the console per day (${periodLabel}).`,
      kind: 'line',
      category: { key: 'day', header: 'Day' },
      series: [{ key: 'signIns', header: 'Sign-ins', color: 'chart.1' }],
      rows: data.signInsPerDay.map((d) => ({ day: formatDay(d.date), signIns: d.count })),
      fileName: `sign-ins-${data.period}`,
    },
  };
}
