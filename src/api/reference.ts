import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { call } from './call';
import type { countrySchema, grapeVarietySchema, regionSchema } from './wire-schemas';

/** A country wines come from; `code` is ISO 3166-1 alpha-2. */
export type Country = z.infer<typeof countrySchema>;

/** A wine region of a country, with its best-known appellations. */
export type Region = z.infer<typeof regionSchema>;

/** A grape variety. */
export type GrapeVariety = z.infer<typeof grapeVarietySchema>;

/** Reference data on the general API (`/api/v1/reference`), used by the wine form's autocompletes. */
export function createReferenceApi(http: AxiosInstance) {
  return {
    countries: () => call(http, 'GET /reference/countries'),
    regions: (countryCode: string) => call(http, 'GET /reference/regions', { params: { country: countryCode } }),
    /** Varieties whose name contains `search` (case-insensitive); all of them without it. */
    grapes: (search?: string) => call(http, 'GET /reference/grapes', { params: search ? { search } : {} }),
  };
}

export type ReferenceApi = ReturnType<typeof createReferenceApi>;
