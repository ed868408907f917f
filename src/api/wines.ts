import type { AxiosInstance } from 'axios';
import { WINE_LIMITS } from '@/lib/wine-limits';
import type { CategoryId } from './categories';
import type { Page } from './types';
import type { SortDirection } from './users';

export const WINE_TYPES = ['RED', 'WHITE', 'ROSE', 'SPARKLING', 'DESSERT', 'FORTIFIED'] as const;
export type WineType = (typeof WINE_TYPES)[number];

export const WINE_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type WineStatus = (typeof WINE_STATUSES)[number];

/** Fields the wines list may be sorted by (`sort=field,asc|desc`). */
export const WINE_SORT_FIELDS = ['name', 'producer', 'vintage', 'type', 'country', 'region', 'price', 'status', 'createdAt', 'updatedAt'] as const;
export type WineSortField = (typeof WINE_SORT_FIELDS)[number];

export const DEFAULT_WINE_PAGE_SIZE = 20;
export const MAX_WINE_PAGE_SIZE = 100;
export const DEFAULT_WINE_SORT = 'name,asc';
export const MIN_VINTAGE = WINE_LIMITS.minVintage;

export type WineId = string;

export interface GrapeShare {
  variety: string;
  /** Share of the blend in percent, or null when not disclosed. */
  percentage: number | null;
}

export interface Price {
  amount: number;
  /** ISO 4217 code. */
  currency: string;
}

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
export interface Wine extends WineRequest {
  id: WineId;
  categoryName: string;
  status: WineStatus;
  createdAt: string;
  updatedAt: string;
}

/**
 * The wines list query. `page` is 0-based; `search` matches name or producer, case-insensitive;
 * `vintage` is exact, `vintageFrom`/`vintageTo` a range (non-vintage wines never match either).
 */
export interface WineListQuery {
  page?: number;
  size?: number;
  sort?: `${WineSortField},${SortDirection}`;
  search?: string;
  type?: WineType;
  country?: string;
  region?: string;
  vintage?: number;
  vintageFrom?: number;
  vintageTo?: number;
  status?: WineStatus;
  categoryId?: CategoryId;
}

/** The wines endpoints. */
export function createWinesApi(http: AxiosInstance) {
  const path = (id: WineId) => `/wines/${encodeURIComponent(id)}`;
  return {
    list: (query: WineListQuery = {}) => http.get<Page<Wine>>('/wines', { params: query }).then((r) => r.data),
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
  };
}

export type WinesApi = ReturnType<typeof createWinesApi>;
