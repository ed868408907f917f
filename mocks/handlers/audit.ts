import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { listAuditEvents, parseAuditQuery } from '../audit-query';
import { db } from '../db';
import { badRequest, guarded, requireAuth } from '../http';

/** Handlers for `createAuditApi`: the log is read-only (other methods fall to the catch-all 404). */
export function createAuditHandlers(base: string, latencyMs = 0): HttpHandler[] {
  return [
    http.get(`${base}/audit-events`, guarded(({ request }) => {
      const auth = requireAuth(request);
      if (auth instanceof Response) return auth;
      const parsed = parseAuditQuery(new URL(request.url).searchParams);
      if (!parsed.ok) return badRequest(parsed.errors);
      return HttpResponse.json(listAuditEvents(db.auditEvents.all(), parsed.criteria));
    }, latencyMs)),
  ];
}
