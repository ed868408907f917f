import type { ActionFunctionArgs } from 'react-router';
import type { BulkResult } from '@/api/bulk';
import { TOAST_DURATIONS, type ToastSpec } from '@/api/error-catalogue';
import {
  WINE_BULK_ACTIONS,
  type WineBulkAction,
  type WineBulkFilter,
  type WineBulkRequest,
  type WinesApi,
} from '@/api/wines';
import {
  bulkSelection,
  performBulk,
  readBulkForm,
  type BulkActionKind,
  type RunBulkDeps,
} from '@/components/data-list/bulk-action';
import { t } from '@/lib/i18n';
import { genderOf } from '@/lib/describe-range';

const WINE_ROW_INTENTS = ['publish', 'archive', 'delete'] as const;
export type WineRowIntent = (typeof WINE_ROW_INTENTS)[number];

/** The form fields a row action submits. */
export const WINE_ACTION_FIELDS = { intent: 'intent', id: 'id', name: 'name' } as const;

export type WineListActionResult = { ok: boolean; intent: WineRowIntent | 'bulk' | null; bulk?: BulkResult };

export interface WineRowActionDeps {
  api: Pick<WinesApi, 'publish' | 'archive' | 'remove'>;
  notify: (toast: ToastSpec) => void;
}

export interface WineListActionDeps extends WineRowActionDeps, RunBulkDeps {
  api: Pick<WinesApi, 'publish' | 'archive' | 'remove' | 'bulk' | 'undoBulk'>;
}

/** The wines, as the bulk toasts count them. */
const wines = () => ({
  one: t('wines.noun.one'),
  many: t('wines.noun.many'),
  gender: genderOf(t('wines.noun.gender')),
});

/** The wines list's bulk actions: the request each sends and how each speaks of what it did. */
const WINE_BULK: BulkActionKind<WineBulkAction, WineBulkRequest> = {
  actions: WINE_BULK_ACTIONS,
  request(form, action) {
    const selection = bulkSelection<WineBulkFilter>(form);
    if (action !== 'SET_CATEGORY') return { action, ...selection };
    return form.value ? { action, categoryId: form.value, ...selection } : null;
  },
  words(action, _request, form) {
    switch (action) {
      case 'PUBLISH':
        return {
          noun: wines(),
          title: t('wines.toast.bulkPublishedTitle'),
          done: (count) => t('wines.toast.bulkPublishedDone', { count }),
        };
      case 'ARCHIVE':
        return {
          noun: wines(),
          title: t('wines.toast.bulkArchivedTitle'),
          done: (count) => t('wines.toast.bulkArchivedDone', { count }),
        };
      case 'DELETE':
        return {
          noun: wines(),
          title: t('wines.toast.bulkDeletedTitle'),
          done: (count) => t('wines.toast.bulkDeletedDone', { count }),
        };
      case 'SET_CATEGORY':
        return {
          noun: wines(),
          title: t('wines.toast.bulkCategoryTitle'),
          done: (count) =>
            t('wines.toast.bulkCategoryDone', { count, category: form.valueLabel || t('wines.toast.theCategory') }),
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

const TOASTS: Record<WineRowIntent, (name: string) => ToastSpec> = {
  publish: (name) => success(t('wines.toast.publishedTitle'), t('wines.toast.published', { name })),
  archive: (name) => success(t('wines.toast.archivedTitle'), t('wines.toast.archived', { name })),
  delete: (name) => success(t('wines.toast.deletedTitle'), t('wines.toast.deleted', { name })),
};

function text(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
}

/** The wines list action: a bulk action (`readBulkForm`), or a row's publish, archive or delete. */
export function createWineListAction(deps: WineListActionDeps) {
  const { api } = deps;
  const row = createWineRowAction(deps);
  return async function action(args: ActionFunctionArgs): Promise<WineListActionResult> {
    const form = await args.request.clone().formData();
    const bulkForm = readBulkForm(form);
    if (!bulkForm) return row(args);
    const result = await performBulk(bulkForm, WINE_BULK, api, deps);
    return result ? { ok: true, intent: 'bulk', bulk: result } : { ok: false, intent: 'bulk' };
  };
}

/**
 * The row actions, publish, archive and delete, submitted by fetchers with an `intent` (the list's
 * and the detail screen's). Success shows a toast and the router revalidates; failures were already
 * toasted by the API client.
 */
export function createWineRowAction({ api, notify }: WineRowActionDeps) {
  return async function action({ request }: ActionFunctionArgs): Promise<WineListActionResult> {
    const form = await request.formData();
    const intent = WINE_ROW_INTENTS.find((i) => i === text(form, WINE_ACTION_FIELDS.intent)) ?? null;
    const id = text(form, WINE_ACTION_FIELDS.id);
    const name = text(form, WINE_ACTION_FIELDS.name).trim() || t('wines.toast.theWine');
    if (!intent || !id) return { ok: false, intent };
    try {
      if (intent === 'publish') await api.publish(id);
      else if (intent === 'archive') await api.archive(id);
      else await api.remove(id);
    } catch {
      return { ok: false, intent };
    }
    notify(TOASTS[intent](name));
    return { ok: true, intent };
  };
}
