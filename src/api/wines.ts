import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { call, imageBody } from './call';
import type { wineSchema } from './wire-schemas';
import type { wineRequestSchema } from './requests/wines';
import type { CategoryId } from './categories';
import type { ListCriteria, ListQuery, ListState } from './list-spec';
import { WINE_LIST } from '@/api/lists/wines';
import type { BulkSelection } from './bulk';
import type { WineBulkAction } from './wire-enums';

export { WINE_STATUSES, WINE_TYPES, type WineStatus, type WineType } from './wire-enums';
export { WINE_BULK_ACTIONS, type WineBulkAction } from './wire-enums';
export { MAX_VINTAGE_QUERY, MIN_VINTAGE, WINE_LIST } from '@/api/lists/wines';

export type WineId = string;

export type GrapeShare = Wine['grapes'][number];

export type Price = Wine['price'];

/**
 * What an administrator sets when creating or updating a wine (status changes go through
 * publish/archive): every field, as the server reads the body (the fields it may leave out filled).
 */
export type WineRequest = z.output<ReturnType<typeof wineRequestSchema>>;

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
  return {
    /** `quiet`: a failure is not toasted (the caller says so where the answer was wanted). */
    list: (query: WineListQuery = {}, options: { quiet?: boolean } = {}) =>
      call(http, 'GET /wines', { params: query, config: { skipGlobalErrorHandler: options.quiet === true } }),
    get: (id: WineId) => call(http, 'GET /wines/:id', { id }),
    /** Creates a DRAFT. */
    create: (body: WineRequest) => call(http, 'POST /wines', { body }),
    update: (id: WineId, body: WineRequest) => call(http, 'PUT /wines/:id', { id, body }),
    /** DRAFT or ARCHIVED → PUBLISHED; publishing a published wine is a 409. */
    publish: (id: WineId) => call(http, 'POST /wines/:id/publish', { id }),
    /** DRAFT or PUBLISHED → ARCHIVED; archiving an archived wine is a 409. */
    archive: (id: WineId) => call(http, 'POST /wines/:id/archive', { id }),
    remove: (id: WineId) => call(http, 'DELETE /wines/:id', { id }),
    /**
     * Sets the label image (multipart `file`: PNG, JPEG or WebP, at most 2 MB, checked by content;
     * 422 on `file` otherwise) and answers with the updated wine.
     */
    uploadLabel: (id: WineId, file: Blob, fileName = 'label.png') =>
      call(http, 'POST /wines/:id/label', { id, body: imageBody(file, fileName) }),
    /** Removes the label image (204, also when there was none). */
    removeLabel: (id: WineId) => call(http, 'DELETE /wines/:id/label', { id }),
    /** Applies one action to many wines; the answer says what happened to each (refusals are not errors). */
    bulk: (body: WineBulkRequest) => call(http, 'POST /wines/bulk', { body }),
    /** Puts back what a bulk call changed, item by item, within its undo window. */
    undoBulk: (operationId: string) => call(http, 'POST /wines/bulk/:id/undo', { id: operationId }),
  };
}

export type WinesApi = ReturnType<typeof createWinesApi>;
