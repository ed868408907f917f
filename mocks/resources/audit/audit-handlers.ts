import { listAuditEvents, parseAuditQuery } from './audit-query';
import { db } from '../../core/db';
import { badRequest, jsonResponse, type ResolverOptions, type Resolvers } from '../../core/http';
import { createAuthed } from '../auth/route-guards';

/** Handlers for `createAuditApi`: the log is read-only (other methods fall to the catch-all 404). */
export function createAuditHandlers({ latencyMs }: ResolverOptions) {
  const authed = createAuthed(latencyMs);
  return {
    'GET /audit-events': authed(({ request }) => {
      const parsed = parseAuditQuery(new URL(request.url).searchParams);
      if (!parsed.ok) return badRequest(parsed.errors);
      return jsonResponse(listAuditEvents(db.auditEvents.all(), parsed.criteria));
    }),
  } satisfies Resolvers;
}
