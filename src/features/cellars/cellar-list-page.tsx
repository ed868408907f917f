import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useRevalidator } from 'react-router';
import { ListEmpty } from '@/components/data-list/list-empty';
import { ListError } from '@/components/data-list/list-error';
import { ListPagination } from '@/components/data-list/list-pagination';
import { useDelayedFlag } from '@/components/data-list/use-delayed-flag';
import { useListView, type ListStateCodec } from '@/components/data-list/use-list-view';
import { describeRange } from '@/lib/describe-range';
import type { CellarListLoaderData } from './cellar-list-loader';
import { CELLAR_PAGE_SIZES, clearCellarListFilters, hasCellarListFilters, parseCellarListParams, toCellarListSearchParams, type CellarListState } from './cellar-list-params';
import { CellarListToolbar } from './cellar-list-toolbar';
import { CellarTable } from './cellar-table';

/** Skeletons appear only when a load takes longer than this, so quick ones do not flash. */
const SKELETON_DELAY_MS = 200;
const CODEC: ListStateCodec<CellarListState> = { parse: parseCellarListParams, serialize: toCellarListSearchParams };
const CELLARS = { one: 'cellar', many: 'cellars' };
const FILTERED_TEXT = { title: 'No cellars match these filters', description: 'Try another search, or clear the filters to see every cellar.' };
const EMPTY_TEXT = { title: 'No cellars yet', description: 'Cellars that members create appear here.' };

/** The cellars list: search and filters, the sortable table with fill bars, and pagination, all in the URL. */
export function CellarListPage({ data }: { data: CellarListLoaderData }) {
  const view = useListView(CODEC);
  const revalidator = useRevalidator();
  const slow = useDelayedFlag(view.loading, SKELETON_DELAY_MS);
  const { state } = view;
  const page = data.status === 'ok' ? data.page : null;
  const cellars = page?.content ?? [];
  const countryNames = useMemo(() => new Map(data.countries.map((c) => [c.code, c.name])), [data.countries]);
  const skeletonRows = slow ? Math.min(Math.max(cellars.length, 5), 10) : null;

  let body;
  if (skeletonRows === null && data.status === 'error') {
    body = <ListError what="the cellars" status={data.error.status} retrying={revalidator.state === 'loading'} onRetry={() => void revalidator.revalidate()} />;
  } else if (skeletonRows === null && cellars.length === 0) {
    body = (
      <ListEmpty
        filtered={hasCellarListFilters(data.state)}
        onClearFilters={() => view.show(clearCellarListFilters(state))}
        filteredText={FILTERED_TEXT}
        emptyText={EMPTY_TEXT}
      />
    );
  } else {
    body = (
      <CellarTable
        cellars={cellars}
        countryNames={countryNames}
        sortField={state.sortField}
        sortDirection={state.sortDirection}
        onSort={(sortField, sortDirection) => view.update({ sortField, sortDirection })}
        loading={view.loading}
        skeletonRows={skeletonRows}
      />
    );
  }

  return (
    <Stack gap="4">
      <CellarListToolbar view={view} countries={data.countries} />
      <Text role="status" fontSize="sm" color="fg.muted" minH="5">
        {slow ? 'Loading cellars…' : page ? describeRange(page, CELLARS) : ''}
      </Text>
      {body}
      {page && page.totalElements > 0 && (
        <ListPagination
          page={data.state.page}
          totalPages={page.totalPages}
          size={state.size}
          sizes={CELLAR_PAGE_SIZES}
          hrefForPage={(p) => view.hrefFor({ ...data.state, page: p })}
          onSizeChange={(size) => view.update({ size })}
        />
      )}
    </Stack>
  );
}
