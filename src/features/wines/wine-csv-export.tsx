import { Alert, Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { WineListQuery } from '@/api/wines';
import { downloadTextFile } from '@/lib/download-file';
import { formatNumber } from '@/lib/locale';
import { fetchAllWines, WineExportError, winesToCsv, type ExportProgress, type ListWines } from './wine-csv';
import { t } from '@/lib/i18n';

export interface WineCsvExportProps {
  list: ListWines;
  /** The filters and sort of the list on screen (the export reads every page of it). */
  query: Omit<WineListQuery, 'page' | 'size'>;
  /** How many wines the list holds, so an empty list offers nothing to export. */
  total: number;
  countryName: (code: string) => string;
  /** The file's name; defaults to wines-<today>.csv. */
  fileName?: string;
}

type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: ExportProgress | null }
  | { phase: 'done'; count: number }
  | { phase: 'failed'; message: string };

const today = () => new Date().toISOString().slice(0, 10);
// Excel reads UTF-8 CSV correctly only with a byte order mark.
const BOM = '\uFEFF';

/**
 * "Export CSV": reads every page of the current list (filters and sort kept), then downloads
 * one file. Progress shows while it reads; a failed page stops it with nothing downloaded.
 */
export function WineCsvExport({ list, query, total, countryName, fileName }: WineCsvExportProps) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const cancelled = useRef(false);
  useEffect(
    () => () => {
      cancelled.current = true;
    },
    [],
  );

  const run = async () => {
    cancelled.current = false;
    setState({ phase: 'running', progress: null });
    try {
      const wines = await fetchAllWines(
        list,
        query,
        (progress) => setState({ phase: 'running', progress }),
        () => cancelled.current,
      );
      if (!wines) return setState({ phase: 'idle' });
      downloadTextFile(fileName ?? `wines-${today()}.csv`, BOM + winesToCsv(wines, countryName));
      setState({ phase: 'done', count: wines.length });
    } catch (failure) {
      const where = failure instanceof WineExportError ? `${failure.message}. ` : '';
      setState({ phase: 'failed', message: `${where}${t('wines.export.nothingDownloaded')}` });
    }
  };

  const running = state.phase === 'running';
  return (
    <Flex direction="column" gap="2" align="flex-end">
      <Flex gap="2" align="center">
        {running && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              cancelled.current = true;
            }}
          >
            {t('wines.export.cancel')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          loading={running}
          loadingText={t('wines.export.exporting')}
          disabled={total === 0}
          onClick={() => void run()}
        >
          {t('wines.export.button')}
        </Button>
      </Flex>
      {running && state.progress && state.progress.total > 0 && <ExportProgressBar {...state.progress} />}
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {state.phase === 'done' ? t('wines.export.done', { count: state.count, n: formatNumber(state.count) }) : ''}
      </Text>
      {state.phase === 'failed' && (
        <Alert.Root status="error" size="sm" maxW="md" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('wines.export.failedTitle')}</Alert.Title>
            <Alert.Description>{state.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Flex>
  );
}

function ExportProgressBar({ loaded, total }: ExportProgress) {
  const percent = Math.min(100, Math.round((loaded / total) * 100));
  return (
    <Flex align="center" gap="2" w="64">
      <Box
        role="progressbar"
        aria-label={t('wines.export.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={loaded}
        aria-valuetext={t('wines.export.progressText', { loaded: formatNumber(loaded), total: formatNumber(total) })}
        flex="1"
        h="2"
        rounded="full"
        bg="bg.muted"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="colorPalette.solid" colorPalette="wine" transition="width 0.2s" />
      </Box>
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {loaded} / {total}
      </Text>
    </Flex>
  );
}
