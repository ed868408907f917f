import { Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import type { Page } from '@/api/types';
import { describeRange, type RangeNoun } from '@/lib/describe-range';
import { DataTable, type DataTableColumn } from './data-table';
import { ListEmpty, type ListEmptyProps } from './list-empty';
import { ListError } from './list-error';
import { ListPagination } from './list-pagination';
import type { SortDirection } from '@/api/types';
import { useDelayedFlag } from './use-delayed-flag';
import type { ListView } from './use-list-view';
import { t } from '@/lib/i18n';

/** Skeletons appear only when a load takes longer than this, so quick ones do not flash. */
const SKELETON_DELAY_MS = 200;

/** The state every paged, sortable list keeps in its URL. */
export interface PagedListState<F extends string, Z extends number> {
  page: number;
  size: Z;
  sortField: F;
  sortDirection: SortDirection;
}

/** What a list route loads: a page of rows, or why it could not (the client has already toasted). */
export type ListFrameData<S, T> =
  { status: 'ok'; state: S; page: Page<T> } | { status: 'error'; state: S; error: { status: number } };

export interface ListFrameProps<F extends string, Z extends number, S extends PagedListState<F, Z>, T> {
  view: ListView<S>;
  data: ListFrameData<S, T>;
  /** What the list holds ("wine", "wines"): the range line, the loading line and the error. */
  noun: RangeNoun;
  /** The table's accessible name and its sortable columns. */
  label: string;
  columns: readonly DataTableColumn<F>[];
  /** Whether each row ends with an actions cell; default true. */
  actionsColumn?: boolean;
  skeletonWidth?: string;
  /** One `Table.Row` per item. */
  renderRow: (item: T) => ReactNode;
  sizes: readonly Z[];
  /** Whether a state filters rows out, and that state with its filters cleared (sort and size kept). */
  hasFilters: (state: S) => boolean;
  clearFilters: (state: S) => S;
  empty: Pick<ListEmptyProps, 'icon' | 'filteredText' | 'emptyText' | 'action'>;
  /** Shown at the end of the range line (e.g. an export button). */
  aside?: ReactNode;
  /** The header of a leading selection column (rows then start with their checkbox cell). */
  leading?: ReactNode;
  /** Shown between the range line and the table while rows are selected (the bulk actions). */
  bulkBar?: ReactNode;
}

/**
 * The body of a paged list below its toolbar: the range line, then the table, the empty state or the
 * error with Retry, then pagination. Rows dim while a page loads and give way to skeletons when it
 * takes a while.
 */
export function ListFrame<F extends string, Z extends number, S extends PagedListState<F, Z>, T>(
  props: ListFrameProps<F, Z, S, T>,
) {
  const {
    view,
    data,
    noun,
    label,
    columns,
    actionsColumn,
    skeletonWidth,
    renderRow,
    sizes,
    hasFilters,
    clearFilters,
    empty,
    aside,
    leading,
    bulkBar,
  } = props;
  const revalidator = useRevalidator();
  const slow = useDelayedFlag(view.loading, SKELETON_DELAY_MS);
  const { state } = view;
  const page = data.status === 'ok' ? data.page : null;
  const rows = page?.content ?? [];
  const skeletonRows = slow ? Math.min(Math.max(rows.length, 5), 10) : null;

  let body;
  if (skeletonRows === null && data.status === 'error') {
    body = (
      <ListError
        what={t('list.error.what', { noun: noun.many })}
        status={data.error.status}
        retrying={revalidator.state === 'loading'}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  } else if (skeletonRows === null && rows.length === 0) {
    // Cleared from the latest view asked for, so a Clear right after another change keeps neither.
    body = <ListEmpty {...empty} filtered={hasFilters(data.state)} onClearFilters={() => view.show(clearFilters)} />;
  } else {
    body = (
      <DataTable
        label={label}
        columns={columns}
        sortField={state.sortField}
        sortDirection={state.sortDirection}
        onSort={(sortField, sortDirection) => view.update({ sortField, sortDirection } as Partial<S>)}
        loading={view.loading}
        skeletonRows={skeletonRows}
        skeletonWidth={skeletonWidth}
        actionsColumn={actionsColumn}
        leading={leading}
      >
        {rows.map(renderRow)}
      </DataTable>
    );
  }

  const range = (
    <Text role="status" fontSize="sm" color="fg.muted" minH="5">
      {slow ? t('list.range.loading', { noun: noun.many }) : page ? describeRange(page, noun) : ''}
    </Text>
  );
  return (
    <>
      {aside === undefined ? (
        range
      ) : (
        <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
          {range}
          {aside}
        </Flex>
      )}
      {bulkBar}
      {body}
      {page && page.totalElements > 0 && (
        <ListPagination
          page={data.state.page}
          totalPages={page.totalPages}
          size={state.size}
          sizes={sizes}
          hrefForPage={(p) => view.hrefFor({ ...data.state, page: p })}
          onSizeChange={(size) => view.update({ size } as Partial<S>)}
        />
      )}
    </>
  );
}
