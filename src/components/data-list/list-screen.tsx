import { Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SavedViewList, SavedViewsApi } from '@/api/saved-views';
import type { RangeNoun } from '@/lib/describe-range';
import type { BulkActionSpec } from './bulk-actions';
import type { ColumnDefaults } from './column-choice';
import type { DataTableColumn } from './data-table';
import type { ListEmptyProps } from './list-empty';
import { ListFrame, type ListFrameData, type PagedListState } from './list-frame';
import type { SavedViewsData } from './saved-view-loader';
import { useListTools } from './use-list-tools';
import { useListView, type ListView } from './use-list-view';

/** What a list screen needs of its list's spec (src/api/list-spec.ts). */
interface ListScreenSpec<S extends PagedListState<string, number>> {
  parseUrl(params: URLSearchParams): S;
  toSearchParams(state: S): URLSearchParams;
  toFilter(state: S): object;
  hasFilters(state: S): boolean;
  clearFilters(state: S): S;
  pageSizes: readonly S['size'][];
}

/** What a row takes of the list's tools. */
export interface ListRowTools<C extends string> {
  /** The columns shown, in order (the admin's choice). */
  columns: readonly C[];
  /** Ticked in the selection (offered only with bulk actions). */
  selected: boolean;
  onSelect: (id: string, selected: boolean) => void;
}

export interface ListScreenProps<
  S extends PagedListState<string, number>,
  T extends { id: string },
  C extends S['sortField'],
> {
  /** The list's spec: its view in the URL, its query, its filters and its page sizes. */
  spec: ListScreenSpec<S>;
  /** The list's name for its saved views and its column choice. */
  list: SavedViewList;
  data: ListFrameData<S, T> & SavedViewsData;
  views: Pick<SavedViewsApi, 'create' | 'update' | 'remove'>;
  /** What the list holds ("wine", "wines"). */
  noun: RangeNoun;
  /** The table's accessible name. */
  label: string;
  /** Every column the list can show, the row's name first. */
  columns: readonly (DataTableColumn<S['sortField']> & { field: C })[];
  columnDefaults: ColumnDefaults<C>;
  /** The bulk actions, for a role that may change the rows; null: no selection is offered. */
  bulkActions: readonly BulkActionSpec[] | null;
  /** Whether each row ends with an actions cell. */
  actionsColumn: boolean;
  skeletonWidth?: string;
  empty: Pick<ListEmptyProps, 'icon' | 'filteredText' | 'emptyText' | 'action'>;
  /** The search and filters above the list, bound to its view. */
  toolbar: (view: ListView<S>) => ReactNode;
  /** Shown after the Views and Columns buttons (the wines' CSV export). */
  aside?: ReactNode;
  /** One `Table.Row` per item. */
  renderRow: (row: T, tools: ListRowTools<C>) => ReactNode;
  /** The row actions' dialogs. */
  children?: ReactNode;
}

/**
 * A paged list's screen, wired once from its spec: the toolbar on the view in the URL, then the list
 * frame with its tools (selection and bulk bar, saved views, column choice), then the rows' dialogs.
 */
export function ListScreen<
  S extends PagedListState<string, number>,
  T extends { id: string },
  C extends S['sortField'],
>({
  spec,
  list,
  data,
  views,
  noun,
  label,
  columns,
  columnDefaults,
  bulkActions,
  actionsColumn,
  skeletonWidth,
  empty,
  toolbar,
  aside,
  renderRow,
  children,
}: ListScreenProps<S, T, C>) {
  const view = useListView(spec);
  const tools = useListTools({ list, spec, data, view, noun, columns, columnDefaults, bulkActions, views });
  return (
    <Stack gap="4">
      {toolbar(view)}
      <ListFrame<S['sortField'], S['size'], S, T>
        view={view}
        data={data}
        noun={noun}
        label={label}
        columns={tools.columns}
        actionsColumn={actionsColumn}
        skeletonWidth={skeletonWidth}
        sizes={spec.pageSizes}
        hasFilters={spec.hasFilters}
        clearFilters={spec.clearFilters}
        empty={empty}
        leading={tools.leading}
        bulkBar={tools.bulkBar}
        aside={
          aside === undefined ? (
            tools.menus
          ) : (
            <Flex gap="2" align="center">
              {tools.menus}
              {aside}
            </Flex>
          )
        }
        renderRow={(row) =>
          renderRow(row, {
            columns: tools.columnIds,
            selected: tools.selection.isSelected(row.id),
            onSelect: tools.selection.toggle,
          })
        }
      />
      {children}
    </Stack>
  );
}
