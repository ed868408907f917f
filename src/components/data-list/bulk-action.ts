import type { BulkResult } from '@/api/bulk';
import type { ToastSpec } from '@/api/error-catalogue';
import { bulkResultToast, undoResultToast, type BulkWords } from './bulk-result';

/** The form a bulk action posts to its list's route action. */
const BULK_FIELDS = {
  intent: 'intent',
  action: 'bulkAction',
  selection: 'selection',
  value: 'value',
  valueLabel: 'valueLabel',
} as const;
const BULK_INTENT = 'bulk';

/** The rows a bulk action applies to, as the form carries it: ids, or the list's filter query. */
export type BulkFormSelection = { ids: string[] } | { filter: Record<string, string | number | boolean> };

export interface BulkForm {
  action: string;
  selection: BulkFormSelection;
  /** The action's argument (a category id, a role), '' when it takes none. */
  value: string;
  /** The argument in words, for the toast ("Reds"). */
  valueLabel: string;
}

/** The fields a bulk action's confirm button posts. */
export function bulkFormFields(
  action: string,
  selection: BulkFormSelection,
  value = '',
  valueLabel = '',
): Record<string, string> {
  return {
    [BULK_FIELDS.intent]: BULK_INTENT,
    [BULK_FIELDS.action]: action,
    [BULK_FIELDS.selection]: JSON.stringify(selection),
    [BULK_FIELDS.value]: value,
    [BULK_FIELDS.valueLabel]: valueLabel,
  };
}

const field = (form: FormData, key: string): string => {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
};

function readSelection(raw: string): BulkFormSelection | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    if ('ids' in parsed && Array.isArray(parsed.ids) && parsed.ids.every((id) => typeof id === 'string'))
      return { ids: parsed.ids as string[] };
    if (
      'filter' in parsed &&
      typeof parsed.filter === 'object' &&
      parsed.filter !== null &&
      !Array.isArray(parsed.filter)
    ) {
      return { filter: parsed.filter as Record<string, string | number | boolean> };
    }
  } catch {
    // Not JSON: not a form this console posts.
  }
  return null;
}

/** The bulk action a form asks for, or null when it is not one (or not well formed). */
export function readBulkForm(form: FormData): BulkForm | null {
  if (field(form, BULK_FIELDS.intent) !== BULK_INTENT) return null;
  const action = field(form, BULK_FIELDS.action);
  const selection = readSelection(field(form, BULK_FIELDS.selection));
  if (!action || !selection) return null;
  return { action, selection, value: field(form, BULK_FIELDS.value), valueLabel: field(form, BULK_FIELDS.valueLabel) };
}

/** The selection a bulk request carries, its filter typed as the list's. */
export function bulkSelection<F>(form: BulkForm): { ids: string[] } | { filter: F } {
  return 'ids' in form.selection ? { ids: form.selection.ids } : { filter: form.selection.filter as F };
}

/** One list's bulk actions: which it offers, the request each sends, and how each speaks of its outcome. */
export interface BulkActionKind<A extends string, R> {
  actions: readonly A[];
  /** The request for a form, or null when the action's argument is missing or unknown. */
  request: (form: BulkForm, action: A) => R | null;
  words: (action: A, request: R, form: BulkForm) => BulkWords;
}

export interface BulkApi<R> {
  bulk: (request: R) => Promise<BulkResult>;
  undoBulk: (operationId: string) => Promise<BulkResult>;
}

/**
 * A list action's bulk branch: the form's action among the list's, its request, then `runBulk`.
 * Null when the form names no action of the list or lacks its argument, or when the call failed.
 */
export async function performBulk<A extends string, R>(
  form: BulkForm,
  kind: BulkActionKind<A, R>,
  api: BulkApi<R>,
  deps: RunBulkDeps,
): Promise<BulkResult | null> {
  const action = kind.actions.find((a) => a === form.action);
  const request = action ? kind.request(form, action) : null;
  if (!action || !request) return null;
  return runBulk(() => api.bulk(request), api.undoBulk, kind.words(action, request, form), deps);
}

export interface RunBulkDeps {
  notify: (toast: ToastSpec) => void;
  notifyWithUndo: (toast: ToastSpec, undo: () => void) => void;
  /** Reloads the data on screen once an undo has changed it. */
  revalidate: () => void;
}

/**
 * Runs a bulk call and says what it did, offering Undo while the server keeps it; the undo says what
 * it put back and reloads the list. A failed call or undo was already toasted by the API client:
 * the bulk answers null.
 */
export async function runBulk(
  call: () => Promise<BulkResult>,
  undo: (operationId: string) => Promise<BulkResult>,
  words: BulkWords,
  { notify, notifyWithUndo, revalidate }: RunBulkDeps,
): Promise<BulkResult | null> {
  let result: BulkResult;
  try {
    result = await call();
  } catch {
    return null;
  }
  const toast = bulkResultToast(result, words);
  if (result.done > 0 && result.undoUntil !== null) {
    notifyWithUndo(toast, () => {
      void undo(result.operationId)
        .then(
          (undone) => notify(undoResultToast(undone, words.noun)),
          () => undefined,
        )
        .finally(revalidate);
    });
  } else {
    notify(toast);
  }
  return result;
}
