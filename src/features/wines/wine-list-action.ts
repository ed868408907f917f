import type { ActionFunctionArgs } from 'react-router';
import { TOAST_DURATIONS, type ToastSpec } from '@/api/error-catalogue';
import type { WinesApi } from '@/api/wines';

const WINE_ROW_INTENTS = ['publish', 'archive', 'delete'] as const;
export type WineRowIntent = (typeof WINE_ROW_INTENTS)[number];

/** The form fields a row action submits. */
export const WINE_ACTION_FIELDS = { intent: 'intent', id: 'id', name: 'name' } as const;

export type WineListActionResult = { ok: boolean; intent: WineRowIntent | null };

export interface WineListActionDeps {
  api: Pick<WinesApi, 'publish' | 'archive' | 'remove'>;
  notify: (toast: ToastSpec) => void;
}

const success = (title: string, description: string): ToastSpec => ({ type: 'success', title, description, duration: TOAST_DURATIONS.success });

const TOASTS: Record<WineRowIntent, (name: string) => ToastSpec> = {
  publish: (name) => success('Wine Published', `${name} is now visible in the catalogue.`),
  archive: (name) => success('Wine Archived', `${name} is no longer offered in the catalogue.`),
  delete: (name) => success('Wine Deleted', `${name} has been deleted.`),
};

function text(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
}

/**
 * The wines list action: publish, archive and delete, submitted by fetchers with an `intent`.
 * Success shows a toast and the router revalidates the list; failures were already toasted by
 * the API client.
 */
export function createWineListAction({ api, notify }: WineListActionDeps) {
  return async function action({ request }: ActionFunctionArgs): Promise<WineListActionResult> {
    const form = await request.formData();
    const intent = WINE_ROW_INTENTS.find((i) => i === text(form, WINE_ACTION_FIELDS.intent)) ?? null;
    const id = text(form, WINE_ACTION_FIELDS.id);
    const name = text(form, WINE_ACTION_FIELDS.name).trim() || 'The wine';
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
