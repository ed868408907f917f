import { HttpResponse } from 'msw';
import { LOGIN_ERROR_CODES } from '@/api/auth';
import type { RefreshResponse, TwoFactorSetupResponse } from '@/api/auth';
import {
  expiresInOf,
  findAdminById,
  isLocked,
  login,
  LOGIN_MESSAGES,
  toLoginResponse,
  updateAdmin,
} from './auth-model';
import {
  errorResponse,
  guarded,
  parseBody,
  unauthorized,
  validationError,
  jsonResponse,
  type ResolverOptions,
  type Resolvers,
} from '../../core/http';
import { createAuthed } from './route-guards';
import { clientKeyOf, consumeLoginAttempt } from './login-rate-limit';
import { nowIso } from '../../core/mock-config';
import { loginRequestSchema, refreshTokenSchema, totpVerifySchema } from '@/api/requests/auth';
import {
  findSessionByRefreshToken,
  revokeAdminSessions,
  revokeFamily,
  rotateRefreshToken,
  startSession,
} from './sessions';
import { createTotpSecret, TOTP_ISSUER, totpUri, verifyTotpCode } from './totp';
import { createProfileHandlers } from './auth-profile-handlers';
import { emailTried, recordFailedSignIn, type FailedSignIn } from '../audit/sign-in-failures';

/** Handlers for `createAuthApi`: sign-in, tokens, two-factor enrolment, and the own profile. */
export function createAuthHandlers(options: ResolverOptions) {
  const { latencyMs } = options;
  const authed = createAuthed(latencyMs);
  const setupAuthed = createAuthed(latencyMs, { allowSetupOnly: true });
  return {
    'POST /auth/login': guarded(async ({ request }) => {
      const clientAddress = clientKeyOf(request);
      const attempt = consumeLoginAttempt(clientAddress);
      if (!attempt.allowed) {
        await recordQuietly({
          email: await emailTried(request),
          reason: 'rate-limited',
          clientAddress,
          admin: null,
          lockedNow: false,
        });
        const response = errorResponse(429, 'Too Many Requests', LOGIN_MESSAGES.rateLimited, {
          code: LOGIN_ERROR_CODES.rateLimited,
        });
        response.headers.set('Retry-After', String(attempt.retryAfterSeconds));
        return response;
      }
      const parsed = await parseBody(request, loginRequestSchema());
      if (!parsed.ok) return parsed.response;
      const outcome = await login({ ...parsed.data, totpCode: parsed.data.totpCode ?? undefined });
      if (!outcome.ok) {
        const { reason, admin, lockedNow } = outcome;
        await recordQuietly({ email: parsed.data.email, reason, clientAddress, admin, lockedNow });
        return unauthorized(outcome.failure.message, outcome.failure.code);
      }
      return jsonResponse(outcome.response);
    }, latencyMs),

    'POST /auth/refresh': guarded(async ({ request }) => {
      const parsed = await parseBody(request, refreshTokenSchema());
      if (!parsed.ok) return parsed.response;
      const outcome = await rotateRefreshToken(parsed.data.refreshToken);
      if (!outcome.ok) {
        return outcome.reason === 'reused'
          ? unauthorized('Refresh token was already used; this sign-in has been revoked', 'REFRESH_TOKEN_REUSED')
          : unauthorized('Invalid or revoked refresh token', 'REFRESH_TOKEN_INVALID');
      }
      const admin = findAdminById(outcome.session.adminId);
      if (!admin || !admin.active || isLocked(admin)) {
        await revokeFamily(outcome.session.familyId);
        return unauthorized('Invalid or revoked refresh token', 'REFRESH_TOKEN_INVALID');
      }
      const body: RefreshResponse = {
        accessToken: outcome.session.accessToken,
        refreshToken: outcome.session.refreshToken,
        expiresIn: expiresInOf(outcome.session),
      };
      return jsonResponse(body);
    }, latencyMs),

    'POST /auth/logout': guarded(async ({ request }) => {
      const parsed = await parseBody(request, refreshTokenSchema());
      if (!parsed.ok) return parsed.response;
      const session = findSessionByRefreshToken(parsed.data.refreshToken);
      if (session) await revokeFamily(session.familyId);
      return new HttpResponse(null, { status: 204 });
    }, latencyMs),

    'POST /auth/logout-all': authed(async ({ auth }) => {
      await revokeAdminSessions(auth.admin.id);
      return new HttpResponse(null, { status: 204 });
    }),

    'POST /auth/2fa/setup': setupAuthed(async ({ auth }) => {
      if (auth.admin.twoFactorEnabled) return alreadyEnabled();
      // An enrolment already started keeps its secret: a reload of the setup screen shows the code
      // the admin may have scanned already (a new one each time made that scan fail, unexplained).
      const secret = auth.admin.pendingTotpSecret ?? createTotpSecret();
      if (secret !== auth.admin.pendingTotpSecret) {
        await updateAdmin(auth.admin.id, (row) => {
          row.pendingTotpSecret = secret;
        });
      }
      const body: TwoFactorSetupResponse = {
        secret,
        otpauthUri: totpUri(secret, auth.admin.email),
        issuer: TOTP_ISSUER,
        accountName: auth.admin.email,
      };
      return jsonResponse(body);
    }),

    'POST /auth/2fa/verify': setupAuthed(async ({ request, auth }) => {
      const parsed = await parseBody(request, totpVerifySchema());
      if (!parsed.ok) return parsed.response;
      const { admin, session } = auth;
      if (admin.twoFactorEnabled) return alreadyEnabled();
      if (!admin.pendingTotpSecret) {
        return errorResponse(409, 'Conflict', 'Start two-factor setup before verifying a code.', {
          code: 'TWO_FACTOR_SETUP_NOT_STARTED',
        });
      }
      if (!(await verifyTotpCode(admin.id, admin.pendingTotpSecret, parsed.data.code.trim()))) {
        return validationError([{ field: 'code', message: 'Invalid or expired code' }]);
      }
      const enrolled = await updateAdmin(admin.id, (row) => {
        row.totpSecret = row.pendingTotpSecret;
        row.pendingTotpSecret = null;
        row.twoFactorEnabled = true;
        row.requires2FASetup = false;
        row.updatedAt = nowIso();
      });
      if (session.setupOnly) await revokeFamily(session.familyId);
      const full = await startSession(admin.id, false);
      return jsonResponse(toLoginResponse(enrolled ?? admin, full));
    }),

    ...createProfileHandlers(options),
  } satisfies Resolvers;
}

/** A failed sign-in on the record; the answer is the same whether or not that worked. */
async function recordQuietly(failed: FailedSignIn): Promise<void> {
  try {
    await recordFailedSignIn(failed);
  } catch (error) {
    console.warn(`[mock] failed sign-in not recorded (${error instanceof Error ? error.name : typeof error})`);
  }
}

function alreadyEnabled(): Response {
  return errorResponse(409, 'Conflict', 'Two-factor authentication is already enabled.', {
    code: 'TWO_FACTOR_ALREADY_ENABLED',
  });
}
