import { signInCaller } from '../users/admin-provider-states';
import type { ProviderStateSetup } from '../../core/provider-state-params';

/** The provider states of contracts/analytics.pact.test.ts; provider-states.ts registers the setups. */
export const ANALYTICS_PROVIDER_STATES = {
  /**
   * params: accessToken. The caller is signed in; the catalogue holds published wines (the seed),
   * so every aggregate list the contract matches has at least one entry.
   */
  analyticsData: 'the catalogue holds published wines and access token {accessToken} is valid',
} as const;

export const ANALYTICS_PACT_PROVIDER_STATES: Record<string, ProviderStateSetup> = {
  [ANALYTICS_PROVIDER_STATES.analyticsData]: async (params) => {
    await signInCaller(params);
  },
};
