import { HttpResponse } from 'msw';
import { adminChangeRefusal, refusalStatus, type AdminChange } from '@/api/permissions';
import type { EmailAvailability } from '@/api/users';
import { removeAdminAvatar, uploadAdminAvatar } from './admin-avatar';
import { toAdminUser } from './admin-view';
import { deactivateAdmin, findAdminByEmail, findAdminById, unlockAdmin, updateAdmin } from '../auth/auth-model';
import { newAdminRecord } from './admin-record';
import { db, type AdminRecord } from '../../core/db';
import {
  badRequest,
  errorResponse,
  parseBody,
  validationError,
  zodFieldErrors,
  jsonResponse,
  type ResolverOptions,
  type Resolvers,
} from '../../core/http';
import { createRouteGuards, type AuthContext } from '../auth/route-guards';
import { nowIso } from '../../core/mock-config';
import {
  adminCreateSchema,
  adminUpdateSchema,
  emailCheckSchema,
  newPasswordField,
  userBulkRequestSchema,
} from '@/api/requests/users';
import { changeAdmins, undoUserBulk } from './user-bulk';
import { revokeAdminSessions } from '../auth/sessions';
import { listAdmins, parseUserListQuery } from './user-query';

const EMAIL_TAKEN_MESSAGE = 'An admin with this e-mail already exists';

/**
 * Handlers for `createUsersApi`: every endpoint needs a full-access token and its permission
 * (checked before any handler runs); changes to an admin also follow the rules on the target
 * (`adminChangeRefusal` in src/api/permissions.ts), checked before anything is written.
 */
