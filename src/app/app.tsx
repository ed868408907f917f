import { RouterProvider } from 'react-router';
import { errorToasts } from '@/api/error-catalogue';
import { notify } from '@/components/ui/notify';
import { PATHS } from '@/config/paths';
import { loginPathFor } from '@/lib/navigation-rules';
import { sessionAtom } from '@/state/session';
import { store } from '@/state/store';
import { registerUiHooks } from '@/state/api-hooks';
import { useMessageLanguage } from '@/state/locale';
import { Providers } from './providers';
import { paletteScreensAtom } from '@/features/command-palette/palette-model';
import { createAppRouter, openableScreens } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;
let router: AppRouter | undefined;
/**
 * The router, made on first use. start-app.tsx asks for it a task after React's modules have run:
 * making it starts the first navigation, ~50 ms of a first visit's main thread that would otherwise
 * lengthen that long task.
 */
function appRouter(): AppRouter {
  return (router ??= createAppRouter());
}
// The command palette lists the route table's screens (it is a feature, so it cannot read the table itself).
store.set(paletteScreensAtom, openableScreens());

function currentAppPath(): string {
  const { pathname, search, hash } = appRouter().state.location;
  return `${pathname}${search}${hash}`;
}

registerUiHooks({
  notifyError: (error, config) => errorToasts(error, config?.errorMessage).forEach(notify),
  toLogin: () => {
    const here = currentAppPath();
    void appRouter().navigate(here.startsWith(PATHS.login) ? PATHS.login : loginPathFor(here), { replace: true });
  },
  toTwoFactorSetup: () => void appRouter().navigate(PATHS.twoFactorSetup, { replace: true }),
  revalidate: () => void appRouter().revalidate(),
});

// Token renewal lives with the API clients, which the sign-in page loads only when it submits: start
// it once there is a session (at start, or after signing in), and it follows the session from then on.
function startRenewalOnceSignedIn(): void {
  if (!store.get(sessionAtom)) return;
  stopWatching();
  void import('@/state/api').then(({ startTokenRenewal }) => startTokenRenewal());
}
const stopWatching = store.sub(sessionAtom, startRenewalOnceSignedIn);
startRenewalOnceSignedIn();

/**
 * Makes the router if it is not yet made, and resolves once the first route's code and data are in
 * (or its error is), so it can render at once.
 */
export function whenRouterReady(): Promise<void> {
  const router = appRouter();
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function App() {
  // A switch of language draws every screen again (keyed on it): the texts come from t() as they render.
  const language = useMessageLanguage();
  return (
    <Providers>
      <RouterProvider key={language} router={appRouter()} />
    </Providers>
  );
}
