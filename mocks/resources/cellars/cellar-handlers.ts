import { db } from '../../core/db';
import type { CellarRecord } from '../../core/db';
import { allCellarViews, cellarView, inventoryViews } from './cellar-view';
import { listCellars, listInventory, parseCellarListQuery, parseInventoryQuery } from './cellar-query';
import { cellarUpdateSchema } from '@/api/requests/cellars';
import {
  badRequest,
  errorResponse,
  parseBody,
  jsonResponse,
  type ResolverOptions,
  type Resolvers,
} from '../../core/http';
import { createRouteGuards } from '../auth/route-guards';

const CELLAR_NOT_FOUND_MESSAGE = 'Cellar not found';
const CELLAR_ALREADY_ARCHIVED_MESSAGE = 'This cellar is already archived.';
const CELLAR_ARCHIVED_MESSAGE = 'An archived cellar cannot be edited.';

const capacityBelowBottlesMessage = (bottles: number) =>
  `Capacity cannot be lower than the ${bottles} bottles the cellar holds`;

/** Handlers for `createCellarsApi`: every endpoint needs a full-access token. */
export function createCellarsHandlers({ latencyMs }: ResolverOptions) {
  const { authed, withTarget } = createRouteGuards({
    latencyMs,
    findTarget: (id) => db.cellars.findFirst((q) => q.where({ id })),
    notFoundMessage: CELLAR_NOT_FOUND_MESSAGE,
  });

  return {
    'GET /cellars': authed(({ request }) => {
      const parsed = parseCellarListQuery(new URL(request.url).searchParams);
      if (!parsed.ok) return badRequest(parsed.errors);
      return jsonResponse(listCellars(allCellarViews(), parsed.criteria));
    }),

    'GET /cellars/:id': withTarget((_, target) => jsonResponse(cellarView(target))),

    'GET /cellars/:id/inventory': withTarget(({ request }, target) => {
      const parsed = parseInventoryQuery(new URL(request.url).searchParams);
      if (!parsed.ok) return badRequest(parsed.errors);
      return jsonResponse(listInventory(inventoryViews(target.id), parsed.criteria));
    }),

    'PUT /cellars/:id': withTarget(async ({ request }, target) => {
      const parsed = await parseBody(request, cellarUpdateSchema());
      if (!parsed.ok) return parsed.response;
      if (target.status === 'ARCHIVED')
        return errorResponse(409, 'Conflict', CELLAR_ARCHIVED_MESSAGE, { code: 'CELLAR_ARCHIVED' });
      const { bottles } = cellarView(target);
      // An unchanged capacity is never refused, so an overfull cellar can still be renamed.
      if (parsed.data.capacity !== target.capacity && parsed.data.capacity < bottles) {
        const message = capacityBelowBottlesMessage(bottles);
        return errorResponse(409, 'Conflict', message, {
          code: 'CAPACITY_BELOW_BOTTLES',
          errors: [{ field: 'capacity', message }],
        });
      }
      const updated = await updateCellar(target.id, parsed.data);
      return jsonResponse(cellarView(updated ?? target));
    }),

    'POST /cellars/:id/archive': withTarget(async (_, target) => {
      if (target.status === 'ARCHIVED') {
        return errorResponse(409, 'Conflict', CELLAR_ALREADY_ARCHIVED_MESSAGE, { code: 'CELLAR_ALREADY_ARCHIVED' });
      }
      const updated = await updateCellar(target.id, { status: 'ARCHIVED' });
      return jsonResponse(cellarView(updated ?? target));
    }),
  } satisfies Resolvers;
}

function updateCellar(id: string, fields: Partial<CellarRecord>): Promise<CellarRecord | undefined> {
  return db.cellars.update((q) => q.where({ id }), {
    data(row) {
      Object.assign(row, fields);
    },
  });
}
