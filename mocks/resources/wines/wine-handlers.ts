import { HttpResponse } from 'msw';
import type { WineStatus } from '@/api/wines';
import { readImageUpload, toLabelUrl } from '../../core/image-upload';
import { db } from '../../core/db';
import type { WineRecord } from '../../core/db';
import type { ItemRefusal } from '../../core/bulk-operations';
import {
  badRequest,
  errorResponse,
  parseBody,
  validationError,
  jsonResponse,
  type ResolverOptions,
  type Resolvers,
} from '../../core/http';
import { createRouteGuards } from '../auth/route-guards';
import { isAllowedLabelImageUrl, LABEL_IMAGE_ORIGINS } from '@/lib/wine-limits';
import { now, nowIso } from '../../core/mock-config';
import { wineBulkRequestSchema, wineRequestSchema, type ParsedWineRequest } from '@/api/requests/wines';
import { categoryNames, toWine } from './wine-view';
import { listWines, parseWineListQuery } from './wine-query';
import { changeWines, undoWineBulk } from './wine-bulk';
import {
  CATEGORY_MISSING_MESSAGE,
  deleteWine,
  deletionRefusal,
  statusRefusal,
  updateWine,
  wineIdentity,
} from './wine-changes';

const WINE_DUPLICATE_MESSAGE = 'A wine with this producer, name, vintage and bottle size already exists';
const LABEL_URL_MESSAGE = `Label image must be uploaded (POST /wines/{id}/label) or be on ${LABEL_IMAGE_ORIGINS.join(', ')}`;

/** A rule's refusal of one wine, as the single-item endpoints answer it. */
const conflict = (refused: ItemRefusal) => errorResponse(409, 'Conflict', refused.message, { code: refused.code });

/** Handlers for `createWinesApi`: every endpoint needs a full-access token. */
export function createWinesHandlers({ base, latencyMs }: ResolverOptions) {
  const route = (path = '') => `${base}/wines${path}`;
  const { authed, withTarget } = createRouteGuards({
    latencyMs,
    findTarget: (id) => db.wines.findFirst((q) => q.where({ id })),
    notFoundMessage: 'Wine not found',
  });
  const transition = (to: WineStatus) =>
    withTarget(async (_, target) => {
      const refused = statusRefusal(target, to);
      if (refused) return conflict(refused);
      const updated = await updateWine(target.id, { status: to, updatedAt: nowIso() });
      return jsonResponse(toWine(updated ?? target));
    });

  return {
    'GET /wines': authed(({ request }) => {
      const parsed = parseWineListQuery(new URL(request.url).searchParams);
      if (!parsed.ok) return badRequest(parsed.errors);
      const names = categoryNames();
      return jsonResponse(listWines(db.wines.all(), parsed.criteria, (record) => toWine(record, names)));
    }),

    'POST /wines': authed(async ({ request }) => {
      const parsed = await parseBody(request, wineRequestSchema(now));
      if (!parsed.ok) return parsed.response;
      const problem = checkWine(parsed.data, null);
      if (problem) return problem;
      const at = nowIso();
      const created = await db.wines.create({
        id: crypto.randomUUID(),
        ...parsed.data,
        status: 'DRAFT',
        createdAt: at,
        updatedAt: at,
      });
      return jsonResponse(toWine(created), { status: 201, headers: { Location: route(`/${created.id}`) } });
    }),

    'POST /wines/bulk': authed(async ({ request, auth }) => {
      const parsed = await parseBody(request, wineBulkRequestSchema());
      if (!parsed.ok) return parsed.response;
      const outcome = await changeWines(parsed.data, auth.admin.id);
      return 'errors' in outcome ? validationError(outcome.errors) : jsonResponse(outcome.result);
    }),

    'POST /wines/bulk/:id/undo': authed(({ params, auth }) => undoWineBulk(String(params.id), auth.admin.id)),

    'GET /wines/:id': withTarget((_, target) => jsonResponse(toWine(target))),

    'PUT /wines/:id': withTarget(async ({ request }, target) => {
      const parsed = await parseBody(request, wineRequestSchema(now));
      if (!parsed.ok) return parsed.response;
      const problem = checkWine(parsed.data, target);
      if (problem) return problem;
      const updated = await updateWine(target.id, { ...parsed.data, updatedAt: nowIso() });
      return jsonResponse(toWine(updated ?? target));
    }),

    'POST /wines/:id/publish': transition('PUBLISHED'),

    'POST /wines/:id/archive': transition('ARCHIVED'),

    'POST /wines/:id/label': withTarget(async ({ request }, target) => {
      const upload = await readImageUpload(request);
      if ('field' in upload) return validationError([upload]);
      const labelImageUrl = await toLabelUrl(upload.bytes, upload.mime);
      const updated = await updateWine(target.id, { labelImageUrl, updatedAt: nowIso() });
      return jsonResponse(toWine(updated ?? target));
    }),

    'DELETE /wines/:id/label': withTarget(async (_, target) => {
      await updateWine(target.id, { labelImageUrl: null, updatedAt: nowIso() });
      return new HttpResponse(null, { status: 204 });
    }),

    'DELETE /wines/:id': withTarget((_, target) => {
      const refused = deletionRefusal(target);
      if (refused) return conflict(refused);
      deleteWine(target.id);
      return new HttpResponse(null, { status: 204 });
    }),
  } satisfies Resolvers;
}

/**
 * The checks a schema cannot make: the category exists and the label image is the stored upload or
 * on an allowed host (422), and no other wine is the same one (409). `current` is the wine a PUT
 * changes, null for a create.
 */
function checkWine(wine: ParsedWineRequest, current: WineRecord | null): Response | undefined {
  if (!db.categories.findFirst((q) => q.where({ id: wine.categoryId }))) {
    return validationError([{ field: 'categoryId', message: CATEGORY_MISSING_MESSAGE }]);
  }
  const label = wine.labelImageUrl;
  if (label !== null && label !== current?.labelImageUrl && !isAllowedLabelImageUrl(label)) {
    return validationError([{ field: 'labelImageUrl', message: LABEL_URL_MESSAGE }]);
  }
  const key = wineIdentity(wine);
  if (db.wines.all().some((other) => other.id !== current?.id && wineIdentity(other) === key)) {
    return errorResponse(409, 'Conflict', WINE_DUPLICATE_MESSAGE, {
      code: 'WINE_DUPLICATE',
      errors: [{ field: 'name', message: WINE_DUPLICATE_MESSAGE }],
    });
  }
  return undefined;
}
