import { NativeSelect, Skeleton, Table, VisuallyHidden } from '@chakra-ui/react';
import { Children, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { AfterFirstPaint } from '@/components/after-first-paint';
import type { SortDirection } from '@/api/types';
import { BREAKPOINTS } from '@/theme/system';
import { SortableHeader } from './sortable-header';
import { TableScrollArea } from './table-scroll-area';
import { t } from '@/lib/i18n';

/** The rows a list's first render draws; the rest follow in a render of their own (ADR 0023). */
const FIRST_ROWS = 5;

/** A row of a small table with one line of text per cell, for the place held before the rows are measured. */
const TYPICAL_ROW_HEIGHT = '3.3rem';

/**
 * Holds the place of the rows that follow the first ones (ADR 0023): one empty row as tall as they
 * will be, estimated from the rows drawn above it, so that what lies below the table (the pager, the
 * footer) does not jump down when they come. It starts at a typical row's height and is measured
 * once the browser has laid the first rows out (a resize observer's turn): measuring them in the
 * commit forced that layout inside React's task, and the first rows were painted ~150 ms later.
 */
function FollowingRowsSpace({ count, cells }: { count: number; cells: number }) {
  const ref = useRef<HTMLTableRowElement>(null);
  useLayoutEffect(() => {
    const space = ref.current;
    const body = space?.parentElement;
    if (!space || !body || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      // The first rows: there are always some, as the place is held only after them.
      const drawn = [...body.children].filter((row) => row !== space);
      const height = drawn.reduce((sum, row) => sum + row.getBoundingClientRect().height, 0) / drawn.length;
      space.style.height = `${Math.round(height * count)}px`;
    });
    observer.observe(body);
    return () => observer.disconnect();
  }, [count]);
  return (
    <Table.Row ref={ref} aria-hidden="true" data-following-rows={count} h={`calc(${count} * ${TYPICAL_ROW_HEIGHT})`}>
      <Table.Cell colSpan={cells} p="0" borderBottomWidth="0" />
    </Table.Row>
  );
}

const PHONE = `@media (max-width: ${BREAKPOINTS.md - 0.02}px)`;

/**
 * Below the tablet width each row is a card: the first cell its title, every other cell a line
 * headed by its column's name (set from the columns, so no list repeats it), the actions in the
 * card's corner. The header row gives way to a sort select.
 */
function cardStyles(columns: readonly { label: string }[], actionsColumn: boolean, leading: boolean) {
  // A leading selection cell sits in the card's top corner, before the title.
  const first = leading ? 2 : 1;
  const labels = Object.fromEntries(
    columns.slice(1).map((c, i) => [
      `& tbody tr > td:nth-of-type(${i + first + 1})::before`,
      {
        content: JSON.stringify(c.label),
        color: 'var(--chakra-colors-fg-muted)',
        fontSize: 'var(--chakra-font-sizes-xs)',
      },
    ]),
  );
  return {
    [PHONE]: {
      '& thead': { display: 'none' },
      '& table, & tbody': { display: 'block' },
      '& tbody tr': {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        position: 'relative',
        padding: 'var(--chakra-spacing-3)',
        paddingInlineEnd: actionsColumn ? 'var(--chakra-spacing-12)' : undefined,
        paddingInlineStart: leading ? 'var(--chakra-spacing-10)' : undefined,
        borderBottomWidth: '1px',
        borderColor: 'var(--chakra-colors-border)',
      },
      // The place held for the rows that follow is no card: no line below it.
      '& tbody tr[data-following-rows]': { borderBottomWidth: 0 },
      '& tbody td': {
        display: 'grid',
        gridTemplateColumns: '7rem minmax(0, 1fr)',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        alignItems: 'center',
        gap: 'var(--chakra-spacing-2)',
        border: 'none',
        padding: '0.125rem 0',
        textAlign: 'start',
      },
      '& tbody td > *': { justifySelf: 'start', minWidth: 0 },
      [`& tbody td:nth-of-type(${first})`]: {
        display: 'block',
        fontWeight: 'var(--chakra-font-weights-medium)',
        paddingBottom: 'var(--chakra-spacing-1)',
      },
      ...(leading
        ? {
            '& tbody td:first-of-type': {
              position: 'absolute',
              top: 'var(--chakra-spacing-3)',
              insetInlineStart: 'var(--chakra-spacing-3)',
              display: 'block',
              padding: 0,
            },
          }
        : {}),
      ...(actionsColumn
        ? {
            '& tbody td:last-of-type': {
              position: 'absolute',
              top: 'var(--chakra-spacing-2)',
              insetInlineEnd: 'var(--chakra-spacing-2)',
              display: 'block',
              padding: 0,
            },
          }
        : {}),
      ...labels,
    },
  };
}

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
  /** The header of a leading column (the rows' selection checkboxes): rows then start with its cell. */
  leading?: ReactNode;
  /** The rows, one `Table.Row` each, with an actions cell last unless `actionsColumn` is false. */
  children: ReactNode;
}

