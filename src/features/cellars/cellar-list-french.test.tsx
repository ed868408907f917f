import { ChakraProvider } from '@chakra-ui/react';
import { configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cellar, CellarListQuery } from '@/api/cellars';
import { setLanguage } from '@/lib/i18n';
import { system } from '@/theme/system';
import { signInAs } from '@tests/support/sign-in-as';
import { disableAnimations, withElementSize } from '@tests/support/jsdom-layout';
import { memorySavedViews } from '@tests/support/memory-saved-views';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';
import { createCellarListLoader } from './cellar-list-loader';
import { CellarListPage } from './cellar-list-page';

// The cellars list in French (issue 53): "cave" is feminine, and the list's words agree with it.
disableAnimations();
withElementSize();
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

function renderList(url: string, total: number) {
  const list = vi.fn(async (q?: CellarListQuery) => ({
    content: [] as Cellar[],
    page: q?.page ?? 0,
    size: q?.size ?? 20,
    totalElements: total,
    totalPages: Math.ceil(total / 20),
  }));
  const loader = createCellarListLoader({ cellars: { list }, countries: async () => [] });
  const router = createMemoryRouter(
    [
      {
        path: '/cellars',
        loader: async (args) => ({ ...(await loader(args)), views: [] }),
        Component: () => <CellarListPage data={useLoaderData()} views={memorySavedViews()} />,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [url] },
  );
  return render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

beforeEach(() => signInAs('SUPER_ADMIN'));

describe('the cellars list in French', () => {
  it('counts no cellars in the feminine', async () => {
    await setLanguage('fr');
    const { container } = renderList('/cellars', 0);
    await screen.findAllByText('Aucune cave');
    expect(container.textContent).not.toMatch(CATALOGUE_KEY);
    expect(container.textContent).not.toMatch(/Aucun cave|\bcellars?\b/i);
  });
});
