import { data, type ActionFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import type { CellarsApi } from '@/api/cellars';
import { TOAST_DURATIONS, type ToastSpec } from '@/api/error-catalogue';
import { toFormFailure, type FormFailure } from '@/lib/form-failure';
import { cellarFormSchema } from './cellar-form-schema';
import { t } from '@/lib/i18n';

export interface CellarDetailActionDeps {
  api: Pick<CellarsApi, 'update' | 'archive'>;
  notify: (toast: ToastSpec) => void;
}

export type CellarDetailActionResult =
  { ok: true; intent: 'update' | 'archive' } | { ok: false; intent: 'update' | 'archive'; failure: FormFailure };

const success = (title: string, description: string): ToastSpec => ({
  type: 'success',
  title,
  description,
  duration: TOAST_DURATIONS.success,
});

/** The toasts of a successful change. */
export const CELLAR_TOASTS = {
  updated: (name: string) => success(t('cellars.toast.updatedTitle'), t('cellars.toast.updated', { name })),
  archived: (name: string) => success(t('cellars.toast.archivedTitle'), t('cellars.toast.archived', { name })),
};

/**
 * The cellar detail action, submitted as JSON: `{ intent: 'update', values }` (PUT, failures
 * handed back for the form's fields) or `{ intent: 'archive' }`. Success toasts and the router
 * revalidates the detail; a failure keeps the data (status ≥ 400 skips revalidation).
 */
export function createCellarDetailAction({ api, notify }: CellarDetailActionDeps) {
  return async ({ request, params }: Pick<ActionFunctionArgs, 'request' | 'params'>) => {
    const id = params.id ?? '';
    const body: unknown = await request.json().catch(() => null);
    const intent =
      typeof body === 'object' && body !== null && 'intent' in body && body.intent === 'archive' ? 'archive' : 'update';
    try {
      if (intent === 'archive') {
        const cellar = await api.archive(id);
        notify(CELLAR_TOASTS.archived(cellar.name));
        return { ok: true, intent } satisfies CellarDetailActionResult;
      }
      const parsed = cellarFormSchema().safeParse(
        typeof body === 'object' && body !== null && 'values' in body ? body.values : null,
      );
      if (!parsed.success) {
        const fieldErrors = parsed.error.issues.map((issue) => ({
          field: String(issue.path[0] ?? ''),
          message: issue.message,
        }));
        const failure: FormFailure = {
          status: 400,
          message: t('cellars.edit.checkInput'),
          code: null,
          fieldErrors,
        };
        return data({ ok: false, intent, failure } satisfies CellarDetailActionResult, { status: 400 });
      }
      const cellar = await api.update(id, parsed.data);
      notify(CELLAR_TOASTS.updated(cellar.name));
      return { ok: true, intent } satisfies CellarDetailActionResult;
    } catch (failure) {
      const error = toFormFailure(toApiError(failure));
      return data({ ok: false, intent, failure: error } satisfies CellarDetailActionResult, {
        status: error.status >= 400 ? error.status : 500,
      });
    }
  };
}