export function createUsersHandlers({ base, latencyMs }: ResolverOptions) {
  const route = (path = '') => `${base}/users${path}`;
  const { authed, withTarget } = createRouteGuards({
    latencyMs,
    findTarget: findAdminById,
    notFoundMessage: 'Admin not found',
  });

  return {
    'GET /users': authed(({ request }) => {
      const parsed = parseUserListQuery(new URL(request.url).searchParams);
      if (!parsed.ok) return badRequest(parsed.errors);
      return jsonResponse(listAdmins(db.admins.all(), parsed.criteria));
    }),

    // Before `/users/:id`, which would otherwise take `check-email` for an id.
    'GET /users/check-email': authed(({ request }) => {
      const params = new URL(request.url).searchParams;
      const repeated = ['email', 'excludeId'].filter((name) => params.getAll(name).length > 1);
      if (repeated.length > 0)
        return badRequest(repeated.map((field) => ({ field, message: `${field} may be given only once` })));
      const parsed = emailCheckSchema().safeParse({
        email: params.get('email') ?? undefined,
        excludeId: params.get('excludeId') ?? undefined,
      });
      if (!parsed.success) return badRequest(zodFieldErrors(parsed.error));
      const owner = findAdminByEmail(parsed.data.email);
      const body: EmailAvailability = {
        email: parsed.data.email,
        available: !owner || owner.id === parsed.data.excludeId,
      };
      return jsonResponse(body);
    }),

    'POST /users': authed(async ({ request, auth }) => {
      const parsed = await parseBody(request, adminCreateSchema());
      if (!parsed.ok) return parsed.response;
      const { password, ...fields } = parsed.data;
      const refused = refusalOf(auth, { kind: 'create', role: fields.role }, null);
      if (refused) return refused;
      if (findAdminByEmail(fields.email)) return emailTaken();
      const at = nowIso();
      // New admins enrol in two-factor authentication at their first sign-in.
      const created = await db.admins.create(
        newAdminRecord({ ...fields, id: crypto.randomUUID(), password, createdAt: at, requires2FASetup: true }),
      );
      return jsonResponse(toAdminUser(created), { status: 201, headers: { Location: route(`/${created.id}`) } });
    }),

    'POST /users/bulk': authed(async ({ request, auth }) => {
      const parsed = await parseBody(request, userBulkRequestSchema());
      if (!parsed.ok) return parsed.response;
      const outcome = await changeAdmins(parsed.data, auth.admin);
      return 'errors' in outcome ? validationError(outcome.errors) : jsonResponse(outcome.result);
    }),

    'POST /users/bulk/:id/undo': authed(({ params, auth }) => undoUserBulk(String(params.id), auth.admin)),

    'GET /users/:id': withTarget((_, target) => jsonResponse(toAdminUser(target))),

    'PUT /users/:id': withTarget(async ({ request, auth }, target) => {
      const parsed = await parseBody(request, adminUpdateSchema());
      if (!parsed.ok) return parsed.response;
      const { fullName, email, role, active } = parsed.data;
      const refused = refusalOf(auth, { kind: 'update', role, active }, target);
      if (refused) return refused;
      const owner = findAdminByEmail(email);
      if (owner && owner.id !== target.id) return emailTaken();
      const updated = await updateAdmin(target.id, (row) => {
        Object.assign(row, { fullName, email, role, active, updatedAt: nowIso() });
      });
      if (!active) await revokeAdminSessions(target.id);
      return jsonResponse(toAdminUser(updated ?? target));
    }),

    'DELETE /users/:id': withTarget(async ({ auth }, target) => {
      const refused = refusalOf(auth, { kind: 'deactivate' }, target);
      if (refused) return refused;
      await deactivateAdmin(target.id);
      return new HttpResponse(null, { status: 204 });
    }),

    'POST /users/:id/unlock': withTarget(async ({ auth }, target) => {
      const refused = refusalOf(auth, { kind: 'unlock' }, target);
      if (refused) return refused;
      const unlocked = await unlockAdmin(target.id);
      return jsonResponse(toAdminUser(unlocked ?? target));
    }),

    'POST /users/:id/reset-password': withTarget(async ({ request, auth }, target) => {
      const refused = refusalOf(auth, { kind: 'reset-password' }, target);
      if (refused) return refused;
      const values = new URL(request.url).searchParams.getAll('newPassword');
      if (values.length > 1)
        return badRequest([{ field: 'newPassword', message: 'newPassword may be given only once' }]);
      if (!values[0]) return validationError([{ field: 'newPassword', message: 'New password is required' }]);
      const checked = newPasswordField().safeParse(values[0]);
      if (!checked.success) {
        return validationError([
          { field: 'newPassword', message: checked.error.issues[0]?.message ?? 'Invalid password' },
        ]);
      }
      await updateAdmin(target.id, (row) => {
        row.password = checked.data;
        row.updatedAt = nowIso();
      });
      await revokeAdminSessions(target.id);
      return new HttpResponse(null, { status: 204 });
    }),

    'POST /users/:id/avatar': withTarget(
      ({ request, auth }, target) => refusalOf(auth, { kind: 'avatar' }, target) ?? uploadAdminAvatar(request, target),
    ),

    'DELETE /users/:id/avatar': withTarget(
      ({ auth }, target) => refusalOf(auth, { kind: 'avatar' }, target) ?? removeAdminAvatar(target),
    ),
  } satisfies Resolvers;
}

function emailTaken(): Response {
  return errorResponse(409, 'Conflict', EMAIL_TAKEN_MESSAGE, {
    code: 'EMAIL_TAKEN',
    errors: [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }],
  });
}

/** The answer refusing `change` to `target`, or null when the caller may make it. */
function refusalOf(auth: AuthContext, change: AdminChange, target: AdminRecord | null): Response | null {
  const activeSuperAdmins = db.admins.all().filter((admin) => admin.role === 'SUPER_ADMIN' && admin.active).length;
  const refused = adminChangeRefusal({ id: auth.admin.id, role: auth.admin.role }, change, target, activeSuperAdmins);
  if (!refused) return null;
  const status = refusalStatus(refused.code);
  return errorResponse(status, status === 409 ? 'Conflict' : 'Forbidden', refused.message, { code: refused.code });
}
