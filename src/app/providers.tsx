import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { ThemeSync } from '@/features/theme/theme-sync';
import { store } from '@/state/store';
import { system } from '@/theme/system';

// Toasts render after the first paint; they are queued on the toaster store until then.
const Toaster = lazy(() => import('@/components/ui/toaster-view').then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <ChakraProvider value={system}>
        <ThemeSync />
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ChakraProvider>
    </JotaiProvider>
  );
}
