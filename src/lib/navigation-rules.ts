export type RouteAccess = 'public' | 'login' | 'two-factor-setup' | 'protected';
export type NavigationAuthStatus = 'signed-out' | 'pending-2fa' | 'full';

export const LOGIN_PATH = '/login';
export const TWO_FACTOR_SETUP_PATH = '/2fa-setup';
export const HOME_PATH = '/dashboard';
export const REDIRECT_PARAM = 'redirect';

export function loginPathFor(target: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/**
 * The navigation rules (docs/product-spec.md#2-screens-and-routes), as one decision: where a navigation to `target` (path, query and
 * hash) must go instead, or null to let it through.
 */
export function resolveNavigation(access: RouteAccess, status: NavigationAuthStatus, target: string): string | null {
  if (status === 'pending-2fa') return access === 'two-factor-setup' ? null : TWO_FACTOR_SETUP_PATH;
  switch (access) {
    case 'protected':
      return status === 'signed-out' ? loginPathFor(target) : null;
    case 'login':
      return status === 'full' ? HOME_PATH : null;
    case 'two-factor-setup':
      return LOGIN_PATH;
    case 'public':
      return null;
  }
}
