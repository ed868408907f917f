import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useFetcher, useFetchers } from 'react-router';
import { setLanguage } from '@/lib/i18n';
import { bulkFormFields } from './bulk-action';
import { usePendingRows } from './pending-rows';

const WORDS = { delete: 'list.pending.deleting', ARCHIVE: 'list.pending.archiving' } as const;
const IDS = ['a', 'b', 'c'];

/** A list of three rows showing each one's pending state, and a button per form to post. */
function setup(forms: Record<string, Record<string, string>>) {
  let answer!: () => void;
  function Screen() {
    const pendingOf = usePendingRows(WORDS);
    const { submit } = useFetcher({ key: 'test' });
    const posting = useFetchers().some((fetcher) => fetcher.state !== 'idle');
    return (
      <>
        <p>{posting ? 'posting' : 'idle'}</p>
        <ul>
          {IDS.map((id) => (
            <li key={id}>{`${id}: ${pendingOf(id) ?? 'as it is'}`}</li>
          ))}
        </ul>
        {Object.entries(forms).map(([name, fields]) => (
          <button key={name} type="button" onClick={() => void submit(fields, { method: 'post' })}>
            {name}
          </button>
        ))}
      </>
    );
  }
  const router = createMemoryRouter([
    {
      path: '/',
      Component: Screen,
      action: () => new Promise<null>((resolve) => (answer = () => resolve(null))),
      loader: () => null,
      HydrateFallback: () => null,
    },
  ]);
  render(<RouterProvider router={router} />);
  return { answer: () => act(() => answer()) };
}

const rows = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('usePendingRows', () => {
  it('marks the row a change names until the action has answered and the list is loaded again', async () => {
    const { answer } = setup({ post: { intent: 'delete', id: 'b' } });
    (await screen.findByRole('button', { name: 'post' })).click();
    await waitFor(() => expect(rows()).toEqual(['a: as it is', 'b: Deleting…', 'c: as it is']));
    answer();
    await waitFor(() => expect(rows()).toEqual(['a: as it is', 'b: as it is', 'c: as it is']));
  });

  it('says what is on its way in the language shown', async () => {
    await setLanguage('fr');
    const { answer } = setup({ post: { intent: 'delete', id: 'b' } });
    (await screen.findByRole('button', { name: 'post' })).click();
    await waitFor(() => expect(rows()).toEqual(['a: as it is', 'b: Suppression…', 'c: as it is']));
    answer();
  });

  it('marks the rows a bulk action names, or every row for the list’s filter', async () => {
    const { answer } = setup({
      ids: bulkFormFields('ARCHIVE', { ids: ['a', 'c'] }),
      filter: bulkFormFields('ARCHIVE', { filter: { status: 'PUBLISHED' } }),
    });
    (await screen.findByRole('button', { name: 'ids' })).click();
    await waitFor(() => expect(rows()).toEqual(['a: Archiving…', 'b: as it is', 'c: Archiving…']));
    answer();
    await waitFor(() => expect(rows()).toEqual(['a: as it is', 'b: as it is', 'c: as it is']));
    (await screen.findByRole('button', { name: 'filter' })).click();
    await waitFor(() => expect(rows()).toEqual(['a: Archiving…', 'b: Archiving…', 'c: Archiving…']));
    answer();
    await waitFor(() => expect(rows()).toEqual(['a: as it is', 'b: as it is', 'c: as it is']));
  });

  it.each([
    ['a change it has no word for', { intent: 'reset-password', id: 'a' }],
    ['an inherited name', { intent: 'constructor', id: 'a' }],
    ['a change without an id', { intent: 'delete' }],
    ['a bulk action it has no word for', bulkFormFields('PUBLISH', { ids: ['a'] })],
  ])('marks no row for %s', async (_, fields) => {
    const { answer } = setup({ post: fields });
    (await screen.findByRole('button', { name: 'post' })).click();
    // The action is running: the form was posted, and nothing is marked.
    await screen.findByText('posting');
    expect(rows()).toEqual(['a: as it is', 'b: as it is', 'c: as it is']);
    answer();
  });
});
