import { Table, Text } from '@chakra-ui/react';
import type { InventoryItem, InventorySortField } from '@/api/cellars';
import type { SortDirection } from '@/api/types';
import { SortableHeader } from '@/components/data-list/sortable-header';
import { formatDay, formatMoney } from '@/lib/locale';
import { TableScrollArea } from '@/components/data-list/table-scroll-area';

const COLUMNS: { field: InventorySortField; label: string; firstDirection: SortDirection; end?: boolean }[] = [
  { field: 'wine', label: 'Wine', firstDirection: 'asc' },
  { field: 'producer', label: 'Producer', firstDirection: 'asc' },
  { field: 'vintage', label: 'Vintage', firstDirection: 'desc' },
  { field: 'binLocation', label: 'Bin', firstDirection: 'asc' },
  { field: 'quantity', label: 'Quantity', firstDirection: 'desc', end: true },
  { field: 'purchaseDate', label: 'Purchased', firstDirection: 'desc' },
  { field: 'value', label: 'Value', firstDirection: 'desc', end: true },
];

export interface InventoryTableProps {
  items: readonly InventoryItem[];
  sortField: InventorySortField;
  sortDirection: SortDirection;
  onSort: (field: InventorySortField, direction: SortDirection) => void;
  loading: boolean;
}

/** One page of a cellar's inventory: each wine held, how many, where, when bought and what it is worth. */
export function InventoryTable({ items, sortField, sortDirection, onSort, loading }: InventoryTableProps) {
  return (
    <TableScrollArea label="Inventory">
      <Table.Root size="sm" aria-label="Inventory" aria-busy={loading} stickyHeader>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {COLUMNS.map((c) => (
              <SortableHeader
                key={c.field}
                label={c.label}
                field={c.field}
                firstDirection={c.firstDirection}
                sortField={sortField}
                sortDirection={sortDirection}
                onSort={onSort}
              />
            ))}
            <Table.ColumnHeader textAlign="end">Paid per bottle</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body opacity={loading ? 0.6 : 1} transition="opacity 0.15s">
          {items.map((item) => (
            <Table.Row key={item.id}>
              <Table.Cell fontWeight="medium">{item.wine.name}</Table.Cell>
              <Table.Cell color="fg.muted">{item.wine.producer}</Table.Cell>
              <Table.Cell>
                {item.wine.vintage ?? (
                  <Text as="span" color="fg.muted">
                    NV
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>{item.binLocation}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="inventory-quantity">
                {item.quantity}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDay(item.purchaseDate)}</Table.Cell>
              <Table.Cell
                textAlign="end"
                whiteSpace="nowrap"
                fontVariantNumeric="tabular-nums"
                data-testid="inventory-value"
              >
                {formatMoney(item.value.amount)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" color="fg.muted">
                {formatMoney(item.purchasePrice.amount, item.purchasePrice.currency)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}
