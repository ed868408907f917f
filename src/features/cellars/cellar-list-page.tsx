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

const COLUMNS: (DataTableColumn<CellarSortField> & { field: CellarColumn })[] = [
  { field: 'name', label: 'Cellar', firstDirection: 'asc' },
  { field: 'owner', label: 'Owner', firstDirection: 'asc' },
  { field: 'location', label: 'Location', firstDirection: 'asc' },
  { field: 'bottles', label: 'Bottles', firstDirection: 'desc' },
  { field: 'fillRate', label: 'Fill', firstDirection: 'desc' },
  { field: 'value', label: 'Est. value', firstDirection: 'desc' },
  { field: 'lastActivityAt', label: 'Last activity', firstDirection: 'desc' },
];
const CELLARS = { one: 'cellar', many: 'cellars' };
/** A phone shows a card per cellar: its name, bottles, fill and value; a tablet adds the owner and the location. */
const COLUMN_DEFAULTS: ColumnDefaults<CellarColumn> = {
  base: ['owner', 'location', 'lastActivityAt'],
  md: ['lastActivityAt'],
  lg: [],
};
const FILTERED_TEXT = {
  title: 'No cellars match these filters',
  description: 'Try another search, or clear the filters to see every cellar.',
};
const EMPTY_TEXT = { title: 'No cellars yet', description: 'Cellars that members create appear here.' };

/** The cellars list: search and filters, the sortable table with fill bars, and pagination, all in the URL. */
export function CellarListPage({
  data,
  views,
}: {
  data: CellarListLoaderData & SavedViewsData;
  views: Pick<SavedViewsApi, 'create' | 'update' | 'remove'>;
}) {
  const countryNames = useMemo(() => new Map(data.countries.map((c) => [c.code, c.name])), [data.countries]);
  // Cellars belong to members: the console reads them and offers no bulk action.
  return (
    <ListScreen
      spec={CELLAR_LIST}
      list="cellars"
      data={data}
      views={views}
      noun={CELLARS}
      label="Cellars"
      columns={COLUMNS}
      columnDefaults={COLUMN_DEFAULTS}
      bulkActions={null}
      actionsColumn={false}
      empty={{ filteredText: FILTERED_TEXT, emptyText: EMPTY_TEXT }}
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
