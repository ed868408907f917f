import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { RouteErrorTexts } from './route-error-page';
import { t } from '@/lib/i18n';

/**
 * The page itself is drawn with Chakra, which the sign-in page does not load; if even that cannot
 * load (the network is gone), the same texts and ways out show as plain HTML.
 */
const RouteErrorPage = lazy(() =>
  import('./route-error-page').then(
    (m) => ({ default: m.RouteErrorPage }),
    () => ({ default: PlainRouteErrorPage }),
  ),
);

function PlainRouteErrorPage({ code, title, message, dashboardHref }: RouteErrorTexts) {
  return (
    <main id="main-content" className="plain-error">
      <p aria-hidden className="plain-error-code">
        {code}
      </p>
      <h1>{title}</h1>
      <p>{message}</p>
      <p className="plain-error-actions">
        <button type="button" onClick={() => window.location.reload()}>
          {t('app.routeError.reload')}
        </button>
        <a href={dashboardHref}>{t('app.routeError.dashboard')}</a>
      </p>
    </main>
  );
}

/** Catches anything a route throws, so the user always gets a page with a way out. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const code = isRouteErrorResponse(error) ? String(error.status) : '500';
  if (!isRouteErrorResponse(error))
    console.error('Unexpected route error', error instanceof Error ? error.message : error);
  const texts: RouteErrorTexts = {
    code,
    title: t('app.routeError.title'),
    message: t('app.routeError.message'),
    dashboardHref: `${import.meta.env.BASE_URL}dashboard`,
  };
  return (
    <Suspense fallback={null}>
      <RouteErrorPage {...texts} />
    </Suspense>
  );
}
