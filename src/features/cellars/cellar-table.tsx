import type { Cellar, CellarSortField } from '@/api/cellars';
import type { SortDirection } from '@/api/users';
import { DataTable, type DataTableColumn } from '@/components/data-list/data-table';
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

export interface CellarTableProps {
  cellars: readonly Cellar[];
  countryNames: ReadonlyMap<string, string>;
  sortField: CellarSortField;
  sortDirection: SortDirection;
  onSort: (field: CellarSortField, direction: SortDirection) => void;
  /** A new page is loading: dim the rows (`skeletonRows` replaces them once it takes a while). */
  loading: boolean;
  skeletonRows: number | null;
}

/** The cellars, one per row, with sortable column headers (no row actions). */
export function CellarTable({ cellars, countryNames, sortField, sortDirection, onSort, loading, skeletonRows }: CellarTableProps) {
  return (
    <DataTable
      label="Cellars"
      columns={COLUMNS}
      sortField={sortField}
      sortDirection={sortDirection}
      onSort={onSort}
      loading={loading}
      skeletonRows={skeletonRows}
      actionsColumn={false}
    >
      {cellars.map((cellar) => (
        <CellarRow key={cellar.id} cellar={cellar} countryName={countryNames.get(cellar.country) ?? cellar.country} />
      ))}
    </DataTable>
  );
}
