import { lazy, Suspense, useEffect } from 'react';
import { ScrollRestoration, useMatches } from 'react-router';
import { useAtomValue } from 'jotai';
import { documentTitle, routeLayout, routeTitle } from '@/lib/route-meta';
import { adminTitleAtom } from '@/state/brand';
import { AuthLayout } from './auth-layout';
import { loadDefaultLayout } from './load-default-layout';
import { NavigationProgress } from './navigation-progress';
import { ShellPlaceholder } from './shell-placeholder';

// The shell (menus, popovers, drawer) loads on demand, so the sign-in page stays light.
const DefaultLayout = lazy(() => loadDefaultLayout().then((m) => ({ default: m.DefaultLayout })));
// Error pages are drawn with Chakra, which the sign-in page does not load.
const ErrorLayout = lazy(() => import('./error-layout').then((m) => ({ default: m.ErrorLayout })));

/** Picks the layout from the matched routes' metadata and keeps the document title in step. */
export function RootLayout() {
  const matches = useMatches();
  const title = routeTitle(matches);
  const layout = routeLayout(matches);
  const adminTitle = useAtomValue(adminTitleAtom);

  useEffect(() => {
    document.title = documentTitle(title, adminTitle);
  }, [title, adminTitle]);

  return (
    <>
      <ScrollRestoration />
      <NavigationProgress />
      {layout === 'auth' ? (
        <AuthLayout />
      ) : layout === 'error' ? (
        <Suspense fallback={null}>
          <ErrorLayout />
        </Suspense>
      ) : (
        <Suspense fallback={<ShellPlaceholder />}>
          <DefaultLayout />
        </Suspense>
      )}
    </>
  );
}
