import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

// The page is drawn with Chakra, which the router's own chunk does not carry (the sign-in page is plain).
const ForbiddenPage = lazy(() => import('./forbidden-page').then((m) => ({ default: m.ForbiddenPage })));

/** What a guard or loader throws (as `data(…, { status: 403 })`) when the role may not open a screen. */
export interface ForbiddenData {
  /** Written for people; the page's own sentence when absent. */
  message?: string;
}

/**
 * The error boundary of a screen that needs a permission: a 403 becomes a page inside the default
 * layout, so the sidebar and the way back stay; anything else goes on to the root boundary.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  const given = (error.data as ForbiddenData | null)?.message;
  return (
    <Suspense fallback={null}>
      <ForbiddenPage message={typeof given === 'string' ? given : undefined} />
    </Suspense>
  );
}
