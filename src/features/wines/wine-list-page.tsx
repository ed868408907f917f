import { Flex, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { ListEmpty } from '@/components/data-list/list-empty';
import { ListError } from '@/components/data-list/list-error';
import { ListPagination } from '@/components/data-list/list-pagination';
import { useDelayedFlag } from '@/components/data-list/use-delayed-flag';
import { useListView, type ListStateCodec } from '@/components/data-list/use-list-view';
import { describeRange } from '@/lib/describe-range';
import { DeleteWineDialog } from './delete-wine-dialog';
import type { ListWines } from './wine-csv';
import { WineCsvExport } from './wine-csv-export';
import { WINE_ACTION_FIELDS, type WineListActionResult } from './wine-list-action';
import type { WineListLoaderData } from './wine-list-loader';
import {
  clearWineListFilters,
  hasWineListFilters,
  parseWineListParams,
  toWineListQuery,
  toWineListSearchParams,
  WINE_PAGE_SIZES,
  type WineListState,
} from './wine-list-params';
import { WineGlassIcon } from './wine-icons';
import { WineListToolbar } from './wine-list-toolbar';
import { wineActionsTriggerSelector, type WineActionTarget } from './wine-row-actions';
import { WineTable } from './wine-table';

/** Skeletons appear only when a load takes longer than this, so quick ones do not flash. */
export const SKELETON_DELAY_MS = 200;

const CODEC: ListStateCodec<WineListState> = { parse: parseWineListParams, serialize: toWineListSearchParams };
const WINES = { one: 'wine', many: 'wines' };
const FILTERED_TEXT = { title: 'No wines match these filters', description: 'Try another search, or clear the filters to see every wine.' };
const EMPTY_TEXT = { title: 'No wines yet', description: 'Wines added to the catalogue appear here.' };

/** The wines list: search and filters, the sortable table, pagination, the row actions and CSV export. */
export function WineListPage({ data, list }: { data: WineListLoaderData; list: ListWines }) {
  const view = useListView(CODEC);
  const revalidator = useRevalidator();
  const slow = useDelayedFlag(view.loading, SKELETON_DELAY_MS);
  const [deleting, setDeleting] = useState<{ wine: WineActionTarget; open: boolean; nonce: number } | null>(null);

  // One fetcher for publish and archive across the rows (a fetcher per row would update the
  // router once per row whenever a page of rows is replaced).
  const lifecycle = useFetcher<WineListActionResult>({ key: 'wine-lifecycle' });
  const busyWineId = lifecycle.state === 'idle' ? null : (lifecycle.formData?.get(WINE_ACTION_FIELDS.id)?.toString() ?? null);
  const { submit } = lifecycle;
  const onPublish = useCallback(
    (wine: WineActionTarget) => void submit({ [WINE_ACTION_FIELDS.intent]: 'publish', [WINE_ACTION_FIELDS.id]: wine.id, [WINE_ACTION_FIELDS.name]: wine.name }, { method: 'post' }),
    [submit],
  );
  const onArchive = useCallback(
    (wine: WineActionTarget) => void submit({ [WINE_ACTION_FIELDS.intent]: 'archive', [WINE_ACTION_FIELDS.id]: wine.id, [WINE_ACTION_FIELDS.name]: wine.name }, { method: 'post' }),
    [submit],
  );
  const onDelete = useCallback((wine: WineActionTarget) => setDeleting((d) => ({ wine, open: true, nonce: (d?.nonce ?? 0) + 1 })), []);
  const closeDelete = useCallback(() => setDeleting((d) => (d && d.open ? { ...d, open: false } : d)), []);

  const { state } = view;
  const page = data.status === 'ok' ? data.page : null;
  const wines = page?.content ?? [];
  const countryNames = useMemo(() => new Map(data.options.countries.map((c) => [c.code, c.name])), [data.options.countries]);
  const exportQuery = useMemo(() => {
    const { page: _page, size: _size, ...query } = toWineListQuery(data.state);
    return query;
  }, [data.state]);
  const skeletonRows = slow ? Math.min(Math.max(wines.length, 5), 10) : null;

  let body;
  if (skeletonRows === null && data.status === 'error') {
    body = <ListError what="the wines" status={data.error.status} retrying={revalidator.state === 'loading'} onRetry={() => void revalidator.revalidate()} />;
  } else if (skeletonRows === null && wines.length === 0) {
    body = (
      <ListEmpty
        icon={<WineGlassIcon />}
        filtered={hasWineListFilters(data.state)}
        onClearFilters={() => view.show(clearWineListFilters(state))}
        filteredText={FILTERED_TEXT}
        emptyText={EMPTY_TEXT}
      />
    );
  } else {
    body = (
      <WineTable
        wines={wines}
        countryNames={countryNames}
        sortField={state.sortField}
        sortDirection={state.sortDirection}
        onSort={(sortField, sortDirection) => view.update({ sortField, sortDirection })}
        loading={view.loading}
        skeletonRows={skeletonRows}
        busyWineId={busyWineId}
        onPublish={onPublish}
        onArchive={onArchive}
        onDelete={onDelete}
      />
    );
  }

  return (
    <Stack gap="4">
      <WineListToolbar view={view} options={data.options} />
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <Text role="status" fontSize="sm" color="fg.muted" minH="5">
          {slow ? 'Loading wines…' : page ? describeRange(page, WINES) : ''}
        </Text>
        <WineCsvExport list={list} query={exportQuery} total={page?.totalElements ?? 0} countryName={(code) => countryNames.get(code) ?? code} />
      </Flex>
      {body}
      {page && page.totalElements > 0 && (
        <ListPagination
          page={data.state.page}
          totalPages={page.totalPages}
          size={state.size}
          sizes={WINE_PAGE_SIZES}
          hrefForPage={(p) => view.hrefFor({ ...data.state, page: p })}
          onSizeChange={(size) => view.update({ size })}
        />
      )}
      {deleting && (
        <DeleteWineDialog
          wine={deleting.wine}
          open={deleting.open}
          nonce={deleting.nonce}
          returnFocus={() => document.querySelector<HTMLElement>(wineActionsTriggerSelector(deleting.wine.id))}
          onClose={closeDelete}
        />
      )}
    </Stack>
  );
}
