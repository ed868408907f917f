import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, isSetupRequired, toApiError } from './api-error';
import type { RefreshResponse } from './auth';

export const API_TIMEOUT_MS = 15000;

/** What the HTTP clients need from the session, injected so `api/` stays framework-free. */
export interface SessionBridge {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  hasSetupOnlyToken(): boolean;
  /** Store the tokens a refresh returned. */
  onTokensRefreshed(tokens: RefreshResponse): void;
  /** The session is no longer valid: clear it and go to login. */
  onSessionExpired(): void;
  /** A setup-only token met an endpoint it may not use: go to two-factor setup. */
  onSetupRequired(): void;
  /** The global error handler (toasts); not called for requests flagged to skip it. */
  onError(error: ApiError, config: InternalAxiosRequestConfig | undefined): void;
  /** Resolves when requests may leave (e.g. once the mock worker is ready). */
  whenReady(): Promise<void>;
  /** Renews the tokens first when the access token is about to expire (not for the refresh call itself). */
  renewIfDue?(): Promise<void>;
}

function bearer(config: InternalAxiosRequestConfig, token: string | null): InternalAxiosRequestConfig {
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  else config.headers.delete('Authorization');
  return config;
}

function tokenOf(config: InternalAxiosRequestConfig | undefined): string | null {
  const header = config?.headers?.get?.('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

function createBaseClient(baseURL: string, session: SessionBridge): AxiosInstance {
  const http = axios.create({ baseURL, timeout: API_TIMEOUT_MS, headers: { Accept: 'application/json' } });
  http.interceptors.request.use(async (config) => {
    await session.whenReady();
    if (!config.skipAuthRefresh) await session.renewIfDue?.();
    return bearer(config, session.getAccessToken());
  });
  return http;
}

function report(session: SessionBridge, error: ApiError, config: InternalAxiosRequestConfig | undefined): ApiError {
  if (!config?.skipGlobalErrorHandler) session.onError(error, config);
  return error;
}

/**
 * Handles a 401 only while the token that failed is still the session's token, so responses that
 * arrive after a logout or a refresh never end a session twice.
 */
function isCurrentSession(session: SessionBridge, config: InternalAxiosRequestConfig | undefined): boolean {
  const used = tokenOf(config);
  return used !== null && used === session.getAccessToken();
}

/**
 * The admin API client: a 401 ends the session; a 403 '2FA setup required' sends a setup-only
 * token to two-factor setup and logs anyone else out.
 */
export function createAdminClient(baseURL: string, session: SessionBridge): AxiosInstance {
  const http = createBaseClient(baseURL, session);
  http.interceptors.response.use(undefined, (failure: AxiosError) => {
    const error = toApiError(failure);
    const config = failure.config;
    if (error.status === 401 && !config?.skipAuthRefresh && isCurrentSession(session, config)) {
      session.onSessionExpired();
      return Promise.reject(report(session, error, config));
    }
    if (isSetupRequired(error)) {
      if (session.hasSetupOnlyToken()) session.onSetupRequired();
      else if (isCurrentSession(session, config)) session.onSessionExpired();
      return Promise.reject(error);
    }
    return Promise.reject(report(session, error, config));
  });
  return http;
}

/**
 * The general API client. On a 401 it refreshes the token once, single-flight across concurrent
 * requests, and retries the request once; a failed refresh ends the session exactly once.
 */
export function createGeneralClient(
  baseURL: string,
  session: SessionBridge,
  refresh: (refreshToken: string) => Promise<RefreshResponse>,
): AxiosInstance {
  const http = createBaseClient(baseURL, session);
  let inFlight: Promise<string> | null = null;

  const refreshOnce = (): Promise<string> => {
    inFlight ??= (async () => {
      const refreshToken = session.getRefreshToken();
      if (!refreshToken) throw new ApiError({ kind: 'http', status: 401, message: 'No refresh token' });
      const tokens = await refresh(refreshToken);
      session.onTokensRefreshed(tokens);
      return tokens.accessToken;
    })()
      .catch((failure: unknown) => {
        session.onSessionExpired();
        throw failure;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  http.interceptors.response.use(undefined, async (failure: AxiosError) => {
    const error = toApiError(failure);
    const config = failure.config;
    if (error.status !== 401 || !config || config._retriedAfterRefresh || config.skipAuthRefresh) {
      return Promise.reject(report(session, error, config));
    }
    const used = tokenOf(config);
    const current = session.getAccessToken();
    if (used === null || current === null) return Promise.reject(report(session, error, config));
    let token: string;
    try {
      token = current !== used ? current : await refreshOnce();
    } catch {
      return Promise.reject(report(session, error, config));
    }
    config._retriedAfterRefresh = true;
    return http.request(bearer(config, token));
  });
  return http;
}
