import { Table } from '@chakra-ui/react';
import { formatSeriesValue, type ChartDataset } from './chart-dataset';
import { t } from '@/lib/i18n';

/** The data-table alternative of a chart: every value the chart draws, with a caption naming it. */
export function DatasetTable({ dataset, id }: { dataset: ChartDataset; id: string }) {
  return (
    <Table.ScrollArea
      id={id}
      borderWidth="1px"
      rounded="md"
      maxH="320px"
      tabIndex={0}
      role="region"
      aria-label={t('chart.table.label', { title: dataset.title })}
    >
      <Table.Root size="sm" stickyHeader>
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" py="2" px="3">
          {t('chart.table.caption', { title: dataset.title, description: dataset.description })}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{dataset.category.header}</Table.ColumnHeader>
            {dataset.series.map((s) => (
              <Table.ColumnHeader key={s.key} scope="col" textAlign="end">
                {s.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {dataset.rows.map((row, i) => (
            <Table.Row key={`${row[dataset.category.key]}-${i}`}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {row[dataset.category.key]}
              </Table.Cell>
              {dataset.series.map((s) => (
                <Table.Cell key={s.key} textAlign="end">
                  {formatSeriesValue(s, row[s.key])}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
