import { HttpResponse } from 'msw';
import { db } from '../../core/db';
import { errorResponse, parseBody, jsonResponse, type ResolverOptions, type Resolvers } from '../../core/http';
import { createRouteGuards } from '../auth/route-guards';
import { nowIso } from '../../core/mock-config';
import { categoryRequestSchema } from '@/api/requests/categories';
import { toCategory, wineCounts } from '../wines/wine-view';

const CATEGORY_NAME_TAKEN_MESSAGE = 'A category with this name already exists';

/** The 409 message for deleting a category still in use; it offers the way out. */
function categoryInUseMessage(count: number): string {
  return `This category is used by ${count} ${count === 1 ? 'wine' : 'wines'}. Move them to another category first.`;
}

/** Handlers for `createCategoriesApi`: every endpoint needs a full-access token. */
export function createCategoriesHandlers({ base, latencyMs }: ResolverOptions) {
  const route = (path = '') => `${base}/categories${path}`;
  const { authed, withTarget } = createRouteGuards({
    latencyMs,
    findTarget: (id) => db.categories.findFirst((q) => q.where({ id })),
    notFoundMessage: 'Category not found',
  });

  return {
    'GET /categories': authed(() => {
      const counts = wineCounts();
      const body = db.categories
        .all()
        .map((c) => toCategory(c, counts))
        .sort((a, b) =>
          a.name.toLowerCase() < b.name.toLowerCase()
            ? -1
            : a.name.toLowerCase() > b.name.toLowerCase()
              ? 1
              : a.id < b.id
                ? -1
                : 1,
        );
      return jsonResponse(body);
    }),

    'POST /categories': authed(async ({ request }) => {
      const parsed = await parseBody(request, categoryRequestSchema());
      if (!parsed.ok) return parsed.response;
      if (nameTaken(parsed.data.name)) return nameConflict();
      const at = nowIso();
      const created = await db.categories.create({
        id: crypto.randomUUID(),
        ...parsed.data,
        createdAt: at,
        updatedAt: at,
      });
      return jsonResponse(toCategory(created), { status: 201, headers: { Location: route(`/${created.id}`) } });
    }),

    'GET /categories/:id': withTarget((_, target) => jsonResponse(toCategory(target))),

    'PUT /categories/:id': withTarget(async ({ request }, target) => {
      const parsed = await parseBody(request, categoryRequestSchema());
      if (!parsed.ok) return parsed.response;
      if (nameTaken(parsed.data.name, target.id)) return nameConflict();
      const updated = await db.categories.update((q) => q.where({ id: target.id }), {
        data(row) {
          Object.assign(row, parsed.data, { updatedAt: nowIso() });
        },
      });
      return jsonResponse(toCategory(updated ?? target));
    }),

    'DELETE /categories/:id': withTarget((_, target) => {
      const count = wineCounts().get(target.id) ?? 0;
      if (count > 0) return errorResponse(409, 'Conflict', categoryInUseMessage(count), { code: 'CATEGORY_IN_USE' });
      db.categories.deleteMany((q) => q.where({ id: target.id }));
      return new HttpResponse(null, { status: 204 });
    }),
  } satisfies Resolvers;
}

function nameTaken(name: string, exceptId?: string): boolean {
  const wanted = name.toLowerCase();
  return db.categories.all().some((c) => c.id !== exceptId && c.name.toLowerCase() === wanted);
}

function nameConflict(): Response {
  return errorResponse(409, 'Conflict', CATEGORY_NAME_TAKEN_MESSAGE, {
    code: 'CATEGORY_NAME_TAKEN',
    errors: [{ field: 'name', message: CATEGORY_NAME_TAKEN_MESSAGE }],
  });
}
