import { getDefaultStore } from 'jotai';

/**
 * The one jotai store; also used outside React (the HTTP clients and route guards read the session
 * through it). It is jotai's default store, so a component rendered without a Provider (a test)
 * reads the same session as the app.
 */
export const store = getDefaultStore();
