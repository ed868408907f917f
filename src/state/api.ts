import type { InternalAxiosRequestConfig } from 'axios';
import type { ApiError } from '@/api/api-error';
import { createAuthApi } from '@/api/auth';
import { createAdminClient, createGeneralClient, type SessionBridge } from '@/api/http';
import { createSystemApi } from '@/api/system';
import { ADMIN_API_BASE_URL, API_BASE_URL } from '@/config/env';
import { clearSessionAtom, sessionAtom, updateTokensAtom } from './session';
import { store } from './store';

/** What the UI layer plugs in at start-up: toasts and navigation live above `state/`. */
export interface UiHooks {
  notifyError(error: ApiError, config: InternalAxiosRequestConfig | undefined): void;
  /** Go to login, remembering the current page. */
  toLogin(): void;
  toTwoFactorSetup(): void;
}

let ui: UiHooks = { notifyError: () => undefined, toLogin: () => undefined, toTwoFactorSetup: () => undefined };

export function registerUiHooks(hooks: UiHooks): void {
  ui = hooks;
}

let ready: Promise<void> = Promise.resolve();

/** Holds every API request until `gate` settles, so none leaves before the mock worker is ready. */
export function holdRequestsUntil(gate: Promise<unknown>): void {
  ready = gate.then(
    () => undefined,
    () => undefined,
  );
}

const bridge: SessionBridge = {
  getAccessToken: () => store.get(sessionAtom)?.token ?? null,
  getRefreshToken: () => store.get(sessionAtom)?.refreshToken ?? null,
  hasSetupOnlyToken: () => store.get(sessionAtom)?.requires2FASetup === true,
  onTokensRefreshed: (tokens) => store.set(updateTokensAtom, tokens),
  onSessionExpired: () => {
    store.set(clearSessionAtom);
    ui.toLogin();
  },
  onSetupRequired: () => ui.toTwoFactorSetup(),
  onError: (error, config) => ui.notifyError(error, config),
  whenReady: () => ready,
};

export const adminHttp = createAdminClient(ADMIN_API_BASE_URL, bridge);
export const authApi = createAuthApi(adminHttp);
export const systemApi = createSystemApi(adminHttp);
export const generalHttp = createGeneralClient(API_BASE_URL, bridge, (refreshToken) => authApi.refresh(refreshToken));
