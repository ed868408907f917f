import { toCsv } from '@/lib/csv';
import { t } from '@/lib/i18n';
import { formatMoney, formatNumber } from '@/lib/locale';

/** How a dataset is drawn: bars, bars lying down (long labels), or a line over time. */
export type ChartKind = 'bar' | 'horizontal-bar' | 'line';

export interface ChartSeries {
  key: string;
  /** The column's name in the table and the CSV, in the language shown. */
  header: string;
  /** A Chakra colour token with light and dark values (e.g. `teal.solid`). */
  color: string;
  /** Drawn against a second axis on the right (a different scale, e.g. euros beside bottles). */
  rightAxis?: boolean;
  /** Drawn as a line over the bars (mixed charts). */
  line?: boolean;
  euros?: boolean;
}

export type ChartRow = Record<string, string | number>;

/**
 * One chart's data, as the chart, its data table and its CSV download all read it: one category
 * column (the x axis, or the y axis of lying bars) and one or more numeric series.
 */
export interface ChartDataset {
  id: string;
  title: string;
  description: string;
  kind: ChartKind;
  category: { key: string; header: string };
  series: ChartSeries[];
  rows: ChartRow[];
  /** File name of the CSV download, without extension. */
  fileName: string;
}

/** A series value as the table and the spoken summary show it. */
export function formatSeriesValue(series: ChartSeries, value: string | number | undefined): string {
  if (typeof value !== 'number') return value ?? '';
  return series.euros ? formatMoney(value, 'EUR', { wholeUnits: true }) : formatNumber(value);
}

/** The dataset as CSV: the category column, then each series, raw numbers (no thousands separators). */
export function datasetCsv(dataset: ChartDataset): string {
  return toCsv(
    [
      { header: dataset.category.header, value: (row: ChartRow) => row[dataset.category.key] },
      ...dataset.series.map((s) => ({ header: s.header, value: (row: ChartRow) => row[s.key] })),
    ],
    dataset.rows,
  );
}

/** A one-sentence text alternative: what the chart shows and, for short datasets, every value. */
export function datasetSummary(dataset: ChartDataset): string {
  const kind = dataset.kind === 'line' ? 'line' : 'bar';
  const title = dataset.title.toLowerCase();
  if (dataset.rows.length === 0) return t('chart.summary.empty', { kind, title });
  if (dataset.rows.length > 12) {
    const first = dataset.rows[0]?.[dataset.category.key] ?? '';
    const last = dataset.rows.at(-1)?.[dataset.category.key] ?? '';
    return t('chart.summary.long', { kind, title, count: String(dataset.rows.length), first, last });
  }
  const points = dataset.rows.map((row) =>
    t('chart.summary.point', {
      category: row[dataset.category.key] ?? '',
      values: dataset.series
        .map(
          (s) =>
            `${formatSeriesValue(s, row[s.key])}${dataset.series.length > 1 ? ` ${s.header.replace(/\s*\(.*\)$/, '').toLowerCase()}` : ''}`,
        )
        .join(', '),
    }),
  );
  return t('chart.summary.points', { kind, title, points: points.join(t('chart.summary.separator')) });
}
