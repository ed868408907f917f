import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { ThemeSync } from '@/features/theme/theme-sync';
import { store } from '@/state/store';
import { system } from '@/theme/system';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <ChakraProvider value={system}>
        <ThemeSync />
        {children}
        <Toaster />
      </ChakraProvider>
    </JotaiProvider>
  );
}
