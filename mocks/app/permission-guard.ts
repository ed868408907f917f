import type { HttpHandler } from 'msw';
import { ENDPOINTS, type EndpointKey } from '@/api/endpoints';
import { can, REFUSAL_MESSAGES, type Permission } from '@/api/permissions';
import { errorResponse } from '../core/http';
import { requireAuth } from '../resources/auth/route-guards';
import { routeKeyOf } from '../core/route-key';
import { wrapHandler } from '../core/wrap-handler';

/** The permission a route needs (its declaration's `access`), or null for public and setup routes. */
export function permissionOf(key: string | null): Permission | null {
  const access = key !== null && Object.hasOwn(ENDPOINTS, key) ? ENDPOINTS[key as EndpointKey].access : undefined;
  return access === undefined || access === 'public' || access === 'setup' ? null : access;
}

/**
 * Refuses a signed-in caller whose role lacks the route's permission, before the handler runs:
 * 403 `ROLE_FORBIDDEN`, as a real server answers. A request without a valid full-access token goes
 * on to the handler, which answers its 401 (or '2FA setup required') as before.
 */
export function withPermissions(handlers: HttpHandler[], bases: readonly string[]): HttpHandler[] {
  return handlers.map((handler) => {
    const permission = permissionOf(bases.map((base) => routeKeyOf(handler, base)).find((key) => key !== null) ?? null);
    if (!permission) return handler;
    return wrapHandler(handler, async ({ request, answer }) => {
      const auth = requireAuth(request);
      if (!(auth instanceof Response) && !can(auth.admin.role, permission)) {
        return errorResponse(403, 'Forbidden', REFUSAL_MESSAGES.ROLE_FORBIDDEN, { code: 'ROLE_FORBIDDEN' });
      }
      return answer();
    });
  });
}
