import { Table, Text } from '@chakra-ui/react';
import type { InventoryItem, InventorySortField } from '@/api/cellars';
import type { SortDirection } from '@/api/types';
import { SortableHeader } from '@/components/data-list/sortable-header';
import { formatDay, formatMoney } from '@/lib/locale';
import { TableScrollArea } from '@/components/data-list/table-scroll-area';
import { t, type MessageKey } from '@/lib/i18n';

const COLUMNS: { field: InventorySortField; label: MessageKey; firstDirection: SortDirection; end?: boolean }[] = [
  { field: 'wine', label: 'cellars.inventory.wine', firstDirection: 'asc' },
  { field: 'producer', label: 'cellars.inventory.producer', firstDirection: 'asc' },
  { field: 'vintage', label: 'cellars.inventory.vintage', firstDirection: 'desc' },
  { field: 'binLocation', label: 'cellars.inventory.bin', firstDirection: 'asc' },
  { field: 'quantity', label: 'cellars.inventory.quantity', firstDirection: 'desc', end: true },
  { field: 'purchaseDate', label: 'cellars.inventory.purchased', firstDirection: 'desc' },
  { field: 'value', label: 'cellars.inventory.value', firstDirection: 'desc', end: true },
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
    <TableScrollArea label={t('cellars.inventory.title')}>
      <Table.Root size="sm" aria-label={t('cellars.inventory.title')} aria-busy={loading} stickyHeader>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {COLUMNS.map((c) => (
              <SortableHeader
                key={c.field}
                label={t(c.label)}
                field={c.field}
                firstDirection={c.firstDirection}
                sortField={sortField}
                sortDirection={sortDirection}
                onSort={onSort}
              />
            ))}
            <Table.ColumnHeader textAlign="end">{t('cellars.inventory.paidPerBottle')}</Table.ColumnHeader>
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
                    {t('cellars.inventory.nv')}
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
