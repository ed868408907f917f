import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { cspNonce } from '@/config/csp-nonce';
import { system } from '@/theme/system';
import type { MockRuntime } from '../runtimes/browser';
import { MockConsole } from './mock-console';

/** Renders the mock console in its own root, beside the app (mock mode only), its styles under the page's CSP nonce. */
export function mountMockConsole(runtime: MockRuntime): void {
  const host = document.createElement('div');
  host.id = 'mock-console';
  document.body.append(host);
  createRoot(host).render(
    <CacheProvider value={createCache({ key: 'mock', nonce: cspNonce() })}>
      <ChakraProvider value={system}>
        <MockConsole runtime={runtime} />
      </ChakraProvider>
    </CacheProvider>,
  );
}
