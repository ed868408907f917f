import type { AxiosInstance } from 'axios';

export interface SystemInfo {
  version: string;
  build: { hash: string; time?: string };
  environment?: string;
}

/** Backend build information. */
export function createSystemApi(http: AxiosInstance) {
  return {
    /** Failures are only logged by callers, so the global toast is skipped. */
    info: () => http.get<SystemInfo>('/system/info', { skipGlobalErrorHandler: true }).then((r) => r.data),
  };
}
