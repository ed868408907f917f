import { HttpResponse } from 'msw';
import { validatePassword } from '@/lib/password-policy';
import { removeAdminAvatar, uploadAdminAvatar } from '../users/admin-avatar';
import { toAdminUser } from '../users/admin-view';
import { findAdminByEmail, updateAdmin } from './auth-model';
import type { AdminRecord } from '../../core/db';
import {
  errorResponse,
  parseBody,
  validationError,
  jsonResponse,
  type ResolverOptions,
  type Resolvers,
} from '../../core/http';
import { createAuthed } from './route-guards';
import { nowIso } from '../../core/mock-config';
import { passwordChangeSchema, profileUpdateSchema, themeUpdateSchema } from '@/api/requests/auth';
import { languageUpdateSchema } from '@/api/endpoints/auth';
import { revokeAdminSessions } from './sessions';

/** The signed-in admin's own record: profile, password, avatar, theme and language. */
export function createProfileHandlers({ latencyMs }: ResolverOptions) {
  const userJson = (record: AdminRecord | undefined, fallback: AdminRecord) =>
    jsonResponse(toAdminUser(record ?? fallback));
  const authed = createAuthed(latencyMs);
  return {
    'GET /auth/me': authed(({ auth }) => jsonResponse(toAdminUser(auth.admin))),

    'PUT /auth/me': authed(async ({ request, auth }) => {
      const parsed = await parseBody(request, profileUpdateSchema());
      if (!parsed.ok) return parsed.response;
      const { fullName, email } = parsed.data;
      const owner = findAdminByEmail(email);
      if (owner && owner.id !== auth.admin.id) {
        const message = 'Email is already in use';
        return errorResponse(409, 'Conflict', message, {
          code: 'EMAIL_TAKEN',
          errors: [{ field: 'email', message }],
        });
      }
      const updated = await updateAdmin(auth.admin.id, (row) => {
        row.fullName = fullName;
        row.email = email;
        row.updatedAt = nowIso();
      });
      return userJson(updated, auth.admin);
    }),

    'POST /auth/change-password': authed(async ({ request, auth }) => {
      const parsed = await parseBody(request, passwordChangeSchema());
      if (!parsed.ok) return parsed.response;
      const { currentPassword, newPassword } = parsed.data;
      if (currentPassword !== auth.admin.password) {
        return validationError([{ field: 'currentPassword', message: 'Current password is incorrect' }]);
      }
      const policyError =
        validatePassword(newPassword) ??
        (newPassword === currentPassword ? 'New password must be different from the current password' : null);
      if (policyError) return validationError([{ field: 'newPassword', message: policyError }]);
      await updateAdmin(auth.admin.id, (row) => {
        row.password = newPassword;
        row.updatedAt = nowIso();
      });
      await revokeAdminSessions(auth.admin.id, auth.session.familyId);
      return new HttpResponse(null, { status: 204 });
    }),

    'POST /auth/me/avatar': authed(({ request, auth }) => uploadAdminAvatar(request, auth.admin)),

    'DELETE /auth/me/avatar': authed(({ auth }) => removeAdminAvatar(auth.admin)),

    'PATCH /auth/me/theme': authed(async ({ request, auth }) => {
      const parsed = await parseBody(request, themeUpdateSchema());
      if (!parsed.ok) return parsed.response;
      const updated = await updateAdmin(auth.admin.id, (row) => {
        row.themePreference = parsed.data.themePreference;
        row.updatedAt = nowIso();
      });
      return userJson(updated, auth.admin);
    }),

    'PATCH /auth/me/language': authed(async ({ request, auth }) => {
      const parsed = await parseBody(request, languageUpdateSchema());
      if (!parsed.ok) return parsed.response;
      const updated = await updateAdmin(auth.admin.id, (row) => {
        row.language = parsed.data.language;
        row.updatedAt = nowIso();
      });
      return userJson(updated, auth.admin);
    }),
  } satisfies Resolvers;
}
