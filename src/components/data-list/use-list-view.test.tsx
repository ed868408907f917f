import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListView, type ListStateCodec, type ListView } from './use-list-view';

interface State {
  page: number;
  sort: string;
  type: string;
}

const CODEC: ListStateCodec<State> = {
  parseUrl: (params) => ({
    page: Number(params.get('page') ?? 1),
    sort: params.get('sort') ?? 'name',
    type: params.get('type') ?? '',
  }),
  toSearchParams: (state) => {
    const params = new URLSearchParams();
    if (state.page > 1) params.set('page', String(state.page));
    if (state.sort !== 'name') params.set('sort', state.sort);
    if (state.type) params.set('type', state.type);
    return params;
  },
};

/** A list route whose loader takes a moment, as a real one does, so changes overlap a pending load. */
function renderList(url: string) {
  const views: ListView<State>[] = [];
  function Screen() {
    views.push(useListView(CODEC));
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 20)),
        Component: Screen,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { router, view: () => views.at(-1)! };
}

const search = (router: { state: { location: { search: string } } }) => router.state.location.search;

describe('useListView', () => {
  it('builds a state function from the latest view asked for, not the one last rendered', async () => {
    const { router, view } = renderList('/list?type=RED&page=3');
    await waitFor(() => expect(view().state).toEqual({ page: 3, sort: 'name', type: 'RED' }));
    const rendered = view();
    // One act: nothing re-renders between the sort change and the reset built on it.
    act(() => {
      rendered.update({ sort: 'price' });
      rendered.show((latest) => ({ ...latest, type: '' }));
    });
    await waitFor(() => expect(search(router)).toBe('?sort=price'));
  });

  it('shows exactly a given state, and update goes back to page 1 unless it sets one', async () => {
    const { router, view } = renderList('/list?page=2');
    await waitFor(() => expect(view().state.page).toBe(2));
    act(() => view().show({ page: 4, sort: 'vintage', type: 'WHITE' }));
    await waitFor(() => expect(search(router)).toBe('?page=4&sort=vintage&type=WHITE'));
    act(() => view().update({ type: 'ROSE' }));
    await waitFor(() => expect(search(router)).toBe('?sort=vintage&type=ROSE'));
    act(() => view().update({ page: 5 }));
    await waitFor(() => expect(search(router)).toBe('?page=5&sort=vintage&type=ROSE'));
  });
});
