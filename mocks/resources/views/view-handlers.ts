import { HttpResponse } from 'msw';
import { SAVED_VIEW_LIMITS, SAVED_VIEW_LISTS, type SavedView } from '@/api/saved-views';
import { db, type SavedViewRecord } from '../../core/db';
import {
  badRequest,
  errorResponse,
  parseBody,
  jsonResponse,
  type ResolverOptions,
  type Resolvers,
} from '../../core/http';
import { createRouteGuards, type AuthContext } from '../auth/route-guards';
import { nowIso } from '../../core/mock-config';
import { savedViewCreateSchema, savedViewUpdateSchema } from '@/api/requests/saved-views';
import { canonicalViewQuery } from './canonical-view-query';

const NAME_TAKEN_MESSAGE = 'You already have a view of this list with this name';
const NOT_OWNER_MESSAGE = 'Only the admin who saved a view can change or delete it.';
const LIMIT_MESSAGE = `You can keep at most ${SAVED_VIEW_LIMITS.perList} views of a list; delete one first.`;

function toSavedView(record: SavedViewRecord): SavedView {
  const { id, list, name, query, columns, ownerId, createdAt, updatedAt } = record;
  return { id, list, name, query, columns, ownerId, createdAt, updatedAt };
}

const byName = (a: SavedViewRecord, b: SavedViewRecord) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : 1);

/**
 * Handlers for `createSavedViewsApi`: any signed-in admin lists their own views and opens anyone's by
 * id (a shared link); only the owner changes or deletes one (403 `VIEW_NOT_OWNED`). Names are
 * unique per admin and list (409 `VIEW_NAME_TAKEN`), fifty views per list at most (409
 * `VIEW_LIMIT`); a query is kept in the list's canonical form.
 */
export function createSavedViewsHandlers({ base, latencyMs }: ResolverOptions) {
  const route = (path = '') => `${base}/saved-views${path}`;
  const { authed, withTarget } = createRouteGuards({
    latencyMs,
    findTarget: (id) => db.savedViews.findFirst((q) => q.where({ id })),
    notFoundMessage: 'Saved view not found',
  });
  const owned = (resolver: Parameters<typeof withTarget>[0]) =>
    withTarget((info, target) =>
      target.ownerId === info.auth.admin.id
        ? resolver(info, target)
        : errorResponse(403, 'Forbidden', NOT_OWNER_MESSAGE, { code: 'VIEW_NOT_OWNED' }),
    );

  return {
    'GET /saved-views': authed(({ request, auth }) => {
      const lists = new URL(request.url).searchParams.getAll('list');
      if (lists.length > 1) return badRequest([{ field: 'list', message: 'list may be given only once' }]);
      const list = lists[0];
      if (list !== undefined && !(SAVED_VIEW_LISTS as readonly string[]).includes(list)) {
        return badRequest([{ field: 'list', message: `List must be one of ${SAVED_VIEW_LISTS.join(', ')}` }]);
      }
      const views = db.savedViews
        .findMany((q) => q.where({ ownerId: auth.admin.id }))
        .filter((v) => list === undefined || v.list === list);
      return jsonResponse(views.sort(byName).map(toSavedView));
    }),

    'POST /saved-views': authed(async ({ request, auth }) => {
      const parsed = await parseBody(request, savedViewCreateSchema());
      if (!parsed.ok) return parsed.response;
      const { list, name, query, columns } = parsed.data;
      const mine = ownViews(auth, list);
      if (mine.length >= SAVED_VIEW_LIMITS.perList)
        return errorResponse(409, 'Conflict', LIMIT_MESSAGE, { code: 'VIEW_LIMIT' });
      if (nameTaken(mine, name)) return nameConflict();
      const at = nowIso();
      const created = await db.savedViews.create({
        id: crypto.randomUUID(),
        list,
        name,
        query: canonicalViewQuery(list, query),
        columns,
        ownerId: auth.admin.id,
        createdAt: at,
        updatedAt: at,
      });
      return jsonResponse(toSavedView(created), { status: 201, headers: { Location: route(`/${created.id}`) } });
    }),

    'GET /saved-views/:id': withTarget((_, target) => jsonResponse(toSavedView(target))),

    'PUT /saved-views/:id': owned(async ({ request, auth }, target) => {
      const parsed = await parseBody(request, savedViewUpdateSchema());
      if (!parsed.ok) return parsed.response;
      const { name, query, columns } = parsed.data;
      if (nameTaken(ownViews(auth, target.list), name, target.id)) return nameConflict();
      const updated = await db.savedViews.update((q) => q.where({ id: target.id }), {
        data(row) {
          Object.assign(row, { name, query: canonicalViewQuery(target.list, query), columns, updatedAt: nowIso() });
        },
      });
      return jsonResponse(toSavedView(updated ?? target));
    }),

    'DELETE /saved-views/:id': owned((_, target) => {
      db.savedViews.deleteMany((q) => q.where({ id: target.id }));
      return new HttpResponse(null, { status: 204 });
    }),
  } satisfies Resolvers;
}

function ownViews(auth: AuthContext, list: SavedViewRecord['list']): SavedViewRecord[] {
  return db.savedViews.findMany((q) => q.where({ ownerId: auth.admin.id })).filter((v) => v.list === list);
}

function nameTaken(views: readonly SavedViewRecord[], name: string, exceptId?: string): boolean {
  const wanted = name.toLowerCase();
  return views.some((v) => v.id !== exceptId && v.name.toLowerCase() === wanted);
}

function nameConflict(): Response {
  return errorResponse(409, 'Conflict', NAME_TAKEN_MESSAGE, {
    code: 'VIEW_NAME_TAKEN',
    errors: [{ field: 'name', message: NAME_TAKEN_MESSAGE }],
  });
}
