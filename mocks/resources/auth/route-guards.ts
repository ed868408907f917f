import type { AdminRecord, SessionRecord } from '../../core/db';
import { errorResponse, guarded, unauthorized, type HandlerInfo } from '../../core/http';
import { findAdminById, isLocked } from './auth-model';
import { findSessionByAccessToken } from './sessions';

export interface AuthContext {
  admin: AdminRecord;
  session: SessionRecord;
}

const SETUP_REQUIRED_ERROR = '2FA setup required';

/**
 * The signed-in admin behind the bearer token, or the error response to send. A setup-only token
 * opens only the endpoints that finish two-factor setup.
 */
export function requireAuth(request: Request, options: { allowSetupOnly?: boolean } = {}): AuthContext | Response {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  if (!match?.[1]) return unauthorized('Authentication required', 'UNAUTHENTICATED');
  const found = findSessionByAccessToken(match[1]);
  if ('reason' in found) {
    return found.reason === 'expired'
      ? unauthorized('Access token expired', 'TOKEN_EXPIRED')
      : unauthorized('Invalid or revoked access token', 'TOKEN_INVALID');
  }
  const admin = findAdminById(found.session.adminId);
  if (!admin || !admin.active || isLocked(admin))
    return unauthorized('Invalid or revoked access token', 'TOKEN_INVALID');
  if (found.session.setupOnly && !options.allowSetupOnly) {
    return errorResponse(
      403,
      SETUP_REQUIRED_ERROR,
      'Two-factor authentication setup is required before using this endpoint.',
    );
  }
  return { admin, session: found.session };
}

/** What a resolver behind `authed` gets: the request, its path parameters and the signed-in admin. */
export interface AuthedInfo extends HandlerInfo {
  auth: AuthContext;
}

/**
 * `authed` alone, for handlers without a `:id` target: runs a resolver under the db's lock (`guarded`)
 * behind a full-access token (`requireAuth`). With `allowSetupOnly`, a setup-only token passes too
 * (only the endpoints that finish two-factor setup use it).
 */
export function createAuthed(latencyMs = 0, options: { allowSetupOnly?: boolean } = {}) {
  return (resolver: (info: AuthedInfo) => Response | Promise<Response>) =>
    guarded((info) => {
      const auth = requireAuth(info.request, options);
      // Named, not spread: spreading msw's resolver info reads its lazy `finalize` getter, which
      // then sets up an abort listener per request.
      return auth instanceof Response ? auth : resolver({ request: info.request, params: info.params, auth });
    }, latencyMs);
}

export interface RouteGuardOptions<Target> {
  latencyMs?: number;
  /** The record a `:id` path parameter names, if any. */
  findTarget: (id: string) => Target | undefined;
  /** The 404 message when it names none ("Wine not found"). */
  notFoundMessage: string;
}

/**
 * The prelude every resource handler repeats: `authed` runs a resolver under the db's lock (`guarded`)
 * behind a full-access token (`requireAuth`); `withTarget` also resolves the `:id` parameter,
 * answering 404 when it names nothing.
 */
export function createRouteGuards<Target>({ latencyMs = 0, findTarget, notFoundMessage }: RouteGuardOptions<Target>) {
  const authed = createAuthed(latencyMs);
  const withTarget = (resolver: (info: AuthedInfo, target: Target) => Response | Promise<Response>) =>
    authed((info) => {
      const id = info.params.id;
      const target = typeof id === 'string' ? findTarget(id) : undefined;
      return target ? resolver(info, target) : errorResponse(404, 'Not Found', notFoundMessage);
    });
  return { authed, withTarget };
}
