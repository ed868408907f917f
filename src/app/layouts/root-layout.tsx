import { useEffect } from 'react';
import { ScrollRestoration, useMatches } from 'react-router';
import { ADMIN_TITLE } from '@/config/brand';
import { documentTitle, routeLayout, routeTitle } from '@/lib/route-meta';
import { AuthLayout } from './auth-layout';
import { DefaultLayout } from './default-layout';
import { ErrorLayout } from './error-layout';

/** Picks the layout from the matched routes' metadata and keeps the document title in step. */
export function RootLayout() {
  const matches = useMatches();
  const title = routeTitle(matches);
  const layout = routeLayout(matches);

  useEffect(() => {
    document.title = documentTitle(title, ADMIN_TITLE);
  }, [title]);

  return (
    <>
      <ScrollRestoration />
      {layout === 'auth' ? <AuthLayout /> : layout === 'error' ? <ErrorLayout /> : <DefaultLayout />}
    </>
  );
}
