import type { AxiosInstance } from 'axios';

/** A country wines come from; `code` is ISO 3166-1 alpha-2. */
export interface Country {
  code: string;
  name: string;
}

/** A wine region of a country, with its best-known appellations. */
export interface Region {
  name: string;
  countryCode: string;
  appellations: string[];
}

/** A grape variety. */
export interface GrapeVariety {
  name: string;
}

/** Reference data on the general API (`/api/v1/reference`), used by the wine form's autocompletes. */
export function createReferenceApi(http: AxiosInstance) {
  return {
    countries: () => http.get<Country[]>('/reference/countries').then((r) => r.data),
    regions: (countryCode: string) => http.get<Region[]>('/reference/regions', { params: { country: countryCode } }).then((r) => r.data),
    /** Varieties whose name contains `search` (case-insensitive); all of them without it. */
    grapes: (search?: string) =>
      http.get<GrapeVariety[]>('/reference/grapes', { params: search ? { search } : {} }).then((r) => r.data),
  };
}

export type ReferenceApi = ReturnType<typeof createReferenceApi>;
