import { Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { toaster } from '@/components/ui/toaster';
import { ThemeSync } from '@/features/theme/theme-sync';
import { store } from '@/state/store';

// Toasts render in Chakra, which the sign-in page does not load: the toaster comes with the first toast.
const Toaster = lazy(() => import('@/components/ui/toaster-view').then((m) => ({ default: m.ScopedToaster })));

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
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
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
