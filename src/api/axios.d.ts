import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Show no global error toast for this request; the caller handles the error. */
    skipGlobalErrorHandler?: boolean;
    /** Do not try a token refresh on 401 (the refresh call itself). */
    skipAuthRefresh?: boolean;
    /** A message for the toast rows that allow a custom one (network, 404, 5xx, 400 fallback). */
    errorMessage?: string;
    /** Set by the general client once a request has been retried after a refresh. */
    _retriedAfterRefresh?: boolean;
  }
}
