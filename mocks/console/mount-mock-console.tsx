import { ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { system } from '@/theme/system';
import type { MockRuntime } from '../runtimes/browser';
import { MockConsole } from './mock-console';

/** Renders the mock console in its own root, beside the app (mock mode only). */
export function mountMockConsole(runtime: MockRuntime): void {
  const host = document.createElement('div');
  host.id = 'mock-console';
  document.body.append(host);
  createRoot(host).render(
    <ChakraProvider value={system}>
      <MockConsole runtime={runtime} />
    </ChakraProvider>,
  );
}
