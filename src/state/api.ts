import { createAnalyticsApi } from '@/api/analytics';
import { createAuditApi } from '@/api/audit';
import { createAuthApi } from '@/api/auth';
import { createCategoriesApi } from '@/api/categories';
import { createCellarsApi } from '@/api/cellars';
import { toApiError } from '@/api/api-error';
import { createAdminClient, createGeneralClient, type SessionBridge } from '@/api/http';
import { createReferenceApi } from '@/api/reference';
import { createSavedViewsApi, reuseViewLists } from '@/api/saved-views';
import { createSettingsApi } from '@/api/settings';
import { createSystemApi } from '@/api/system';
import { createUsersApi } from '@/api/users';
import { createWinesApi } from '@/api/wines';
import { ADMIN_API_BASE_URL, API_BASE_URL } from '@/config/env';
import { clearSessionAtom, sessionAtom, updateTokensAtom } from './session';
import { requestsReady, uiHooks } from './api-hooks';
import { createTokenRenewal } from './token-renewal';
import { store } from './store';

// Every refresh goes through one coordinated renewal: ahead of expiry, and on the general API's 401.
const renewal = createTokenRenewal(
  (refreshToken) => authApi.refresh(refreshToken),
  (failure) => toApiError(failure).status === 401,
);

const bridge: SessionBridge = {
  getAccessToken: () => store.get(sessionAtom)?.token ?? null,
  getRefreshToken: () => store.get(sessionAtom)?.refreshToken ?? null,
  hasSetupOnlyToken: () => store.get(sessionAtom)?.requires2FASetup === true,
  onTokensRefreshed: (tokens) => store.set(updateTokensAtom, tokens),
  onSessionExpired: () => {
    store.set(clearSessionAtom);
    uiHooks().toLogin();
  },
  onSetupRequired: () => uiHooks().toTwoFactorSetup(),
  onError: (error, config) => uiHooks().notifyError(error, config),
  whenReady: requestsReady,
  renewIfDue: () => renewal.renewIfDue(),
};

const adminHttp = createAdminClient(ADMIN_API_BASE_URL, bridge);
export const authApi = createAuthApi(adminHttp);
export const systemApi = createSystemApi(adminHttp);
const generalHttp = createGeneralClient(API_BASE_URL, bridge, (refreshToken) => renewal.renew(refreshToken));
export const usersApi = createUsersApi(adminHttp);
export const referenceApi = createReferenceApi(generalHttp);
export const winesApi = createWinesApi(adminHttp);
export const categoriesApi = createCategoriesApi(adminHttp);
export const cellarsApi = createCellarsApi(adminHttp);
export const analyticsApi = createAnalyticsApi(adminHttp);
export const auditApi = createAuditApi(adminHttp);
export const settingsApi = createSettingsApi(adminHttp);
export const savedViewsApi = reuseViewLists(
  createSavedViewsApi(adminHttp),
  () => store.get(sessionAtom)?.user.id ?? null,
);

/** Keeps the session's tokens fresh in the background (renewed shortly before they expire); returns the stop function. */
export function startTokenRenewal(): () => void {
  return renewal.start(bridge.onSessionExpired);
}
