import { useCallback, useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import { WINE_LIST, type WineSortField } from '@/api/wines';
import type { DataTableColumn } from '@/components/data-list/data-table';
import type { ColumnDefaults } from '@/components/data-list/column-choice';
import { ListScreen } from '@/components/data-list/list-screen';
import { usePendingRows } from '@/components/data-list/pending-rows';
import type { SavedViewsData } from '@/components/data-list/saved-view-loader';
import type { SavedViewsApi } from '@/api/saved-views';
import { DeleteWineDialog } from './delete-wine-dialog';
import type { ListWines } from './wine-csv';
import { wineBulkActions } from './wine-bulk-actions';
import { WineCsvExport } from './wine-csv-export';
import { WINE_ACTION_FIELDS, type WineListActionResult } from './wine-list-action';
import type { WineListLoaderData } from './wine-list-loader';
import { WineGlassIcon } from './wine-icons';
import { WineListToolbar } from './wine-list-toolbar';
import { WineRow, type WineColumn } from './wine-row';
import { usePermissions } from '@/state/permissions';
import { wineActionsTriggerSelector, type WineActionTarget } from './wine-row-menu';
import { t, type MessageKey } from '@/lib/i18n';
import { genderOf } from '@/lib/describe-range';
import { countryName } from '@/lib/locale';

const COLUMNS: (Omit<DataTableColumn<WineSortField>, 'label'> & { field: WineColumn; label: MessageKey })[] = [
  { field: 'name', label: 'wines.fields.name', firstDirection: 'asc' },
  { field: 'producer', label: 'wines.fields.producer', firstDirection: 'asc' },
  { field: 'vintage', label: 'wines.fields.vintage', firstDirection: 'desc' },
  { field: 'type', label: 'wines.fields.type', firstDirection: 'asc' },
  { field: 'region', label: 'wines.fields.region', firstDirection: 'asc' },
  { field: 'country', label: 'wines.fields.country', firstDirection: 'asc' },
  { field: 'price', label: 'wines.fields.price', firstDirection: 'desc' },
  { field: 'status', label: 'wines.fields.status', firstDirection: 'asc' },
];
/** What a row says while its change is on its way: a row action's intent, or a bulk action. */
const PENDING_WORDS = {
  publish: 'list.pending.publishing',
  archive: 'list.pending.archiving',
  delete: 'list.pending.deleting',
  PUBLISH: 'list.pending.publishing',
  ARCHIVE: 'list.pending.archiving',
  SET_CATEGORY: 'list.pending.changingCategory',
  DELETE: 'list.pending.deleting',
} as const;
/** A phone shows a card per wine: its name, vintage, price and status; a tablet adds producer, type and region. */
const COLUMN_DEFAULTS: ColumnDefaults<WineColumn> = {
  base: ['producer', 'type', 'region', 'country'],
  md: ['country'],
  lg: [],
};

/** The wines list: search and filters, the sortable table, pagination, the row actions and CSV export. */
export interface WineListPageProps {
  data: WineListLoaderData & SavedViewsData;
  list: ListWines;
  views: Pick<SavedViewsApi, 'create' | 'update' | 'remove'>;
}

export function WineListPage({ data, list, views }: WineListPageProps) {
  const [deleting, setDeleting] = useState<{ wine: WineActionTarget; open: boolean; nonce: number } | null>(null);

  // One fetcher for publish and archive across the rows (a fetcher per row would update the
  // router once per row whenever a page of rows is replaced).
  const { submit } = useFetcher<WineListActionResult>({ key: 'wine-lifecycle' });
  // A wine being published, archived or deleted (on its own or in a bulk action) stays, marked,
  // until the server has answered.
  const pendingOf = usePendingRows(PENDING_WORDS);
  const onPublish = useCallback(
    (wine: WineActionTarget) =>
      void submit(
        {
          [WINE_ACTION_FIELDS.intent]: 'publish',
          [WINE_ACTION_FIELDS.id]: wine.id,
          [WINE_ACTION_FIELDS.name]: wine.name,
        },
        { method: 'post' },
      ),
    [submit],
  );
  const onArchive = useCallback(
    (wine: WineActionTarget) =>
      void submit(
        {
          [WINE_ACTION_FIELDS.intent]: 'archive',
          [WINE_ACTION_FIELDS.id]: wine.id,
          [WINE_ACTION_FIELDS.name]: wine.name,
        },
        { method: 'post' },
      ),
    [submit],
  );
  const onDelete = useCallback(
    (wine: WineActionTarget) => setDeleting((d) => ({ wine, open: true, nonce: (d?.nonce ?? 0) + 1 })),
    [],
  );
  const closeDelete = useCallback(() => setDeleting((d) => (d && d.open ? { ...d, open: false } : d)), []);

  const countryNames = useMemo(
    () => new Map(data.options.countries.map((c) => [c.code, countryName(c)])),
    [data.options.countries],
  );
  const exportQuery = useMemo(() => {
    const { page: _page, size: _size, ...query } = WINE_LIST.toQuery(data.state);
    return query;
  }, [data.state]);
  const editable = usePermissions().can('wines.write');
  const bulkSpecs = useMemo(
    () => (editable ? wineBulkActions(data.options.categories) : null),
    [editable, data.options.categories],
  );

  const noun = useMemo(
    () => ({ one: t('wines.noun.one'), many: t('wines.noun.many'), gender: genderOf(t('wines.noun.gender')) }),
    [],
  );
  const columns = useMemo(() => COLUMNS.map((column) => ({ ...column, label: t(column.label) })), []);

  return (
    <ListScreen
      spec={WINE_LIST}
      list="wines"
      data={data}
      views={views}
      noun={noun}
      label={t('wines.list.title')}
      columns={columns}
      columnDefaults={COLUMN_DEFAULTS}
      bulkActions={bulkSpecs}
      actionsColumn={editable}
      empty={{
        icon: <WineGlassIcon />,
        filteredText: { title: t('wines.list.filteredTitle'), description: t('wines.list.filteredDescription') },
        emptyText: { title: t('wines.list.emptyTitle'), description: t('wines.list.emptyDescription') },
      }}
      toolbar={(view) => <WineListToolbar view={view} options={data.options} />}
      aside={
        <WineCsvExport
          list={list}
          query={exportQuery}
          total={data.status === 'ok' ? data.page.totalElements : 0}
          countryName={(code) => countryNames.get(code) ?? code}
        />
      }
      renderRow={(wine, { columns, selected, onSelect }) => (
        <WineRow
          key={wine.id}
          wine={wine}
          countryName={countryNames.get(wine.country) ?? wine.country}
          pending={pendingOf(wine.id)}
          editable={editable}
          onPublish={onPublish}
          onArchive={onArchive}
          onDelete={onDelete}
          columns={columns}
          selected={selected}
          onSelect={onSelect}
        />
      )}
    >
      {deleting && (
        <DeleteWineDialog
          wine={deleting.wine}
          open={deleting.open}
          nonce={deleting.nonce}
          returnFocus={() => document.querySelector<HTMLElement>(wineActionsTriggerSelector(deleting.wine.id))}
          onClose={closeDelete}
        />
      )}
    </ListScreen>
  );
}
