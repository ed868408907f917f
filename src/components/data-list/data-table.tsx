import { Skeleton, Table, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SortDirection } from '@/api/types';
import { SortableHeader } from './sortable-header';

/** A sortable column: its field, header text and the direction a first click sorts by. */
export interface DataTableColumn<F extends string> {
  field: F;
  label: string;
  firstDirection: SortDirection;
}

export interface DataTableProps<F extends string> {
  /** The table's accessible name ("Wines"). */
  label: string;
  columns: readonly DataTableColumn<F>[];
  sortField: F;
  sortDirection: SortDirection;
  onSort: (field: F, direction: SortDirection) => void;
  /** A new page is loading: dim the rows (`skeletonRows` replaces them once it takes a while). */
  loading: boolean;
  skeletonRows: number | null;
  /** The skeleton bar width of the cells after the first. */
  skeletonWidth?: string;
  /** Whether the rows end with an actions cell (a visually hidden "Actions" header); default true. */
  actionsColumn?: boolean;
  /** The rows, one `Table.Row` each, with an actions cell last unless `actionsColumn` is false. */
  children: ReactNode;
}

/**
 * The frame of a paged list: sortable headers plus an actions column, and rows that dim while a
 * page loads and give way to skeletons when it takes a while.
 */
export function DataTable<F extends string>({ label, columns, sortField, sortDirection, onSort, loading, skeletonRows, skeletonWidth = '16', actionsColumn = true, children }: DataTableProps<F>) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md">
      <Table.Root size="sm" aria-label={label} aria-busy={loading} interactive stickyHeader>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((c) => (
              <SortableHeader key={c.field} {...c} sortField={sortField} sortDirection={sortDirection} onSort={onSort} />
            ))}
            {actionsColumn && (
              <Table.ColumnHeader w="12">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body opacity={loading && skeletonRows === null ? 0.6 : 1} transition="opacity 0.15s">
          {skeletonRows !== null
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Row key={i} aria-hidden="true">
                  {(actionsColumn ? [...columns, null] : columns).map((c, j) => (
                    <Table.Cell key={c?.field ?? j}>
                      <Skeleton h="4" w={j === 0 ? '40' : skeletonWidth} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : children}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
