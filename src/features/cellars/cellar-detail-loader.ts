import type { LoaderFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import { INVENTORY_LIST, type Cellar, type CellarsApi, type InventoryItem, type InventoryState } from '@/api/cellars';
import type { Country } from '@/api/reference';
import type { Page } from '@/api/types';

/** The cellar (null when there is none with this id), the requested inventory page and the countries for the edit form. */
export interface CellarDetailLoaderData {
  cellar: Cellar | null;
  inventory: Page<InventoryItem> | null;
  inventoryState: InventoryState;
  countries: Country[];
}

export interface CellarDetailLoaderDeps {
  cellars: Pick<CellarsApi, 'get' | 'inventory'>;
  countries: () => Promise<Country[]>;
}

/** GET the cellar and a page of its inventory; an unknown cellar is a not-found state, not an error page. */
export function createCellarDetailLoader({ cellars, countries }: CellarDetailLoaderDeps) {
  return async function loader({
    request,
    params,
  }: Pick<LoaderFunctionArgs, 'request' | 'params'>): Promise<CellarDetailLoaderData> {
    const id = params.id ?? '';
    const inventoryState = INVENTORY_LIST.parseUrl(new URL(request.url).searchParams);
    const countriesLoad = countries().catch((): Country[] => []);
    try {
      const [cellar, inventory] = await Promise.all([
        cellars.get(id),
        cellars.inventory(id, INVENTORY_LIST.toQuery(inventoryState)),
      ]);
      return { cellar, inventory, inventoryState, countries: await countriesLoad };
    } catch (failure) {
      const error = toApiError(failure);
      if (error.status === 404)
        return { cellar: null, inventory: null, inventoryState, countries: await countriesLoad };
      throw error;
    }
  };
}
