import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { createHandlers } from '../app/create-handlers';
import type { MockHandlerOptions } from '../app/create-handlers';

/** Node has no page origin, so tests call an absolute base. */
export const NODE_ADMIN_BASE = 'http://localhost/api/v1/admin';
/** The general API (reference data) beside it. */
export const NODE_GENERAL_BASE = 'http://localhost/api/v1';

/** An msw server with every mock handler, for tests (listen/close it in the test's hooks). */
export function createMockServer(options: MockHandlerOptions = {}): SetupServer {
  return setupServer(...createHandlers({ adminBase: NODE_ADMIN_BASE, generalBase: NODE_GENERAL_BASE, ...options }));
}
