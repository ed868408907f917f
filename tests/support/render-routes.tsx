import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { store } from '@/state/store';
import { system } from '@/theme/system';

/** Test helper: renders `routes` in a memory data router at `path`, inside the app's store and Chakra system. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <JotaiProvider store={store}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </JotaiProvider>,
  );
  return router;
}
