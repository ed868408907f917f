import { useMemo } from 'react';
import { CELLAR_LIST, type CellarSortField } from '@/api/cellars';
import type { SavedViewsApi } from '@/api/saved-views';
import type { ColumnDefaults } from '@/components/data-list/column-choice';
import type { DataTableColumn } from '@/components/data-list/data-table';
import { ListScreen } from '@/components/data-list/list-screen';
import type { SavedViewsData } from '@/components/data-list/saved-view-loader';
import type { CellarListLoaderData } from './cellar-list-loader';
import { CellarListToolbar } from './cellar-list-toolbar';
import { CellarRow, type CellarColumn } from './cellar-row';
import { t, type MessageKey } from '@/lib/i18n';
import { genderOf } from '@/lib/describe-range';
import { countryName } from '@/lib/locale';

const COLUMNS: (Omit<DataTableColumn<CellarSortField>, 'label'> & { field: CellarColumn; label: MessageKey })[] = [
  { field: 'name', label: 'cellars.list.cellar', firstDirection: 'asc' },
  { field: 'owner', label: 'cellars.fields.owner', firstDirection: 'asc' },
  { field: 'location', label: 'cellars.fields.location', firstDirection: 'asc' },
  { field: 'bottles', label: 'cellars.fields.bottles', firstDirection: 'desc' },
  { field: 'fillRate', label: 'cellars.fields.fill', firstDirection: 'desc' },
  { field: 'value', label: 'cellars.list.value', firstDirection: 'desc' },
  { field: 'lastActivityAt', label: 'cellars.fields.lastActivity', firstDirection: 'desc' },
];
/** A phone shows a card per cellar: its name, bottles, fill and value; a tablet adds the owner and the location. */
const COLUMN_DEFAULTS: ColumnDefaults<CellarColumn> = {
  base: ['owner', 'location', 'lastActivityAt'],
  md: ['lastActivityAt'],
  lg: [],
};

/** The cellars list: search and filters, the sortable table with fill bars, and pagination, all in the URL. */
export function CellarListPage({
  data,
  views,
}: {
  data: CellarListLoaderData & SavedViewsData;
  views: Pick<SavedViewsApi, 'create' | 'update' | 'remove'>;
}) {
  const countryNames = useMemo(() => new Map(data.countries.map((c) => [c.code, countryName(c)])), [data.countries]);
  const noun = useMemo(
    () => ({ one: t('cellars.noun.one'), many: t('cellars.noun.many'), gender: genderOf(t('cellars.noun.gender')) }),
    [],
  );
  const columns = useMemo(() => COLUMNS.map((column) => ({ ...column, label: t(column.label) })), []);
  // Cellars belong to members: the console reads them and offers no bulk action.
  return (
    <ListScreen
      spec={CELLAR_LIST}
      list="cellars"
      data={data}
      views={views}
      noun={noun}
      label={t('cellars.list.title')}
      columns={columns}
      columnDefaults={COLUMN_DEFAULTS}
      bulkActions={null}
      actionsColumn={false}
      empty={{
        filteredText: { title: t('cellars.list.filteredTitle'), description: t('cellars.list.filteredDescription') },
        emptyText: { title: t('cellars.list.emptyTitle'), description: t('cellars.list.emptyDescription') },
      }}
      toolbar={(view) => <CellarListToolbar view={view} countries={data.countries} />}
      renderRow={(cellar, { columns }) => (
        <CellarRow
          key={cellar.id}
          cellar={cellar}
          countryName={countryNames.get(cellar.country) ?? cellar.country}
          columns={columns}
        />
      )}
    />
  );
}
