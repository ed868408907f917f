import { Button } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { ErrorLayout } from './error-layout';

/** Catches anything a route throws, so the user always gets a page with a way out. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? String(error.status) : '500';
  if (!isRouteErrorResponse(error)) console.error('Unexpected route error', error instanceof Error ? error.message : error);
  return (
    <ErrorLayout>
      <ErrorPage
        code={status}
        title="Something went wrong"
        message="An unexpected error stopped this page from loading. Reload the page, or go back to the dashboard."
        actions={
          <>
            <Button colorPalette="wine" onClick={() => window.location.reload()}>
              Reload the page
            </Button>
            <Button asChild variant="outline">
              <a href={`${import.meta.env.BASE_URL}dashboard`}>Go to the dashboard</a>
            </Button>
          </>
        }
      />
    </ErrorLayout>
  );
}
