import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { wineSchema } from './wire-schemas';
import type { CategoryId } from './categories';
import type { ListCriteria, ListQuery, ListState } from './list-spec';
import { WINE_LIST } from '@/api/lists/wines';
import type { BulkResult, BulkSelection } from './bulk';
import type { Page } from './types';
import type { WineBulkAction, WineType } from './wire-enums';

export { WINE_STATUSES, WINE_TYPES, type WineStatus, type WineType } from './wire-enums';
export { WINE_BULK_ACTIONS, type WineBulkAction } from './wire-enums';
export { MAX_VINTAGE_QUERY, MIN_VINTAGE, WINE_LIST } from '@/api/lists/wines';

export type WineId = string;

export type GrapeShare = Wine['grapes'][number];

export type Price = Wine['price'];

/** What an administrator sets when creating or updating a wine (status changes go through publish/archive). */
export interface WineRequest {
  name: string;
  producer: string;
  /** Harvest year, or null for a non-vintage wine. */
  vintage: number | null;
  type: WineType;
  categoryId: CategoryId;
  grapes: GrapeShare[];
  /** ISO 3166-1 alpha-2. */
  country: string;
  region: string;
  appellation: string | null;
  abv: number;
  bottleSizeMl: number;
  description: string;
  price: Price;
  drinkFrom: number | null;
  drinkUntil: number | null;
  labelImageUrl: string | null;
}

/** A wine as the API returns it: what was set, plus what the server keeps. */
export type Wine = z.infer<typeof wineSchema>;

export type WineSortField = (typeof WINE_LIST.sortFields)[number];
export type WineListQuery = ListQuery<typeof WINE_LIST>;
/** Everything that decides which wines the list shows (`page` 1-based; '' or null means any). */
export type WineListState = ListState<typeof WINE_LIST>;
export type WineListCriteria = ListCriteria<typeof WINE_LIST>;

/** A harvest year typed by hand: from MIN_VINTAGE to MAX_VINTAGE_QUERY, else null. */
export function parseVintage(raw: string | null | undefined): number | null {
  return WINE_LIST.params.vintageFrom.read(raw ?? '') ?? null;
}

/** The list's search and filters, as a bulk call selects by them (page, size and sort do not apply). */
export type WineBulkFilter = Omit<WineListQuery, 'page' | 'size' | 'sort'>;

/** A bulk call on wines: the action (SET_CATEGORY with its `categoryId`) and the wines it applies to. */
export type WineBulkRequest = (
  { action: Exclude<WineBulkAction, 'SET_CATEGORY'> } | { action: 'SET_CATEGORY'; categoryId: CategoryId }
) &
  BulkSelection<WineBulkFilter>;

/** The wines endpoints. */
export function createWinesApi(http: AxiosInstance) {
  const path = (id: WineId) => `/wines/${encodeURIComponent(id)}`;
  return {
    /** `quiet`: a failure is not toasted (the caller says so where the answer was wanted). */
    list: (query: WineListQuery = {}, options: { quiet?: boolean } = {}) =>
      http
        .get<Page<Wine>>('/wines', { params: query, skipGlobalErrorHandler: options.quiet === true })
        .then((r) => r.data),
    get: (id: WineId) => http.get<Wine>(path(id)).then((r) => r.data),
    /** Creates a DRAFT. */
    create: (body: WineRequest) => http.post<Wine>('/wines', body).then((r) => r.data),
    update: (id: WineId, body: WineRequest) => http.put<Wine>(path(id), body).then((r) => r.data),
    /** DRAFT or ARCHIVED → PUBLISHED; publishing a published wine is a 409. */
    publish: (id: WineId) => http.post<Wine>(`${path(id)}/publish`).then((r) => r.data),
    /** DRAFT or PUBLISHED → ARCHIVED; archiving an archived wine is a 409. */
    archive: (id: WineId) => http.post<Wine>(`${path(id)}/archive`).then((r) => r.data),
    remove: (id: WineId) => http.delete<void>(path(id)).then(() => undefined),
    /**
     * Sets the label image (multipart `file`: PNG, JPEG or WebP, at most 2 MB, checked by content;
     * 422 on `file` otherwise) and answers with the updated wine.
     */
    uploadLabel: (id: WineId, file: Blob, fileName = 'label.png') => {
      const form = new FormData();
      form.append('file', file, fileName);
      return http.post<Wine>(`${path(id)}/label`, form).then((r) => r.data);
    },
    /** Removes the label image (204, also when there was none). */
    removeLabel: (id: WineId) => http.delete<void>(`${path(id)}/label`).then(() => undefined),
    /** Applies one action to many wines; the answer says what happened to each (refusals are not errors). */
    bulk: (body: WineBulkRequest) => http.post<BulkResult>('/wines/bulk', body).then((r) => r.data),
    /** Puts back what a bulk call changed, item by item, within its undo window. */
    undoBulk: (operationId: string) =>
      http.post<BulkResult>(`/wines/bulk/${encodeURIComponent(operationId)}/undo`).then((r) => r.data),
  };
}

export type WinesApi = ReturnType<typeof createWinesApi>;
