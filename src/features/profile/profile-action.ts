import { data, type ActionFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import type { AuthApi } from '@/api/auth';
import type { ToastSpec } from '@/api/error-catalogue';
import type { AdminUser } from '@/api/types';
import { toFormFailure, type FormFailure } from '@/lib/form-failure';
import { t } from '@/lib/i18n';
import { passwordChangeSchema, profileDetailsSchema } from './profile-schema';

export interface ProfileDeps {
  api: Pick<AuthApi, 'me' | 'updateMe' | 'changePassword' | 'uploadAvatar' | 'deleteAvatar'>;
  /** Replaces the stored signed-in user (top bar, user menu). */
  onUser: (user: AdminUser) => void;
  notify: (toast: ToastSpec) => void;
}

export type ProfileIntent = 'details' | 'password';

/** What the profile action answers; a new object per submission. */
export type ProfileResult =
  { intent: ProfileIntent; ok: true } | { intent: ProfileIntent; ok: false; failure: FormFailure };

const success = (title: string, description: string): ToastSpec => ({
  type: 'success',
  title,
  description,
  duration: 3000,
});

/** The profile's toasts, in the language shown when each is read. */
export const PROFILE_TOASTS = {
  get details() {
    return success(t('profile.toast.detailsTitle'), t('profile.toast.detailsDescription'));
  },
  get password() {
    return success(t('profile.toast.passwordTitle'), t('profile.toast.passwordDescription'));
  },
  get photoSaved() {
    return success(t('profile.toast.photoSavedTitle'), t('profile.toast.photoSavedDescription'));
  },
  get photoRemoved() {
    return success(t('profile.toast.photoRemovedTitle'), t('profile.toast.photoRemovedDescription'));
  },
};

function failed(intent: ProfileIntent, failure: FormFailure) {
  const result: ProfileResult = { intent, ok: false, failure };
  return data(result, { status: failure.status >= 400 ? failure.status : 500 });
}

function invalid(intent: ProfileIntent, issues: { path: PropertyKey[]; message: string }[]) {
  const fieldErrors = issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
  return failed(intent, { status: 400, message: t('profile.form.checkInput'), code: null, fieldErrors });
}

function readIntent(body: unknown): ProfileIntent | null {
  if (typeof body !== 'object' || body === null || !('intent' in body)) return null;
  return body.intent === 'details' || body.intent === 'password' ? body.intent : null;
}

/** The /profile action: `intent` "details" (PUT /auth/me) or "password" (POST /auth/change-password). */
export function createProfileAction({ api, onUser, notify }: ProfileDeps) {
  return async ({ request }: Pick<ActionFunctionArgs, 'request'>) => {
    const body: unknown = await request.json().catch(() => null);
    const intent = readIntent(body);
    if (!intent) throw data('Unknown profile action', { status: 400 });
    try {
      if (intent === 'details') {
        const parsed = profileDetailsSchema.safeParse(body);
        if (!parsed.success) return invalid(intent, parsed.error.issues);
        onUser(await api.updateMe(parsed.data));
        notify(PROFILE_TOASTS.details);
      } else {
        const parsed = passwordChangeSchema.safeParse(body);
        if (!parsed.success) return invalid(intent, parsed.error.issues);
        await api.changePassword({
          currentPassword: parsed.data.currentPassword,
          newPassword: parsed.data.newPassword,
        });
        notify(PROFILE_TOASTS.password);
      }
      return { intent, ok: true } satisfies ProfileResult;
    } catch (failure) {
      return failed(intent, toFormFailure(toApiError(failure)));
    }
  };
}

/** Own photo: upload or remove, then the stored user is refreshed so the top bar follows. */
export function createProfileAvatarHandlers({ api, onUser, notify }: ProfileDeps) {
  return {
    upload: async (file: File) => {
      onUser(await api.uploadAvatar(file, file.name));
      notify(PROFILE_TOASTS.photoSaved);
    },
    remove: async () => {
      await api.deleteAvatar();
      notify(PROFILE_TOASTS.photoRemoved);
      onUser(await api.me());
    },
  };
}
