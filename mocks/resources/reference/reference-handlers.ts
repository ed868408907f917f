import type { Country, GrapeVariety, Region } from '@/api/reference';
import { badRequest, guarded, jsonResponse, type ResolverOptions, type Resolvers } from '../../core/http';
import { requireAuth } from '../auth/route-guards';
import type { MockResolver } from '../../core/http';
import { COUNTRIES, countryByCode, grapeVarieties } from './reference-data';

const MAX_GRAPE_SEARCH_LENGTH = 100;

/** Handlers for `createReferenceApi`, on the general API base (`/api/v1`); a full-access token is required. */
export function createReferenceHandlers({ latencyMs }: ResolverOptions) {
  const authed = (resolver: MockResolver) =>
    guarded((info) => {
      const auth = requireAuth(info.request);
      return auth instanceof Response ? auth : resolver(info);
    }, latencyMs);

  return {
    'GET /reference/countries': authed(() => {
      const body: Country[] = COUNTRIES.map(({ code, name }) => ({ code, name })).sort((a, b) =>
        a.name.localeCompare(b.name),
      );
      return jsonResponse(body);
    }),

    'GET /reference/regions': authed(({ request }) => {
      const values = new URL(request.url).searchParams.getAll('country');
      if (values.length !== 1 || !/^[A-Za-z]{2}$/.test(values[0] ?? '')) {
        return badRequest([
          {
            field: 'country',
            message: values.length > 1 ? 'Country may be given only once' : 'Country must be a two-letter ISO code',
          },
        ]);
      }
      const country = countryByCode(values[0] ?? '');
      const body: Region[] = (country?.regions ?? [])
        .map((r) => ({
          name: r.name,
          countryCode: country?.code ?? '',
          appellations: r.appellations.map((a) => a.name),
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return jsonResponse(body);
    }),

    'GET /reference/grapes': authed(({ request }) => {
      const values = new URL(request.url).searchParams.getAll('search');
      const search = (values[0] ?? '').trim().toLowerCase();
      if (values.length > 1) return badRequest([{ field: 'search', message: 'Search may be given only once' }]);
      if (search.length > MAX_GRAPE_SEARCH_LENGTH) {
        return badRequest([
          { field: 'search', message: `Search must be at most ${MAX_GRAPE_SEARCH_LENGTH} characters` },
        ]);
      }
      const body: GrapeVariety[] = grapeVarieties()
        .filter((name) => name.toLowerCase().includes(search))
        .map((name) => ({ name }));
      return jsonResponse(body);
    }),
  } satisfies Resolvers;
}
