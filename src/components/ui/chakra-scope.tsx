import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { cspNonce } from '@/config/csp-nonce';
import { system } from '@/theme/system';
import { toasterScopes } from './toaster';
import { Toaster } from './toaster-view';

// Every style tag Emotion inserts carries the page's CSP nonce.
const emotionCache = createCache({ key: 'css', nonce: cspNonce() });

/** Chakra's system, with Emotion's styles carrying the page's nonce, for what it wraps. */
function ChakraStyles({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}

/**
 * Chakra's system and styles, and the toasts, for what it wraps. The sign-in page is plain HTML and
 * CSS, so Chakra loads only with the screens that use it: the console's shell, two-factor setup and
 * the error pages each wrap themselves in this (docs/decisions/0017-sign-in-without-chakra.md).
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  // Toasts show in this scope while it is on screen; the root's stand-in toaster steps aside.
  useLayoutEffect(() => toasterScopes.enter(), []);
  return (
    <ChakraStyles>
      {children}
      <Toaster />
    </ChakraStyles>
  );
}

/** The toasts alone, for a screen without a Chakra scope of its own (the sign-in page). */
export function StandaloneToaster() {
  return (
    <ChakraStyles>
      <Toaster />
    </ChakraStyles>
  );
}
