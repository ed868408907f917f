import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { cspNonce } from '@/config/csp-nonce';
import { system } from './system';

// Every style tag Emotion inserts carries the page's CSP nonce.
const emotionCache = createCache({ key: 'css', nonce: cspNonce() });

/**
 * Chakra's system and styles for what it wraps. The sign-in page is plain HTML and CSS, so Chakra
 * loads only with the screens that use it: the console's shell, two-factor setup, the error pages
 * and the toasts each wrap themselves in this (docs/decisions/0017-sign-in-without-chakra.md).
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
