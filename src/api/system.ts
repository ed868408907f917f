import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { call } from './call';
import type { systemInfoSchema } from './wire-schemas';

export type SystemInfo = z.infer<typeof systemInfoSchema>;

/** Backend build information. */
export function createSystemApi(http: AxiosInstance) {
  return {
    /** Failures are only logged by callers, so the global toast is skipped. */
    info: () => call(http, 'GET /system/info', { config: { skipGlobalErrorHandler: true } }),
  };
}
