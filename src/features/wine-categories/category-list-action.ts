import type { ActionFunctionArgs } from 'react-router';
import { toApiError, type ApiError } from '@/api/api-error';
import type { CategoriesApi } from '@/api/categories';
import { errorCodeText, shownApiFailure, TOAST_DURATIONS, type ToastSpec } from '@/api/error-catalogue';
import { t } from '@/lib/i18n';

const CATEGORY_INTENTS = ['create', 'rename', 'delete'] as const;
export type CategoryIntent = (typeof CATEGORY_INTENTS)[number];

/** The form fields the categories screen submits. */
export const CATEGORY_ACTION_FIELDS = { intent: 'intent', id: 'id', name: 'name', description: 'description' } as const;

export interface CategoryFieldErrors {
  name?: string;
  description?: string;
}

export type CategoryListActionResult =
  | { ok: true; intent: CategoryIntent; id: string }
  | {
      ok: false;
      intent: CategoryIntent | null;
      id: string;
      fieldErrors: CategoryFieldErrors;
      /** A delete refused because wines still use the category (409), in the console's words (errorCodeText). */
      conflict?: { message: string };
    };

export interface CategoryListActionDeps {
  api: Pick<CategoriesApi, 'create' | 'update' | 'remove'>;
  notify: (toast: ToastSpec) => void;
}

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

/** The form's errors in the console's words: a code it knows in the catalogue's text (shownApiFailure). */
function fieldErrorsOf(error: ApiError): CategoryFieldErrors {
  const errors: CategoryFieldErrors = {};
  const failure = shownApiFailure(error);
  for (const { field, message } of failure.fieldErrors) {
    if ((field === 'name' || field === 'description') && !errors[field]) errors[field] = message;
  }
  if (!errors.name && !errors.description) {
    if (error.status === 409) errors.name = failure.message ?? t('categories.errors.nameTaken');
    else if (error.status === 422)
      errors.name = failure.fieldErrors[0]?.message ?? failure.message ?? t('categories.errors.nameInvalid');
  }
  return errors;
}

/**
 * The categories action: create, rename and delete, submitted by fetchers with an `intent`.
 * Success shows a toast and the router revalidates the list. Failures were already toasted by the
 * API client; 409 and 422 come back as field errors, and a delete refused because the category is
 * in use comes back as a conflict for the dialog to explain.
 */
export function createCategoryListAction({ api, notify }: CategoryListActionDeps) {
  return async function action({ request }: ActionFunctionArgs): Promise<CategoryListActionResult> {
    const form = await request.formData();
    const intent = CATEGORY_INTENTS.find((i) => i === text(form, CATEGORY_ACTION_FIELDS.intent)) ?? null;
    const id = text(form, CATEGORY_ACTION_FIELDS.id);
    const name = text(form, CATEGORY_ACTION_FIELDS.name).trim();
    const description = text(form, CATEGORY_ACTION_FIELDS.description).trim();
    if (!intent || (intent !== 'create' && !id)) return { ok: false, intent, id, fieldErrors: {} };
    if (intent !== 'delete' && !name)
      return { ok: false, intent, id, fieldErrors: { name: t('categories.errors.nameRequired') } };

    try {
      if (intent === 'create') {
        const created = await api.create({ name, description });
        notify(success(t('categories.toast.createdTitle'), t('categories.toast.created', { name: created.name })));
        return { ok: true, intent, id: created.id };
      }
      if (intent === 'rename') {
        const renamed = await api.update(id, { name, description });
        notify(success(t('categories.toast.renamedTitle'), t('categories.toast.renamed', { name: renamed.name })));
        return { ok: true, intent, id };
      }
      await api.remove(id);
      notify(
        success(
          t('categories.toast.deletedTitle'),
          name ? t('categories.toast.deleted', { name }) : t('categories.toast.deletedUnnamed'),
        ),
      );
      return { ok: true, intent, id };
    } catch (failure) {
      const error = toApiError(failure);
      if (intent === 'delete') {
        return error.status === 409
          ? {
              ok: false,
              intent,
              id,
              fieldErrors: {},
              conflict: {
                message: errorCodeText(error.code, error.serverMessage) ?? t('categories.delete.inUseFallback'),
              },
            }
          : { ok: false, intent, id, fieldErrors: {} };
      }
      return { ok: false, intent, id, fieldErrors: fieldErrorsOf(error) };
    }
  };
}
