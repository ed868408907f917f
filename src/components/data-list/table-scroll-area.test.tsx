import { ChakraProvider, Table } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { system } from '@/theme/system';
import { TableScrollArea } from './table-scroll-area';

// jsdom lays nothing out: the test sets the widths and plays the browser's resize reports.
let report: () => void = () => undefined;
class FakeResizeObserver {
  constructor(callback: () => void) {
    report = callback;
  }
  observe(): void {}
  disconnect(): void {}
}

afterEach(() => vi.unstubAllGlobals());

function renderTable() {
  render(
    <ChakraProvider value={system}>
      <TableScrollArea label="Audit events">
        <Table.Root aria-label="Audit events">
          <Table.Body>
            <Table.Row>
              <Table.Cell>Today</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </TableScrollArea>
    </ChakraProvider>,
  );
  return screen.getByRole('table', { name: 'Audit events' }).parentElement as HTMLElement;
}

it.each([
  [1400, 1200, true],
  [1200, 1200, false],
])('a table %i px wide in a frame of %i px: reachable from the keyboard = %s', (tableWidth, frameWidth, reachable) => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  const frame = renderTable();
  Object.defineProperty(frame, 'scrollWidth', { configurable: true, value: tableWidth });
  Object.defineProperty(frame, 'clientWidth', { configurable: true, value: frameWidth });
  act(() => report());
  const region = screen.queryByRole('region', { name: 'Audit events, scrolls sideways' });
  expect(region !== null).toBe(reachable);
  expect(frame.getAttribute('tabindex')).toBe(reachable ? '0' : null);
});
