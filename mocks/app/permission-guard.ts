import type { Access } from '@/api/endpoints/define';
import { can, REFUSAL_MESSAGES } from '@/api/permissions';
import { errorResponse, type MockResolver } from '../core/http';
import { requireAuth } from '../resources/auth/route-guards';

/**
 * The resolver behind its endpoint's permission (the declaration's `access`): a signed-in caller
 * whose role lacks it gets 403 `ROLE_FORBIDDEN` before the resolver runs, as a real server answers.
 * A request without a valid full-access token goes on to the resolver, which answers its 401 (or
 * '2FA setup required') as before. Public and setup endpoints have no permission to check.
 */
export function withPermission(access: Access, resolver: MockResolver): MockResolver {
  if (access === 'public' || access === 'setup') return resolver;
  return (info) => {
    const auth = requireAuth(info.request);
    if (!(auth instanceof Response) && !can(auth.admin.role, access)) {
      return errorResponse(403, 'Forbidden', REFUSAL_MESSAGES.ROLE_FORBIDDEN, { code: 'ROLE_FORBIDDEN' });
    }
    return resolver(info);
  };
}
