import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import { adminChangeRefusal, type AdminActor } from '@/api/permissions';
import { refusalText, type ToastSpec } from '@/api/error-catalogue';
import type { AdminUser } from '@/api/types';
import type { UsersApi } from '@/api/users';
import { PATHS } from '@/config/paths';
import { toFormFailure, type FormFailure } from '@/lib/form-failure';
import { t } from '@/lib/i18n';
import { userFormSchema, type UserFormMode } from './user-form-schema';

export interface UserFormRouteDeps {
  api: Pick<UsersApi, 'get' | 'create' | 'update'>;
  notify: (toast: ToastSpec) => void;
}

const SUCCESS_MS = 3000;

/** The toasts of a successful save. */
const USER_FORM_TOASTS = {
  created: (user: Pick<AdminUser, 'fullName'>): ToastSpec => ({
    type: 'success',
    title: t('users.toast.createdTitle'),
    description: t('users.toast.createdDescription', { name: user.fullName }),
    duration: SUCCESS_MS,
  }),
  updated: (user: Pick<AdminUser, 'fullName'>): ToastSpec => ({
    type: 'success',
    title: t('users.toast.updatedTitle'),
    description: t('users.toast.updatedDescription', { name: user.fullName }),
    duration: SUCCESS_MS,
  }),
};

/** A failure for the form, with a status the router reads as "do not revalidate". */
function failed(failure: FormFailure) {
  return data(failure, { status: failure.status >= 400 ? failure.status : 500 });
}

async function readValues(request: Request, mode: UserFormMode) {
  const parsed = userFormSchema(mode).safeParse(await request.json().catch(() => null));
  if (parsed.success) return { values: parsed.data };
  const fieldErrors = parsed.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? ''),
    message: issue.message,
  }));
  return { failure: { status: 400, message: t('users.form.checkInput'), code: null, fieldErrors } };
}

/** POST /users; on success a toast and back to the list, else the failure for the form. */
export function createUserCreateAction({ api, notify }: UserFormRouteDeps) {
  return async ({ request }: Pick<ActionFunctionArgs, 'request'>) => {
    const read = await readValues(request, 'create');
    if (!read.values) return failed(read.failure);
    try {
      const user = await api.create(read.values);
      notify(USER_FORM_TOASTS.created(user));
      return redirect(PATHS.users);
    } catch (failure) {
      return failed(toFormFailure(toApiError(failure)));
    }
  };
}

/**
 * GET /users/{id}; an unknown admin is `user: null` (a not-found state), not an error page. An admin
 * the signed-in role may not change (a super admin, for an ADMIN) is a 403 page with the reason.
 */
export function createUserEditLoader({
  api,
  actor,
}: Pick<UserFormRouteDeps, 'api'> & { actor: () => AdminActor | null }) {
  return async ({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<{ user: AdminUser | null }> => {
    const id = params.id ?? '';
    let user: AdminUser;
    try {
      user = await api.get(id);
    } catch (failure) {
      const error = toApiError(failure);
      if (error.status === 404) return { user: null };
      throw error;
    }
    const signedIn = actor();
    const refused =
      signedIn &&
      adminChangeRefusal(
        signedIn,
        { kind: 'update', role: user.role, active: user.active },
        user,
        Number.POSITIVE_INFINITY,
      );
    if (refused) throw data({ message: refusalText(refused.code) }, { status: 403 });
    return { user };
  };
}

/** PUT /users/{id}; on success a toast and back to the list, else the failure for the form. */
export function createUserEditAction({ api, notify }: UserFormRouteDeps) {
  return async ({ request, params }: Pick<ActionFunctionArgs, 'request' | 'params'>) => {
    const read = await readValues(request, 'edit');
    if (!read.values) return failed(read.failure);
    const { fullName, email, role, active } = read.values;
    try {
      const user = await api.update(params.id ?? '', { fullName, email, role, active });
      notify(USER_FORM_TOASTS.updated(user));
      return redirect(PATHS.users);
    } catch (failure) {
      return failed(toFormFailure(toApiError(failure)));
    }
  };
}
