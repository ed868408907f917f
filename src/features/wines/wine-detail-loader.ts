import type { LoaderFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import type { Country } from '@/api/reference';
import type { Wine, WinesApi } from '@/api/wines';

/** The wine, or null when there is none with that id (a not-found state); its country's name. */
export interface WineDetailLoaderData {
  wine: Wine | null;
  countryName: string | null;
}

export interface WineDetailLoaderDeps {
  wines: Pick<WinesApi, 'get'>;
  countries: () => Promise<Country[]>;
}

/**
 * GET /wines/{id}. An unknown wine is `wine: null`, not an error page; any other failure goes to
 * the route's error boundary. The country list only names the country; without it the code shows.
 */
export function createWineDetailLoader({ wines, countries }: WineDetailLoaderDeps) {
  return async ({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<WineDetailLoaderData> => {
    const names = countries().catch((): Country[] => []);
    let wine: Wine;
    try {
      wine = await wines.get(params.id ?? '');
    } catch (failure) {
      if (toApiError(failure).status === 404) return { wine: null, countryName: null };
      throw failure;
    }
    const country = (await names).find((c) => c.code === wine.country);
    return { wine, countryName: country?.name ?? null };
  };
}
