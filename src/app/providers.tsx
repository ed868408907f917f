import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { ThemeSync } from '@/features/theme/theme-sync';
import { cspNonce } from '@/config/csp-nonce';
import { store } from '@/state/store';
import { system } from '@/theme/system';

// Toasts render after the first paint; they are queued on the toaster store until then.
const Toaster = lazy(() => import('@/components/ui/toaster-view').then((m) => ({ default: m.Toaster })));

// Every style tag Emotion inserts carries the page's CSP nonce.
const emotionCache = createCache({ key: 'css', nonce: cspNonce() });

export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <CacheProvider value={emotionCache}>
        <ChakraProvider value={system}>
          <ThemeSync />
          {children}
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </ChakraProvider>
      </CacheProvider>
    </JotaiProvider>
  );
}
