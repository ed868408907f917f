import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ToastSpec } from '@/api/error-catalogue';
import { renderRoutes } from '@tests/support/render-routes';
import { memorySavedViews } from '@tests/support/memory-saved-views';
import { SavedViewsMenu } from './saved-views-menu';

const view = {
  id: 'v1',
  list: 'wines' as const,
  name: 'Cheap whites',
  query: 'type=WHITE&sort=price%2Casc',
  columns: null,
  ownerId: 'me',
  createdAt: '2026-11-26T10:00:00Z',
  updatedAt: '2026-11-26T10:00:00Z',
};

/** Opens the Views popover of a wines list holding one view and clicks its link button. */
async function copyLinkWith(writeText: (text: string) => Promise<void>) {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const toasts: ToastSpec[] = [];
  const api = memorySavedViews([view]);
  renderRoutes(
    [
      {
        path: '/wines',
        element: (
          <SavedViewsMenu
            list="wines"
            views={[view]}
            currentQuery=""
            currentColumns={null}
            api={api}
            notify={(toast) => toasts.push(toast)}
          />
        ),
      },
    ],
    '/wines',
  );
  await user.click(screen.getByRole('button', { name: 'Views' }));
  await user.click(await screen.findByRole('button', { name: 'Copy a link to Cheap whites' }));
  await waitFor(() => expect(toasts).toHaveLength(1));
  return toasts[0];
}

const link = `${window.location.origin}/wines?view=v1`;

describe('copying a saved view’s link', () => {
  const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  afterEach(() => {
    if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    else Reflect.deleteProperty(navigator, 'clipboard');
  });

  // docs/product-spec.md#9-business-constants-and-limits: success 3 s, info 4 s.
  it.each([
    [
      'copied: a success toast of 3 s',
      async () => {},
      {
        type: 'success',
        title: 'Link Copied',
        description: 'Anyone signed in can open “Cheap whites” with it.',
        duration: 3000,
      },
    ],
    [
      'refused by the browser: the link in an info toast of 4 s',
      async () => {
        throw new DOMException('Write permission denied.', 'NotAllowedError');
      },
      { type: 'info', title: 'Link to the View', description: link, duration: 4000 },
    ],
  ])('%s', async (_, writeText, toast) => {
    expect(await copyLinkWith(writeText)).toEqual(toast);
  });
});
