import { RouterProvider } from 'react-router';
import { errorToasts } from '@/api/error-catalogue';
import { notify } from '@/components/ui/notify';
import { PATHS } from '@/config/paths';
import { loginPathFor } from '@/lib/navigation-rules';
import { registerUiHooks } from '@/state/api-hooks';
import { Providers } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

function currentAppPath(): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

registerUiHooks({
  notifyError: (error, config) => errorToasts(error, config?.errorMessage).forEach(notify),
  toLogin: () => {
    const here = currentAppPath();
    void router.navigate(here.startsWith(PATHS.login) ? PATHS.login : loginPathFor(here), { replace: true });
  },
  toTwoFactorSetup: () => void router.navigate(PATHS.twoFactorSetup, { replace: true }),
});

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
