// First: settings other modules read as they load (see the file).
import './csp-setup';
import { whenAppWanted } from '@/app/prerender/prerendered-page';
import { ADMIN_API_BASE_URL, API_BASE_URL } from '@/config/env';
import { PATHS } from '@/config/paths';
import { holdRequestsUntil } from '@/state/api-hooks';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The app (React, the router) starts at once, except on an untouched prerendered sign-in page, where
// it starts as the visitor arrives (ADR 0018): that page works before the app runs.
const appWanted = whenAppWanted(container, `${import.meta.env.BASE_URL.replace(/\/$/, '')}${PATHS.login}`);
void appWanted
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(container))
  .catch((failure: unknown) => {
    console.error('The console could not start', failure instanceof Error ? failure.message : failure);
  });

// The page paints at once; only API requests wait for the mock backend (its one front door).
if (__MOCKS_ENABLED__) {
  const mocks = import('../mocks/start-mock-backend')
    .then(({ startMockBackend }) =>
      startMockBackend({ adminBase: ADMIN_API_BASE_URL, generalBase: API_BASE_URL, consoleAfter: appWanted }),
    )
    .catch((failure: unknown) => {
      console.error('The mock backend could not start', failure instanceof Error ? failure.message : failure);
    });
  holdRequestsUntil(mocks);
}
