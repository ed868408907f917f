import { Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { toaster, toasterScopes } from '@/components/ui/toaster';
import { ThemeSync } from '@/features/theme/theme-sync';
import { store } from '@/state/store';

// Toasts render in Chakra, which the sign-in page does not load: a screen with a Chakra scope shows
// them itself; elsewhere a toaster of the root's own comes with the first toast.
const StandaloneToaster = lazy(() =>
  import('@/components/ui/chakra-scope').then((m) => ({ default: m.StandaloneToaster })),
);

// Once a toast has been queued, the toaster stays. The store tells its subscribers before the toast is
// in its list, so the news itself sets the flag.
let toastQueued = false;
const hasToasts = () => (toastQueued ||= toaster.getVisibleToasts().length > 0);
const onToast = (changed: () => void) =>
  toaster.subscribe(() => {
    toastQueued = true;
    changed();
  });

function ToastHost() {
  const wanted = useSyncExternalStore(onToast, hasToasts);
  const scoped = useSyncExternalStore(toasterScopes.subscribe, toasterScopes.active);
  return wanted && !scoped ? (
    <Suspense fallback={null}>
      <StandaloneToaster />
    </Suspense>
  ) : null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <ThemeSync />
      {children}
      <ToastHost />
    </JotaiProvider>
  );
}
