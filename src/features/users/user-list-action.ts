import type { ActionFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import type { BulkResult } from '@/api/bulk';
import { shownApiFailure, TOAST_DURATIONS, type ToastSpec } from '@/api/error-catalogue';
import { ADMIN_ROLES } from '@/api/types';
import {
  USER_BULK_ACTIONS,
  type UserBulkAction,
  type UserBulkFilter,
  type UserBulkRequest,
  type UsersApi,
} from '@/api/users';
import {
  bulkSelection,
  performBulk,
  readBulkForm,
  type BulkActionKind,
  type RunBulkDeps,
} from '@/components/data-list/bulk-action';
import { formatRole } from '@/lib/format-role';
import { t } from '@/lib/i18n';
import { genderOf } from '@/lib/describe-range';
import { validatePassword } from '@/lib/password-policy';

const USER_ROW_INTENTS = ['deactivate', 'unlock', 'reset-password'] as const;
export type UserRowIntent = (typeof USER_ROW_INTENTS)[number];

/** The form fields a row action submits. */
export const USER_ACTION_FIELDS = { intent: 'intent', id: 'id', name: 'name', newPassword: 'newPassword' } as const;

export type UserListActionResult =
  | { ok: true; intent: UserRowIntent }
  | { ok: true; intent: 'bulk'; bulk: BulkResult }
  | { ok: false; intent: UserRowIntent | 'bulk' | null; fieldErrors: { newPassword?: string } };

export interface UserListActionDeps extends RunBulkDeps {
  api: Pick<UsersApi, 'deactivate' | 'unlock' | 'resetPassword' | 'bulk' | 'undoBulk'>;
  notify: (toast: ToastSpec) => void;
  /** The signed-in admin, who may not deactivate themselves. */
  currentUserId: () => string | null;
}

/** The list's noun, singular and plural, in the language shown. */
const admins = () => ({
  one: t('users.list.nounOne'),
  many: t('users.list.nounMany'),
  gender: genderOf(t('users.list.nounGender')),
});

/** The users list's bulk actions: the request each sends and how each speaks of what it did. */
const USER_BULK: BulkActionKind<UserBulkAction, UserBulkRequest> = {
  actions: USER_BULK_ACTIONS,
  request(form, action) {
    const selection = bulkSelection<UserBulkFilter>(form);
    if (action !== 'SET_ROLE') return { action, ...selection };
    const role = ADMIN_ROLES.find((r) => r === form.value);
    return role ? { action, role, ...selection } : null;
  },
  words(action, request) {
    switch (action) {
      case 'DEACTIVATE':
        return {
          noun: admins(),
          title: t('users.bulk.deactivatedTitle'),
          done: (count) => t('users.bulk.deactivatedDone', { count }),
        };
      case 'UNLOCK':
        return {
          noun: admins(),
          title: t('users.bulk.unlockedTitle'),
          done: (count) => t('users.bulk.unlockedDone', { count }),
        };
      case 'SET_ROLE':
        return {
          noun: admins(),
          title: t('users.bulk.roleChangedTitle'),
          done: (count) =>
            t('users.bulk.roleChangedDone', { count, role: 'role' in request ? formatRole(request.role) : '' }),
        };
    }
  },
};

const success = (title: string, description: string): ToastSpec => ({
  type: 'success',
  title,
  description,
  duration: TOAST_DURATIONS.success,
});

function text(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
}

/**
 * The users list action: a bulk action (`readBulkForm`), or a row action (deactivate, unlock, reset password) submitted by
 * fetchers with an `intent` field. Success shows a toast and the router revalidates the list;
 * failures were already toasted by the API client, and a rejected password comes back as a
 * field error for the reset dialog.
 */
export function createUserListAction(deps: UserListActionDeps) {
  const { api, notify, currentUserId } = deps;
  return async function action({ request }: ActionFunctionArgs): Promise<UserListActionResult> {
    const form = await request.formData();
    const bulkForm = readBulkForm(form);
    if (bulkForm) {
      const result = await performBulk(bulkForm, USER_BULK, api, deps);
      return result ? { ok: true, intent: 'bulk', bulk: result } : { ok: false, intent: 'bulk', fieldErrors: {} };
    }
    const intent = USER_ROW_INTENTS.find((i) => i === text(form, USER_ACTION_FIELDS.intent)) ?? null;
    const id = text(form, USER_ACTION_FIELDS.id);
    const name = text(form, USER_ACTION_FIELDS.name).trim();
    if (!intent || !id) return { ok: false, intent, fieldErrors: {} };

    if (intent === 'reset-password') {
      const newPassword = text(form, USER_ACTION_FIELDS.newPassword);
      const problem = validatePassword(newPassword);
      if (problem) return { ok: false, intent, fieldErrors: { newPassword: problem } };
      try {
        await api.resetPassword(id, newPassword);
      } catch (failure) {
        const error = shownApiFailure(toApiError(failure));
        const field = error.fieldErrors.find((e) => e.field === 'newPassword') ?? error.fieldErrors[0];
        return { ok: false, intent, fieldErrors: field ? { newPassword: field.message } : {} };
      }
      notify(
        success(
          t('users.toast.passwordResetTitle'),
          name ? t('users.toast.passwordResetDescription', { name }) : t('users.toast.passwordResetDescriptionUnnamed'),
        ),
      );
      return { ok: true, intent };
    }

    if (intent === 'deactivate' && id === currentUserId()) {
      notify({
        type: 'warning',
        title: t('users.toast.notAllowedTitle'),
        description: t('users.form.selfDeactivation'),
        duration: TOAST_DURATIONS.warning,
      });
      return { ok: false, intent, fieldErrors: {} };
    }
    try {
      if (intent === 'deactivate') await api.deactivate(id);
      else await api.unlock(id);
    } catch {
      return { ok: false, intent, fieldErrors: {} };
    }
    if (intent === 'deactivate')
      notify(
        success(
          t('users.toast.deactivatedTitle'),
          name ? t('users.toast.deactivatedDescription', { name }) : t('users.toast.deactivatedDescriptionUnnamed'),
        ),
      );
    else
      notify(
        success(
          t('users.toast.unlockedTitle'),
          name ? t('users.toast.unlockedDescription', { name }) : t('users.toast.unlockedDescriptionUnnamed'),
        ),
      );
    return { ok: true, intent };
  };
}
