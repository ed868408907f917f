import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { system } from '@/theme/system';
import { staticMatchMedia } from './jsdom-layout';

// jsdom lacks ResizeObserver, which Chakra's popper positioning (menus, popovers) relies on.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

export interface RenderAtOptions {
  /** Route handle title of the matched route. */
  title?: string;
}

/** Renders `element` inside Chakra and a memory data router at `path` (test helper). */
export function renderAt(path: string, element: ReactNode, options: RenderAtOptions = {}) {
  const router = createMemoryRouter(
    [{ path: '*', element, ...(options.title ? { handle: { title: options.title } } : {}) }],
    { initialEntries: [path] },
  );
  const result: RenderResult = render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, ...result };
}

/** Makes `window.matchMedia` report a desktop (lg and up) or a smaller viewport; returns the restore function. */
export function mockViewport(desktop: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = staticMatchMedia((query) => query.includes('min-width') && desktop);
  return () => {
    window.matchMedia = original;
  };
}
