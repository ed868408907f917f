import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { CELLAR_LIST, type CellarSortField } from '@/api/cellars';
import type { DataTableColumn } from '@/components/data-list/data-table';
import { ListFrame } from '@/components/data-list/list-frame';
import { useListView } from '@/components/data-list/use-list-view';
import type { CellarListLoaderData } from './cellar-list-loader';
import { CellarListToolbar } from './cellar-list-toolbar';
import { CellarRow } from './cellar-row';

const COLUMNS: DataTableColumn<CellarSortField>[] = [
  { field: 'name', label: 'Cellar', firstDirection: 'asc' },
  { field: 'owner', label: 'Owner', firstDirection: 'asc' },
  { field: 'location', label: 'Location', firstDirection: 'asc' },
  { field: 'bottles', label: 'Bottles', firstDirection: 'desc' },
  { field: 'fillRate', label: 'Fill', firstDirection: 'desc' },
  { field: 'value', label: 'Est. value', firstDirection: 'desc' },
  { field: 'lastActivityAt', label: 'Last activity', firstDirection: 'desc' },
];
const CELLARS = { one: 'cellar', many: 'cellars' };
const FILTERED_TEXT = { title: 'No cellars match these filters', description: 'Try another search, or clear the filters to see every cellar.' };
const EMPTY_TEXT = { title: 'No cellars yet', description: 'Cellars that members create appear here.' };

/** The cellars list: search and filters, the sortable table with fill bars, and pagination, all in the URL. */
export function CellarListPage({ data }: { data: CellarListLoaderData }) {
  const view = useListView(CELLAR_LIST);
  const countryNames = useMemo(() => new Map(data.countries.map((c) => [c.code, c.name])), [data.countries]);
  return (
    <Stack gap="4">
      <CellarListToolbar view={view} countries={data.countries} />
      <ListFrame
        view={view}
        data={data}
        noun={CELLARS}
        label="Cellars"
        columns={COLUMNS}
        actionsColumn={false}
        sizes={CELLAR_LIST.pageSizes}
        hasFilters={CELLAR_LIST.hasFilters}
        clearFilters={CELLAR_LIST.clearFilters}
        empty={{ filteredText: FILTERED_TEXT, emptyText: EMPTY_TEXT }}
        renderRow={(cellar) => <CellarRow key={cellar.id} cellar={cellar} countryName={countryNames.get(cellar.country) ?? cellar.country} />}
      />
    </Stack>
  );
}
