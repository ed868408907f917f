import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatNumber } from '@/lib/locale';
import { formatSeriesValue, type ChartDataset, type ChartRow } from './chart-dataset';

/**
 * Draws a dataset with recharts through Chakra's chart wrapper, in the theme's one chart palette
 * (`chart.1`, `chart.2`: semantic tokens, so light and dark mode both read); charts of two series
 * carry a legend. The drawing is decorative for assistive technology: the
 * caller wraps it in role="img" with a text summary, and the data table carries the values.
 */
export function DatasetChart({ dataset, height }: { dataset: ChartDataset; height: string }) {
  const chart = useChart<ChartRow>({
    data: dataset.rows,
    series: dataset.series.map((s) => ({ name: s.key, color: s.color, label: s.header })),
  });
  const horizontal = dataset.kind === 'horizontal-bar';
  const hasRightAxis = dataset.series.some((s) => s.rightAxis);
  const valueTick = (euros: boolean | undefined) => (value: number) =>
    euros ? formatMoney(value, 'EUR', { compact: true }) : formatNumber(value, { compact: true });
  const leftEuros = dataset.series.find((s) => !s.rightAxis)?.euros;
  const rightEuros = dataset.series.find((s) => s.rightAxis)?.euros;
  return (
    <Chart.Root chart={chart} aspectRatio="auto" h={height}>
      <ComposedChart
        data={chart.data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        responsive
        style={{ width: '100%', height: '100%' }}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke={chart.color('border.muted')} vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" tickFormatter={valueTick(leftEuros)} stroke={chart.color('border')} />
            <YAxis type="category" dataKey={dataset.category.key} width={110} stroke={chart.color('border')} />
          </>
        ) : (
          <>
            {/* A few categories (wine types) keep every label, slanted so that they never overlap in a
                narrow card; a long run of days or months thins its labels out instead. */}
            {dataset.rows.length <= 8 ? (
              <XAxis
                dataKey={dataset.category.key}
                stroke={chart.color('border')}
                interval={0}
                angle={-35}
                textAnchor="end"
                height={52}
                tick={{ fontSize: 12 }}
              />
            ) : (
              <XAxis
                dataKey={dataset.category.key}
                stroke={chart.color('border')}
                minTickGap={12}
                tick={{ fontSize: 12 }}
              />
            )}
            <YAxis yAxisId="left" tickFormatter={valueTick(leftEuros)} stroke={chart.color('border')} width={56} />
            {hasRightAxis && (
              <YAxis
                yAxisId="right"
                orientation="right"
                tickFormatter={valueTick(rightEuros)}
                stroke={chart.color('border')}
                width={64}
              />
            )}
          </>
        )}
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          content={
            <Chart.Tooltip
              formatter={(value, name) =>
                formatSeriesValue(dataset.series.find((s) => s.key === name) ?? dataset.series[0]!, value as number)
              }
            />
          }
        />
        {dataset.series.length > 1 && (
          <Legend verticalAlign="top" align="left" height={28} content={<Chart.Legend />} />
        )}
        {dataset.series.map((s) => {
          const axis = horizontal ? {} : { yAxisId: s.rightAxis ? 'right' : 'left' };
          return s.line || dataset.kind === 'line' ? (
            <Line
              key={s.key}
              {...axis}
              type="monotone"
              dataKey={chart.key(s.key)}
              name={s.key}
              stroke={chart.color(s.color)}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ) : (
            <Bar
              key={s.key}
              {...axis}
              dataKey={chart.key(s.key)}
              name={s.key}
              fill={chart.color(s.color)}
              radius={2}
              isAnimationActive={false}
            />
          );
        })}
      </ComposedChart>
    </Chart.Root>
  );
}
