import { Button } from '@chakra-ui/react';
import { ErrorPage } from '@/components/error-page';
import { ErrorLayout } from './error-layout';
import { t } from '@/lib/i18n';

export interface RouteErrorTexts {
  code: string;
  title: string;
  message: string;
  dashboardHref: string;
}

/** The designed page of an unexpected route error (route-error-boundary.tsx gives its texts). */
export function RouteErrorPage({ code, title, message, dashboardHref }: RouteErrorTexts) {
  return (
    <ErrorLayout>
      <ErrorPage
        code={code}
        title={title}
        message={message}
        actions={
          <>
            <Button colorPalette="wine" onClick={() => window.location.reload()}>
              {t('app.routeError.reload')}
            </Button>
            <Button asChild variant="outline">
              <a href={dashboardHref}>{t('app.routeError.dashboard')}</a>
            </Button>
          </>
        }
      />
    </ErrorLayout>
  );
}
