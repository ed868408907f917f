import type { SystemInfo } from '@/api/system';
import { guarded, jsonResponse, type ResolverOptions, type Resolvers } from '../../core/http';
import { requireAuth } from '../auth/route-guards';

const MOCK_SYSTEM_INFO: SystemInfo = {
  version: '1.4.2',
  build: { hash: 'mock-4f2a9c1', time: '2026-01-15T09:00:00.000Z' },
  environment: 'mock',
};

/** Handlers for `createSystemApi`. */
export function createSystemHandlers({ latencyMs }: ResolverOptions) {
  return {
    'GET /system/info': guarded(({ request }) => {
      const auth = requireAuth(request);
      return auth instanceof Response ? auth : jsonResponse(MOCK_SYSTEM_INFO);
    }, latencyMs),
  } satisfies Resolvers;
}
