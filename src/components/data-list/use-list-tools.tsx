import { Flex } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import type { SavedViewList, SavedViewsApi } from '@/api/saved-views';
import type { RangeNoun } from '@/lib/describe-range';
import { notify } from '@/components/ui/notify';
import type { BulkFormSelection } from './bulk-action';
import { BulkActions, type BulkActionSpec } from './bulk-actions';
import { BulkBar } from './bulk-bar';
import { shownColumns, useColumnChoice, type ColumnDefaults } from './column-choice';
import { ColumnsMenu } from './columns-menu';
import type { DataTableColumn } from './data-table';
import { useListScreenActions } from './list-screen-actions';
import type { ListFrameData } from './list-frame';
import { useRowSelection, type RowSelection } from './row-selection';
import type { SavedViewsData } from './saved-view-loader';
import { SavedViewsMenu } from './saved-views-menu';
import { SelectPageCheckbox } from './selection-controls';
import type { ListView } from './use-list-view';
import { t } from '@/lib/i18n';

/** What the tools need of a list's spec (src/api/list-spec.ts). */
interface ListToolsSpec<S> {
  toSearchParams(state: S): URLSearchParams;
  toFilter(state: S): object;
  hasFilters(state: S): boolean;
  clearFilters(state: S): S;
}

export interface ListToolsOptions<F extends string, C extends F, S extends { page: number }, T extends { id: string }> {
  list: SavedViewList;
  spec: ListToolsSpec<NoInfer<S>>;
  data: ListFrameData<NoInfer<S>, T> & SavedViewsData;
  /** The list's view: the state's type is read from it. */
  view: ListView<S>;
  noun: RangeNoun;
  /** Every column the list can show, the row's name first. */
  columns: readonly (DataTableColumn<F> & { field: C })[];
  columnDefaults: ColumnDefaults<C>;
  /** The bulk actions, for a role that may change the rows; null: no selection is offered. */
  bulkActions: readonly BulkActionSpec[] | null;
  views: Pick<SavedViewsApi, 'create' | 'update' | 'remove'>;
}

export interface ListTools<F extends string, C extends F> {
  /** The columns shown, in order, and their ids (for the rows). */
  columns: readonly DataTableColumn<F>[];
  columnIds: readonly C[];
  selection: RowSelection;
  /** Whether rows offer a checkbox. */
  selectable: boolean;
  /** For ListFrame: the header's checkbox, the bulk bar, and the Views and Columns buttons. */
  leading: ReactNode;
  bulkBar: ReactNode;
  menus: ReactNode;
}

/**
 * What a list offers beyond its rows, wired once for every list: the selection and its bulk bar (for
 * a role that may act), the column choice, saved views, and the palette's actions on the list.
 */
export function useListTools<F extends string, C extends F, S extends { page: number }, T extends { id: string }>({
  list,
  spec,
  data,
  view,
  noun,
  columns: allColumns,
  columnDefaults,
  bulkActions,
  views,
}: ListToolsOptions<F, C, S, T>): ListTools<F, C> {
  const rows = data.status === 'ok' ? data.page.content : [];
  const total = data.status === 'ok' ? data.page.totalElements : 0;
  // What a bulk action over every matching row sends: the search and filters, not the order or page.
  const filter = useMemo(
    () => spec.toFilter(data.state) as Record<string, string | number | boolean>,
    [spec, data.state],
  );
  const selection = useRowSelection(
    JSON.stringify(filter),
    rows.map((row) => row.id),
    total,
  );
  const selectable = bulkActions !== null;
  useListScreenActions({
    noun,
    selection: selectable ? selection : null,
    total,
    clearFilters: spec.hasFilters(data.state) ? () => view.show(spec.clearFilters) : null,
  });

  const columnIds = useMemo(() => allColumns.map((c) => c.field), [allColumns]);
  const columnsControl = useColumnChoice(list, columnIds, columnDefaults);
  const shown = useMemo(() => shownColumns(allColumns, columnsControl.choice), [allColumns, columnsControl.choice]);
  const shownIds = useMemo(() => shown.map((c) => c.field), [shown]);

  const selected = (): BulkFormSelection => {
    const ids = selection.ids();
    return ids ? { ids } : { filter };
  };
  return {
    columns: shown,
    columnIds: shownIds,
    selection,
    selectable,
    leading: selectable ? (
      <SelectPageCheckbox
        state={selection.page}
        label={t('list.selection.selectPage', { noun: noun.one })}
        disabled={rows.length === 0}
        onToggle={selection.togglePage}
      />
    ) : undefined,
    bulkBar: bulkActions ? (
      <BulkBar selection={selection} total={total} noun={noun}>
        <BulkActions
          specs={bulkActions}
          selection={selected}
          count={selection.count}
          matching={selection.matching}
          noun={noun}
          onDone={selection.clear}
        />
      </BulkBar>
    ) : undefined,
    menus: (
      <Flex gap="2" align="center">
        <SavedViewsMenu
          list={list}
          views={data.views}
          currentQuery={spec.toSearchParams({ ...data.state, page: 1 }).toString()}
          currentColumns={columnsControl.chosen ? columnsControl.choice : null}
          api={views}
          notify={notify}
        />
        <ColumnsMenu columns={allColumns} control={columnsControl} />
      </Flex>
    ),
  };
}
