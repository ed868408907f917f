import type { RequestLogEntry } from '../../mocks/core/request-record';

/** A request log entry for tests: a quick GET of the admins' first page, answered 200, not under contract; `patch` changes what a test needs. */
export function makeRequestEntry(patch: Partial<RequestLogEntry> = {}): RequestLogEntry {
  return {
    id: 'r1',
    at: '2026-12-02T09:00:00.000Z',
    method: 'GET',
    path: '/api/v1/admin/users?page=1',
    status: 200,
    durationMs: 12,
    fault: null,
    request: { headers: {}, body: null },
    response: { headers: {}, body: null },
    contract: [],
    ...patch,
  };
}
