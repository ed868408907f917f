import { Box, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { downloadTextFile } from '@/lib/download-file';
import { datasetCsv, datasetSummary, type ChartDataset } from './chart-dataset';
import { DatasetTable } from './dataset-table';
import { t } from '@/lib/i18n';

// The drawing comes with the charts library (about 100 KB gzip, the largest chunk): a screen's
// figures, headings, summaries and tables show without waiting for it to load and run, and the
// drawing takes its place in a box of the same height when it is in.
const DatasetChart = lazy(() => import('./dataset-chart').then((m) => ({ default: m.DatasetChart })));

const DEFAULT_HEIGHT = '260px';

/**
 * The drawing, or a line saying it could not be drawn when its code failed to load (a dropped
 * connection, a new deployment): the figure keeps its caption, summary, table and CSV, and the
 * rest of the screen stays as it is.
 */
class DrawingBoundary extends Component<{ height: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box h={this.props.height} display="flex" alignItems="center" justifyContent="center">
        <Text color="fg.muted">{t('chart.figure.failed')}</Text>
      </Box>
    );
  }
}

interface ChartFigureProps {
  dataset: ChartDataset;
  height?: string;
  /** Heading level of the chart title within the page. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A chart as a figure: the title is its caption (its accessible name), the drawing an image with
 * a text summary, and a toggle shows the data table; Download CSV saves the same rows.
 */
export function ChartFigure({ dataset, height = DEFAULT_HEIGHT, headingLevel = 'h3' }: ChartFigureProps) {
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <Card.Root as="figure" aria-labelledby={titleId} variant="outline" m="0" data-chart={dataset.id}>
      <Card.Header pb="0" as="figcaption">
        <Heading as={headingLevel} size="md" id={titleId}>
          {dataset.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {dataset.description}
        </Text>
      </Card.Header>
      <Card.Body gap="3">
        <Box role="img" aria-label={datasetSummary(dataset)}>
          <DrawingBoundary height={height}>
            <Suspense fallback={<Box h={height} data-chart-loading="" />}>
              <DatasetChart dataset={dataset} height={height} />
            </Suspense>
          </DrawingBoundary>
        </Box>
        <HStack gap="2" flexWrap="wrap">
          <Button
            size="xs"
            variant="outline"
            aria-expanded={showTable}
            aria-controls={showTable ? tableId : undefined}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? t('chart.figure.hideTable') : t('chart.figure.showTable')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => downloadTextFile(`${dataset.fileName}.csv`, datasetCsv(dataset))}
          >
            {t('chart.figure.downloadCsv')}
          </Button>
        </HStack>
        {showTable && <DatasetTable dataset={dataset} id={tableId} />}
      </Card.Body>
    </Card.Root>
  );
}
