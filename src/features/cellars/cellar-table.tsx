import { Skeleton, Table } from '@chakra-ui/react';
import type { Cellar, CellarSortField } from '@/api/cellars';
import type { SortDirection } from '@/api/users';
import { SortableHeader } from '@/components/data-list/sortable-header';
import { CellarRow } from './cellar-row';

const COLUMNS: { field: CellarSortField; label: string; firstDirection: SortDirection }[] = [
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

/** The cellars, one per row, with sortable column headers. */
export function CellarTable({ cellars, countryNames, sortField, sortDirection, onSort, loading, skeletonRows }: CellarTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md">
      <Table.Root size="sm" aria-label="Cellars" aria-busy={loading} interactive stickyHeader>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {COLUMNS.map((c) => (
              <SortableHeader key={c.field} {...c} sortField={sortField} sortDirection={sortDirection} onSort={onSort} />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body opacity={loading && skeletonRows === null ? 0.6 : 1} transition="opacity 0.15s">
          {skeletonRows !== null
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Row key={i} aria-hidden="true">
                  {COLUMNS.map((c, j) => (
                    <Table.Cell key={c.field}>
                      <Skeleton h="4" w={j === 0 ? '40' : '16'} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : cellars.map((cellar) => <CellarRow key={cellar.id} cellar={cellar} countryName={countryNames.get(cellar.country) ?? cellar.country} />)}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
