import { Button, Table } from '@chakra-ui/react';
import { SortIcon } from './icons';
import type { SortDirection } from '@/api/types';

export interface SortableHeaderProps<F extends string> {
  label: string;
  field: F;
  /** The list's current sort. */
  sortField: F;
  sortDirection: SortDirection;
  /** The direction a first click on this column sorts by (dates read best newest first). */
  firstDirection?: SortDirection;
  onSort: (field: F, direction: SortDirection) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header that sorts: only the sorted column announces ascending or descending; a click
 * on it flips the direction, a click on another column sorts by that one.
 */
export function SortableHeader<F extends string>({
  label,
  field,
  sortField,
  sortDirection,
  firstDirection = 'asc',
  onSort,
}: SortableHeaderProps<F>) {
  const active = field === sortField;
  const next: SortDirection = active ? (sortDirection === 'asc' ? 'desc' : 'asc') : firstDirection;
  return (
    <Table.ColumnHeader aria-sort={active ? ARIA_SORT[sortDirection] : 'none'} px="2" whiteSpace="nowrap">
      <Button
        variant="ghost"
        size="xs"
        fontWeight="semibold"
        color={active ? 'fg' : 'fg.muted'}
        onClick={() => onSort(field, next)}
      >
        {label}
        <SortIcon direction={active ? sortDirection : null} />
      </Button>
    </Table.ColumnHeader>
  );
}