/**
 * The frame of a paged list: sortable headers plus an actions column, and rows that dim while a
 * page loads and give way to skeletons when it takes a while.
 */
export function DataTable<F extends string>({
  label,
  columns,
  sortField,
  sortDirection,
  onSort,
  loading,
  skeletonRows,
  skeletonWidth = '16',
  actionsColumn = true,
  leading,
  children,
}: DataTableProps<F>) {
  const hasLeading = leading !== undefined;
  const sortId = useId();
  // When the table first shows, its first rows come with the frame and the rest a render later, so
  // the list's first lines do not wait for the whole page. `toArray` keys them alike in both renders.
  const rows = Children.toArray(children);
  const cells = (hasLeading ? 1 : 0) + columns.length + (actionsColumn ? 1 : 0);
  const firstRows =
    rows.length > FIRST_ROWS
      ? [
          ...rows.slice(0, FIRST_ROWS),
          <FollowingRowsSpace key="following-rows" count={rows.length - FIRST_ROWS} cells={cells} />,
        ]
      : rows;
  return (
    <>
      <NativeSelect.Root size="sm" hideFrom="md" mb="2">
        <VisuallyHidden asChild>
          <label htmlFor={sortId}>{t('list.sort.label', { list: label.toLowerCase() })}</label>
        </VisuallyHidden>
        <NativeSelect.Field
          id={sortId}
          value={`${sortField}:${sortDirection}`}
          onChange={(event) => {
            const [field, direction] = event.currentTarget.value.split(':') as [F, SortDirection];
            onSort(field, direction);
          }}
        >
          {columns.flatMap((c) =>
            (['asc', 'desc'] as const).map((direction) => (
              <option key={`${c.field}:${direction}`} value={`${c.field}:${direction}`}>
                {t(direction === 'asc' ? 'list.sort.ascending' : 'list.sort.descending', {
                  column: c.label.toLowerCase(),
                })}
              </option>
            )),
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <TableScrollArea label={label} css={cardStyles(columns, actionsColumn, hasLeading)}>
        <Table.Root size="sm" aria-label={label} aria-busy={loading} interactive stickyHeader>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {hasLeading && <Table.ColumnHeader w="10">{leading}</Table.ColumnHeader>}
              {columns.map((c) => (
                <SortableHeader
                  key={c.field}
                  {...c}
                  sortField={sortField}
                  sortDirection={sortDirection}
                  onSort={onSort}
                />
              ))}
              {actionsColumn && (
                <Table.ColumnHeader w="12">
                  <VisuallyHidden>{t('list.table.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body opacity={loading && skeletonRows === null ? 0.6 : 1} transition="opacity 0.15s">
            {skeletonRows !== null ? (
              Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Row key={i} aria-hidden="true">
                  {hasLeading && <Table.Cell />}
                  {(actionsColumn ? [...columns, null] : columns).map((c, j) => (
                    <Table.Cell key={c?.field ?? j}>
                      <Skeleton h="4" w={j === 0 ? '40' : skeletonWidth} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            ) : (
              <AfterFirstPaint before={firstRows}>{rows}</AfterFirstPaint>
            )}
          </Table.Body>
        </Table.Root>
      </TableScrollArea>
    </>
  );
}
