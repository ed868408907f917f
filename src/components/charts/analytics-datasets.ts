import type { Analytics, AnalyticsPeriod, FillRateBand } from '@/api/analytics';
import { wineTypeLabel } from '@/api/wine-vocabulary';
import { t, type MessageKey } from '@/lib/i18n';
import { formatDay, formatMonth } from '@/lib/locale';
import type { ChartDataset } from './chart-dataset';

/** A fill-rate band as people read it, in the language shown. */
const bandLabel = (band: FillRateBand): string => {
  const ranges: Record<Exclude<FillRateBand, 'OVER_100'>, string> = {
    '0-20': '0–20 %',
    '20-40': '20–40 %',
    '40-60': '40–60 %',
    '60-80': '60–80 %',
    '80-100': '80–100 %',
  };
  return band === 'OVER_100' ? t('analytics.charts.fillOver100') : ranges[band];
};

/** Each period's name (the render calls `t`). */
export const PERIOD_LABELS: Record<AnalyticsPeriod, MessageKey> = {
  '30d': 'analytics.period.last30Days',
  '90d': 'analytics.period.last90Days',
  '12m': 'analytics.period.last12Months',
  all: 'analytics.period.allTime',
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
  const period = t(PERIOD_LABELS[data.period]).toLowerCase();
  const country = (code: string) => countryNames.get(code) ?? code;
  return {
    winesByType: {
      id: 'wines-by-type',
      title: t('analytics.charts.winesByTypeTitle'),
      description: t('analytics.charts.winesByTypeDescription'),
      kind: 'bar',
      category: { key: 'type', header: t('analytics.charts.type') },
      series: [{ key: 'wines', header: t('analytics.charts.wines'), color: 'chart.1' }],
      rows: data.winesByType.map((entry) => ({ type: wineTypeLabel(entry.type), wines: entry.count })),
      fileName: 'wines-by-type',
    },
    winesByCountry: {
      id: 'wines-by-country',
      title: t('analytics.charts.winesByCountryTitle'),
      description: t('analytics.charts.winesByCountryDescription'),
      kind: 'horizontal-bar',
      category: { key: 'country', header: t('analytics.charts.country') },
      series: [{ key: 'wines', header: t('analytics.charts.wines'), color: 'chart.1' }],
      rows: [
        ...data.winesByCountry.top.map((c) => ({ country: country(c.country), wines: c.count })),
        ...(data.winesByCountry.otherCount > 0
          ? [{ country: t('analytics.charts.otherCountries'), wines: data.winesByCountry.otherCount }]
          : []),
      ],
      fileName: 'wines-by-country',
    },
    vintages: {
      id: 'vintages',
      title: t('analytics.charts.vintagesTitle'),
      description: t('analytics.charts.vintagesDescription'),
      kind: 'bar',
      category: { key: 'decade', header: t('analytics.charts.vintage') },
      series: [{ key: 'wines', header: t('analytics.charts.wines'), color: 'chart.1' }],
      rows: [
        ...data.vintages.decades.map((d) => ({
          decade: t('analytics.charts.decade', { decade: String(d.decade) }),
          wines: d.count,
        })),
        ...(data.vintages.nonVintage > 0
          ? [{ decade: t('analytics.charts.nonVintage'), wines: data.vintages.nonVintage }]
          : []),
      ],
      fileName: 'vintages',
    },
    catalogueGrowth: {
      id: 'catalogue-growth',
      title: t('analytics.charts.catalogueGrowthTitle'),
      description: t('analytics.charts.catalogueGrowthDescription', { period }),
      kind: 'bar',
      category: { key: 'month', header: t('analytics.charts.month') },
      series: [
        { key: 'added', header: t('analytics.charts.winesAdded'), color: 'chart.1' },
        { key: 'total', header: t('analytics.charts.catalogueSize'), color: 'chart.2', rightAxis: true, line: true },
      ],
      rows: data.catalogueGrowth.map((m) => ({ month: formatMonth(m.month), added: m.added, total: m.cumulative })),
      fileName: `catalogue-growth-${data.period}`,
    },
    fillRates: {
      id: 'fill-rates',
      title: t('analytics.charts.fillRatesTitle'),
      description: t('analytics.charts.fillRatesDescription'),
      kind: 'bar',
      category: { key: 'band', header: t('analytics.charts.fillRate') },
      series: [{ key: 'cellars', header: t('analytics.charts.cellars'), color: 'chart.1' }],
      rows: data.fillRates.map((b) => ({ band: bandLabel(b.band), cellars: b.cellars })),
      fileName: 'cellar-fill-rates',
    },
    holdingsByType: {
      id: 'holdings-by-type',
      title: t('analytics.charts.holdingsTitle'),
      description: t('analytics.charts.holdingsDescription'),
      kind: 'bar',
      category: { key: 'type', header: t('analytics.charts.type') },
      series: [
        { key: 'bottles', header: t('analytics.charts.bottles'), color: 'chart.1' },
        { key: 'value', header: t('analytics.charts.valueEur'), color: 'chart.2', rightAxis: true, euros: true },
      ],
      rows: data.holdingsByType.map((h) => ({ type: wineTypeLabel(h.type), bottles: h.bottles, value: h.valueEur })),
      fileName: 'holdings-by-type',
    },
    signIns: {
      id: 'sign-ins',
      title: t('analytics.charts.signInsTitle'),
      description: t('analytics.charts.signInsDescription', { period }),
      kind: 'line',
      category: { key: 'day', header: t('analytics.charts.day') },
      series: [{ key: 'signIns', header: t('analytics.charts.signIns'), color: 'chart.1' }],
      rows: data.signInsPerDay.map((d) => ({ day: formatDay(d.date), signIns: d.count })),
      fileName: `sign-ins-${data.period}`,
    },
  };
}
