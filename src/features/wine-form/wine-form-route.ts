import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import type { CategoriesApi, WineCategory } from '@/api/categories';
import type { ToastSpec } from '@/api/error-catalogue';
import type { Country, GrapeVariety, ReferenceApi } from '@/api/reference';
import type { Wine, WineId, WinesApi } from '@/api/wines';
import { PATHS } from '@/config/paths';
import { toFormFailure, type FormFailure } from '@/lib/form-failure';
import { dataUrlToBlob } from '@/lib/image-file';
import type { WineFormValues } from './wine-form-schema';
import { t } from '@/lib/i18n';

/** What the form's routes load: the choices of its selects and autocompletes, and on edit the wine. */
export interface WineFormData {
  countries: Country[];
  grapes: GrapeVariety[];
  categories: Pick<WineCategory, 'id' | 'name'>[];
  /** null on create, or when no wine has the id. */
  wine: Wine | null;
}

/** A label change sent with the form: a new image (as a data: URL), its removal, or none. */
export type LabelChange = { kind: 'upload'; dataUrl: string; fileName: string } | { kind: 'remove' } | null;

/** The JSON the form submits to its route action. */
export interface WineFormSubmission {
  wine: WineFormValues;
  /** The wine's current label URL, kept on update (the label endpoints change it). */
  labelImageUrl: string | null;
  label: LabelChange;
}

export interface WineFormRouteDeps {
  wines: Pick<WinesApi, 'get' | 'create' | 'update' | 'uploadLabel' | 'removeLabel'>;
  reference: Pick<ReferenceApi, 'countries' | 'grapes'>;
  categories: Pick<CategoriesApi, 'list'>;
  notify: (toast: ToastSpec) => void;
}

const SUCCESS_MS = 3000;

/** The toasts of a successful save (worded when shown). */
const WINE_FORM_TOASTS = {
  created: (wine: Pick<Wine, 'name'>): ToastSpec => ({
    type: 'success',
    title: t('wineForm.toast.createdTitle'),
    description: t('wineForm.toast.created', { name: wine.name }),
    duration: SUCCESS_MS,
  }),
  updated: (wine: Pick<Wine, 'name'>): ToastSpec => ({
    type: 'success',
    title: t('wineForm.toast.updatedTitle'),
    description: t('wineForm.toast.updated', { name: wine.name }),
    duration: SUCCESS_MS,
  }),
};

/**
 * The reference data comes first, on its own: it is on the general API, whose client renews an
 * expired access token once. The admin calls that follow then carry the fresh token; the admin
 * client would otherwise end the session on their 401.
 */
export function createWineFormLoader({ wines, reference, categories }: Omit<WineFormRouteDeps, 'notify'>) {
  return async ({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<WineFormData> => {
    const [countries, grapes] = await Promise.all([reference.countries(), reference.grapes()]);
    const [categoryList, wine] = await Promise.all([
      categories.list(),
      params.id === undefined ? null : loadWine(wines, params.id),
    ]);
    return { countries, grapes, categories: categoryList.map(({ id, name }) => ({ id, name })), wine };
  };
}

async function loadWine(wines: Pick<WinesApi, 'get'>, id: WineId): Promise<Wine | null> {
  try {
    return await wines.get(id);
  } catch (failure) {
    const error = toApiError(failure);
    if (error.status === 404) return null;
    throw error;
  }
}

/** A failure for the form, with a status the router reads as "do not revalidate". */
function failed(failure: FormFailure) {
  return data(failure, { status: failure.status >= 400 ? failure.status : 500 });
}

async function readSubmission(request: Request): Promise<WineFormSubmission | null> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && 'wine' in body ? (body as WineFormSubmission) : null;
}

const badSubmission = (): FormFailure => ({
  status: 400,
  message: t('wineForm.errors.badSubmission'),
  code: null,
  fieldErrors: [],
});

/**
 * Applies a label change to a saved wine. A failure has been toasted by the client already; the
 * wine itself is saved, so the caller goes on to the edit screen where the label can be retried.
 */
async function applyLabel(wines: WineFormRouteDeps['wines'], id: WineId, label: LabelChange): Promise<boolean> {
  try {
    if (label?.kind === 'upload') {
      const blob = dataUrlToBlob(label.dataUrl);
      if (!blob) return false;
      await wines.uploadLabel(id, blob, label.fileName);
    } else if (label?.kind === 'remove') {
      await wines.removeLabel(id);
    }
    return true;
  } catch {
    return false;
  }
}

/** POST /wines, then the label; on success a toast and on to the wine's detail view. */
export function createWineCreateAction({ wines, notify }: Pick<WineFormRouteDeps, 'wines' | 'notify'>) {
  return async ({ request }: Pick<ActionFunctionArgs, 'request'>) => {
    const submission = await readSubmission(request);
    if (!submission) return failed(badSubmission());
    let wine: Wine;
    try {
      wine = await wines.create({ ...submission.wine, labelImageUrl: null });
    } catch (failure) {
      return failed(toFormFailure(toApiError(failure)));
    }
    notify(WINE_FORM_TOASTS.created(wine));
    return redirect(
      (await applyLabel(wines, wine.id, submission.label)) ? PATHS.wineDetail(wine.id) : PATHS.wineEdit(wine.id),
    );
  };
}

/** PUT /wines/{id}, then the label change; on success a toast and on to the wine's detail view. */
export function createWineEditAction({ wines, notify }: Pick<WineFormRouteDeps, 'wines' | 'notify'>) {
  return async ({ request, params }: Pick<ActionFunctionArgs, 'request' | 'params'>) => {
    const submission = await readSubmission(request);
    const id = params.id ?? '';
    if (!submission) return failed(badSubmission());
    let wine: Wine;
    try {
      wine = await wines.update(id, { ...submission.wine, labelImageUrl: submission.labelImageUrl });
    } catch (failure) {
      return failed(toFormFailure(toApiError(failure)));
    }
    notify(WINE_FORM_TOASTS.updated(wine));
    return redirect((await applyLabel(wines, id, submission.label)) ? PATHS.wineDetail(id) : PATHS.wineEdit(id));
  };
}
