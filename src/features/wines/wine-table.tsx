import type { SortDirection } from '@/api/users';
import type { Wine, WineSortField } from '@/api/wines';
import { DataTable, type DataTableColumn } from '@/components/data-list/data-table';
import { WineRow } from './wine-row';
import type { WineActionTarget } from './wine-row-actions';

const COLUMNS: DataTableColumn<WineSortField>[] = [
  { field: 'name', label: 'Name', firstDirection: 'asc' },
  { field: 'producer', label: 'Producer', firstDirection: 'asc' },
  { field: 'vintage', label: 'Vintage', firstDirection: 'desc' },
  { field: 'type', label: 'Type', firstDirection: 'asc' },
  { field: 'region', label: 'Region', firstDirection: 'asc' },
  { field: 'country', label: 'Country', firstDirection: 'asc' },
  { field: 'price', label: 'Price', firstDirection: 'desc' },
  { field: 'status', label: 'Status', firstDirection: 'asc' },
];

export interface WineTableProps {
  wines: readonly Wine[];
  countryNames: ReadonlyMap<string, string>;
  sortField: WineSortField;
  sortDirection: SortDirection;
  onSort: (field: WineSortField, direction: SortDirection) => void;
  /** A new page is loading: dim the rows (`skeletonRows` replaces them once it takes a while). */
  loading: boolean;
  skeletonRows: number | null;
  busyWineId: string | null;
  onPublish: (wine: WineActionTarget) => void;
  onArchive: (wine: WineActionTarget) => void;
  onDelete: (wine: WineActionTarget) => void;
}

/** The wines, one per row, with sortable column headers and a menu of actions per row. */
export function WineTable({ wines, countryNames, sortField, sortDirection, onSort, loading, skeletonRows, busyWineId, onPublish, onArchive, onDelete }: WineTableProps) {
  return (
    <DataTable label="Wines" columns={COLUMNS} sortField={sortField} sortDirection={sortDirection} onSort={onSort} loading={loading} skeletonRows={skeletonRows}>
      {wines.map((wine) => (
        <WineRow
          key={wine.id}
          wine={wine}
          countryName={countryNames.get(wine.country) ?? wine.country}
          busy={wine.id === busyWineId}
          onPublish={onPublish}
          onArchive={onArchive}
          onDelete={onDelete}
        />
      ))}
    </DataTable>
  );
}
