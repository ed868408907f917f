import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** "Showing 21–40 of 153 admins": the first and last row of the page on show. */
const RANGE = /Showing ([\d,]+)–([\d,]+) of/;
const count = (text: string) => Number(text.replaceAll(',', ''));

/**
 * The body rows of the table named `name` once the page's every row is drawn. A list's table draws
 * its first five rows with its frame and the rest in the render after (ADR 0023); its range line
 * says how many the page holds.
 */
export async function pageRows(name: string): Promise<HTMLElement[]> {
  let rows: HTMLElement[] = [];
  await waitFor(() => {
    rows = within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
    const range = screen
      .getAllByRole('status')
      .map((status) => RANGE.exec(status.textContent ?? ''))
      .find((match) => match !== null);
    expect(range, 'the list’s range line').toBeTruthy();
    expect(rows).toHaveLength(count(range![2]!) - count(range![1]!) + 1);
  });
  return rows;
}
