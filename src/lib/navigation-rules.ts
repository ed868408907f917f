import { PATHS } from '@/config/paths';

export type RouteAccess = 'public' | 'login' | 'two-factor-setup' | 'protected';
/** Where the session stands: signed out, holding a setup-only token, or with full access. */
export type AuthStatus = 'signed-out' | 'pending-2fa' | 'full';

export const REDIRECT_PARAM = 'redirect';

export function loginPathFor(target: string): string {
  return `${PATHS.login}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/**
 * The navigation rules (docs/product-spec.md#2-screens-and-routes), as one decision: where a navigation to `target` (path, query and
 * hash) must go instead, or null to let it through.
 */
export function resolveNavigation(access: RouteAccess, status: AuthStatus, target: string): string | null {
  if (status === 'pending-2fa') return access === 'two-factor-setup' ? null : PATHS.twoFactorSetup;
  switch (access) {
    case 'protected':
      return status === 'signed-out' ? loginPathFor(target) : null;
    case 'login':
      return status === 'full' ? PATHS.dashboard : null;
    case 'two-factor-setup':
      return PATHS.login;
    case 'public':
      return null;
  }
}
