import { Skeleton, Table, VisuallyHidden } from '@chakra-ui/react';
import type { SortDirection } from '@/api/users';
import type { Wine, WineSortField } from '@/api/wines';
import { SortableHeader } from '@/components/data-list/sortable-header';
import { WineRow } from './wine-row';
import type { WineActionTarget } from './wine-row-actions';

const COLUMNS: { field: WineSortField; label: string; firstDirection: SortDirection }[] = [
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
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md">
      <Table.Root size="sm" aria-label="Wines" aria-busy={loading} interactive stickyHeader>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {COLUMNS.map((c) => (
              <SortableHeader key={c.field} {...c} sortField={sortField} sortDirection={sortDirection} onSort={onSort} />
            ))}
            <Table.ColumnHeader w="12">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body opacity={loading && skeletonRows === null ? 0.6 : 1} transition="opacity 0.15s">
          {skeletonRows !== null
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Row key={i} aria-hidden="true">
                  {[...COLUMNS, null].map((c, j) => (
                    <Table.Cell key={c?.field ?? j}>
                      <Skeleton h="4" w={j === 0 ? '40' : '16'} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : wines.map((wine) => (
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
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
