import { ChakraProvider, Table } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '@/theme/system';
import { DataTable } from './data-table';

const COLUMNS = [{ field: 'name', label: 'Name', firstDirection: 'asc' }] as const;

function rows(names: readonly string[]): ReactNode {
  return names.map((name) => (
    <Table.Row key={name}>
      <Table.Cell>{name}</Table.Cell>
      <Table.Cell />
    </Table.Row>
  ));
}

/** The table with `names` as its rows; `onCommit` is told of each of its commits. */
function table(names: readonly string[], onCommit: () => void) {
  return (
    <ChakraProvider value={system}>
      <Profiler id="table" onRender={onCommit}>
        <DataTable
          label="Wines"
          columns={COLUMNS}
          sortField="name"
          sortDirection="asc"
          onSort={() => undefined}
          loading={false}
          skeletonRows={null}
        >
          {rows(names)}
        </DataTable>
      </Profiler>
    </ChakraProvider>
  );
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const TWENTY = Array.from({ length: 20 }, (_, i) => `Wine ${String(i + 1).padStart(2, '0')}`);

describe('DataTable', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('commits its first five rows with the frame, then the rest of the page in a render of its own', async () => {
    // The rows in the table at each commit, and whether each first row is still the same element.
    const commits: number[] = [];
    const firstRows: (Element | undefined)[] = [];
    const record = () => {
      commits.push(bodyRows().length);
      firstRows.push(bodyRows()[0]);
    };
    render(table(TWENTY, record));
    expect(await screen.findByText('Wine 20')).toBeTruthy();
    expect(commits[0]).toBe(5);
    expect(commits.at(-1)).toBe(20);
    // The first rows stay mounted when the others join them (their keys are the same in both renders).
    expect(new Set(firstRows).size).toBe(1);
    expect(bodyRows().map((row) => row.textContent)).toEqual(TWENTY);
  });

  it('holds the place of the rows that follow, as tall as the rows drawn, so that nothing below the table jumps when they come', async () => {
    vi.spyOn(HTMLTableRowElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 40));
    // jsdom lays nothing out: its resize observer, as a browser's, reports once the element is laid out.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          this.report();
        }
        disconnect() {}
      },
    );
    // The place-holding row at each commit: how many rows it stands for and its height.
    const places: (string | null)[] = [];
    const record = () => {
      const space = document.querySelector<HTMLElement>('tbody tr[data-following-rows]');
      places.push(space && `${space.dataset.followingRows} ${space.style.height}`);
    };
    render(table(TWENTY, record));
    await screen.findByText('Wine 20');
    expect(places[0]).toBe('15 600px');
    expect(places.at(-1)).toBeNull();
  });

  it('draws a page of five rows or fewer whole, with no place held', async () => {
    const places: boolean[] = [];
    render(
      table(TWENTY.slice(0, 5), () => places.push(document.querySelector('tbody tr[data-following-rows]') !== null)),
    );
    await screen.findByText('Wine 05');
    expect(places.every((held) => !held)).toBe(true);
  });

  it('shows a new page whole once the table is on screen', async () => {
    const commits: number[] = [];
    const record = () => commits.push(bodyRows().length);
    const { rerender } = render(table(TWENTY, record));
    await screen.findByText('Wine 20');
    commits.length = 0;
    const next = TWENTY.map((name) => `Next ${name}`);
    rerender(table(next, record));
    expect(await screen.findByText('Next Wine 20')).toBeTruthy();
    expect(commits.length).toBeGreaterThan(0);
    expect(commits.every((count) => count === 20)).toBe(true);
  });
});
