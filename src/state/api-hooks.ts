import type { InternalAxiosRequestConfig } from 'axios';
import type { ApiError } from '@/api/api-error';

/**
 * What the UI layer plugs into the API clients at start-up (toasts and navigation live above
 * `state/`). Kept apart from the clients so that registering them does not load axios: the
 * sign-in page paints without the HTTP layer, which loads on first use.
 */
export interface UiHooks {
  notifyError(error: ApiError, config: InternalAxiosRequestConfig | undefined): void;
  /** Go to login, remembering the current page. */
  toLogin(): void;
  toTwoFactorSetup(): void;
  /** Reload the data on screen (the router's loaders): a change made outside a route action, such as an undo from a toast. */
  revalidate(): void;
}

let ui: UiHooks = {
  notifyError: () => undefined,
  toLogin: () => undefined,
  toTwoFactorSetup: () => undefined,
  revalidate: () => undefined,
};

export function registerUiHooks(hooks: UiHooks): void {
  ui = hooks;
}

export function uiHooks(): UiHooks {
  return ui;
}

let ready: Promise<void> = Promise.resolve();

/** Holds every API request until `gate` settles, so none leaves before the mock worker is ready. */
export function holdRequestsUntil(gate: Promise<unknown>): void {
  ready = gate.then(
    () => undefined,
    () => undefined,
  );
}

export function requestsReady(): Promise<void> {
  return ready;
}
