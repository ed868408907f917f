import type { Analytics, AnalyticsPeriod, FillRateBand } from '@/api/analytics';
import { wineTypeLabel } from '@/api/wine-vocabulary';
import { t, type MessageKey } from '@/lib/i18n';
import { formatDay, formatMonth } from '@/lib/locale';
import type { ChartDataset } from './chart-dataset';

const BAND_LABELS: Record<FillRateBand, MessageKey> = {
  '0-20': 'chart.fillRates.band0to20',
  '20-40': 'chart.fillRates.band20to40',
  '40-60': 'chart.fillRates.band40to60',
  '60-80': 'chart.fillRates.band60to80',
  '80-100': 'chart.fillRates.band80to100',
  OVER_100: 'chart.fillRates.bandOver100',
};

const PERIOD_LABELS: Record<AnalyticsPeriod, MessageKey> = {
  '30d': 'chart.period.last30Days',
  '90d': 'chart.period.last90Days',
  '12m': 'chart.period.last12Months',
  all: 'chart.period.allTime',
};

/** A period of the time-based charts in words, in the language shown: "Last 30 days". */
export const periodLabel = (period: AnalyticsPeriod): string => t(PERIOD_LABELS[period]);

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
  const period = periodLabel(data.period).toLowerCase();
  const country = (code: string) => countryNames.get(code) ?? code;
  return {
    winesByType: {
      id: 'wines-by-type',
      title: t('chart.winesByType.title'),
      description: t('chart.winesByType.description'),
      kind: 'bar',
      category: { key: 'type', header: t('chart.header.type') },
      series: [{ key: 'wines', header: t('chart.header.wines'), color: 'chart.1' }],
      rows: data.winesByType.map((w) => ({ type: wineTypeLabel(w.type), wines: w.count })),
      fileName: 'wines-by-type',
    },
    winesByCountry: {
      id: 'wines-by-country',
      title: t('chart.winesByCountry.title'),
      description: t('chart.winesByCountry.description'),
      kind: 'horizontal-bar',
      category: { key: 'country', header: t('chart.header.country') },
      series: [{ key: 'wines', header: t('chart.header.wines'), color: 'chart.1' }],
      rows: [
        ...data.winesByCountry.top.map((c) => ({ country: country(c.country), wines: c.count })),
        ...(data.winesByCountry.otherCount > 0
          ? [{ country: t('chart.winesByCountry.other'), wines: data.winesByCountry.otherCount }]
          : []),
      ],
      fileName: 'wines-by-country',
    },
    vintages: {
      id: 'vintages',
      title: t('chart.vintages.title'),
      description: t('chart.vintages.description'),
      kind: 'bar',
      category: { key: 'decade', header: t('chart.header.vintage') },
      series: [{ key: 'wines', header: t('chart.header.wines'), color: 'chart.1' }],
      rows: [
        ...data.vintages.decades.map((d) => ({
          decade: t('chart.vintages.decade', { decade: String(d.decade) }),
          wines: d.count,
        })),
        ...(data.vintages.nonVintage > 0
          ? [{ decade: t('chart.vintages.nonVintage'), wines: data.vintages.nonVintage }]
          : []),
      ],
      fileName: 'vintages',
    },
    catalogueGrowth: {
      id: 'catalogue-growth',
      title: t('chart.catalogueGrowth.title'),
      description: t('chart.catalogueGrowth.description', { period }),
      kind: 'bar',
      category: { key: 'month', header: t('chart.header.month') },
      series: [
        { key: 'added', header: t('chart.header.winesAdded'), color: 'chart.1' },
        { key: 'total', header: t('chart.header.catalogueSize'), color: 'chart.2', rightAxis: true, line: true },
      ],
      rows: data.catalogueGrowth.map((m) => ({ month: formatMonth(m.month), added: m.added, total: m.cumulative })),
      fileName: `catalogue-growth-${data.period}`,
    },
    fillRates: {
      id: 'fill-rates',
      title: t('chart.fillRates.title'),
      description: t('chart.fillRates.description'),
      kind: 'bar',
      category: { key: 'band', header: t('chart.header.fillRate') },
      series: [{ key: 'cellars', header: t('chart.header.cellars'), color: 'chart.1' }],
      rows: data.fillRates.map((b) => ({ band: t(BAND_LABELS[b.band]), cellars: b.cellars })),
      fileName: 'cellar-fill-rates',
    },
    holdingsByType: {
      id: 'holdings-by-type',
      title: t('chart.holdingsByType.title'),
      description: t('chart.holdingsByType.description'),
      kind: 'bar',
      category: { key: 'type', header: t('chart.header.type') },
      series: [
        { key: 'bottles', header: t('chart.header.bottles'), color: 'chart.1' },
        { key: 'value', header: t('chart.header.valueEur'), color: 'chart.2', rightAxis: true, euros: true },
      ],
      rows: data.holdingsByType.map((h) => ({ type: wineTypeLabel(h.type), bottles: h.bottles, value: h.valueEur })),
      fileName: 'holdings-by-type',
    },
    signIns: {
      id: 'sign-ins',
      title: t('chart.signIns.title'),
      description: t('chart.signIns.description', { period }),
      kind: 'line',
      category: { key: 'day', header: t('chart.header.day') },
      series: [{ key: 'signIns', header: t('chart.header.signIns'), color: 'chart.1' }],
      rows: data.signInsPerDay.map((d) => ({ day: formatDay(d.date), signIns: d.count })),
      fileName: `sign-ins-${data.period}`,
    },
  };
}
