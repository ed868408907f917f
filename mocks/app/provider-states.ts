import { errorResponse, readJsonObject } from '../core/http';
import { isIdParam, type ProviderStateParams } from '../core/provider-state-params';
import { resetMockBackend } from './reset-mock-backend';
import { PACT_PROVIDER_STATES } from '../resources/users/admin-provider-states';
import { ANALYTICS_PACT_PROVIDER_STATES } from '../resources/analytics/analytics-provider-states';
import { CELLAR_PACT_PROVIDER_STATES } from '../resources/cellars/cellar-provider-states';
import { SETTINGS_PACT_PROVIDER_STATES } from '../resources/settings/settings-provider-states';
import { VIEW_PACT_PROVIDER_STATES } from '../resources/views/view-provider-states';
import { WINE_PACT_PROVIDER_STATES } from '../resources/wines/wine-provider-states';

export const PROVIDER_STATES_PATH = '/_mock/provider-states';
export const RESET_PATH = '/_mock/reset';

type StateSetup = (params: ProviderStateParams) => Promise<void> | void;

/**
 * Named provider states (Pact): each sets up the data one interaction needs, on top of a fresh
 * seed. The contract tests register theirs with `defineProviderState`.
 */
const states = new Map<string, StateSetup>();

function defineProviderState(name: string, setup: StateSetup): void {
  states.set(name, setup);
}

function providerStateNames(): string[] {
  return [...states.keys()];
}

// Each resource defines its state names beside their setups; this is the one registry of them all.
for (const resourceStates of [
  PACT_PROVIDER_STATES,
  WINE_PACT_PROVIDER_STATES,
  CELLAR_PACT_PROVIDER_STATES,
  SETTINGS_PACT_PROVIDER_STATES,
  ANALYTICS_PACT_PROVIDER_STATES,
  VIEW_PACT_PROVIDER_STATES,
]) {
  for (const [name, setup] of Object.entries(resourceStates)) defineProviderState(name, setup);
}

/**
 * The params as a setup reads them, recording every id it reads. An id the verifier did not send is
 * made here, as a backend whose database makes its own ids would: the answer returns the ids the
 * setup used, and the interactions take their paths and body ids from it (`fromProviderState`).
 */
function recordingIds(params: ProviderStateParams): { params: ProviderStateParams; ids: Record<string, string> } {
  const ids: Record<string, string> = {};
  const proxy = new Proxy(params, {
    get(target, name) {
      if (typeof name !== 'string' || !isIdParam(name)) return target[name as string];
      const given = target[name];
      const id = typeof given === 'string' && given.length > 0 ? given : (ids[name] ?? crypto.randomUUID());
      ids[name] = id;
      return id;
    },
  });
  return { params: proxy, ids };
}

/**
 * `POST /_mock/reset` reseeds; `POST /_mock/provider-states` with `{state, params?, action?}`
 * (the body pact's state-change requests send) reseeds, then applies the state, and answers the ids
 * it used (`{"id": "…"}`), which the verifier injects where an interaction says `fromProviderState`.
 * Teardown is a no-op: every setup starts from a fresh seed, so states are idempotent.
 */
export async function applyProviderState(request: Request, path: string): Promise<Response> {
  if (request.method !== 'POST') return errorResponse(405, 'Method Not Allowed', `Use POST ${path}`);
  if (path === RESET_PATH) {
    await resetMockBackend();
    return Response.json({ reset: true });
  }
  const read = await readJsonObject(request);
  if (!read.ok) return read.response;
  const { state, params, action } = read.body;
  if (typeof state !== 'string' || state.length === 0) {
    return errorResponse(400, 'Bad Request', 'state is required', {
      errors: [{ field: 'state', message: 'state is required' }],
    });
  }
  if (action === 'teardown') return Response.json({ state, action: 'teardown' });
  const setup = states.get(state);
  if (!setup) {
    return errorResponse(400, 'Bad Request', `Unknown provider state "${state}"`, {
      errors: [{ field: 'state', message: `Known states: ${providerStateNames().join('; ') || 'none'}` }],
    });
  }
  await resetMockBackend();
  const recorded = recordingIds(
    typeof params === 'object' && params !== null && !Array.isArray(params)
      ? { ...(params as ProviderStateParams) }
      : {},
  );
  try {
    await setup(recorded.params);
  } catch (error) {
    const message = `Provider state "${state}" failed: ${error instanceof Error ? error.message : String(error)}`;
    return errorResponse(400, 'Bad Request', message, { errors: [{ field: 'params', message }] });
  }
  return Response.json(recorded.ids);
}
