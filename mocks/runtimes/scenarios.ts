import type { MessageKey } from '@/lib/i18n';
import type { Notice } from '../core/notices';
import type { MockRuntime } from './browser';
import { configureMock } from '../core/mock-config';
import { DEMO_ACCOUNTS } from '@/config/demo-accounts';
import { DEFAULT_ADMIN_COUNT, MAX_ADMIN_COUNT } from '../core/seed-sizes';

/** What a scenario sets: the dataset and the faults; the browser's runtime, or the standalone server's. */
export type ScenarioTarget = Pick<MockRuntime, 'switchDataset' | 'chaos'>;

export interface Scenario {
  name: string;
  description: string;
  apply: (runtime: ScenarioTarget) => Promise<void> | void;
}

/**
 * Named setups a demo link can open straight into, e.g. `/users?scenario=slow`, and the standalone
 * server starts in with `--scenario`.
 */
export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'default',
    description: 'The default demo data, no faults',
    apply: (r) => r.switchDataset(DEFAULT_ADMIN_COUNT),
  },
  {
    name: 'empty',
    description: `An empty console: only the ${DEMO_ACCOUNTS.length} demo accounts, no wines, categories, cellars or history`,
    apply: (r) => r.switchDataset('empty'),
  },
  { name: 'large', description: '10,000 admins', apply: (r) => r.switchDataset(MAX_ADMIN_COUNT) },
  { name: 'slow', description: 'Every request takes 2 s', apply: (r) => r.chaos.setLatency('slow') },
  { name: 'realistic', description: 'Requests take 150–400 ms', apply: (r) => r.chaos.setLatency('realistic') },
  {
    name: 'users-down',
    description: 'The users list answers 503 until cleared',
    apply: (r) => r.chaos.failEndpoint({ method: 'GET', path: '/users', kind: 'unavailable' }),
  },
  {
    name: 'short-tokens',
    description: 'Access tokens last 30 s: the console renews them before they expire',
    apply: () => configureMock({ accessTokenTtlMs: 30_000 }),
  },
  {
    name: 'rate-limited',
    description: 'Sign-in answers 429 until cleared',
    apply: (r) => r.chaos.failEndpoint({ method: 'POST', path: '/auth/login', kind: 'rate-limit' }),
  },
];

/** The scenarios' names (the standalone server knows them too). */
export type ScenarioId =
  'default' | 'empty' | 'large' | 'slow' | 'realistic' | 'users-down' | 'short-tokens' | 'rate-limited';

/** What each scenario sets up, in the console's language (the server's CLI keeps the English of SCENARIOS). */
export const SCENARIO_DESCRIPTIONS: Record<ScenarioId, MessageKey> = {
  default: 'mockConsole.scenarios.default',
  empty: 'mockConsole.scenarios.empty',
  large: 'mockConsole.scenarios.large',
  slow: 'mockConsole.scenarios.slow',
  realistic: 'mockConsole.scenarios.realistic',
  'users-down': 'mockConsole.scenarios.usersDown',
  'short-tokens': 'mockConsole.scenarios.shortTokens',
  'rate-limited': 'mockConsole.scenarios.rateLimited',
};

const isScenarioId = (name: string): name is ScenarioId => Object.hasOwn(SCENARIO_DESCRIPTIONS, name);

/**
 * A scenario's description as a text of the catalogue, or null for one added without a text yet
 * (its declaration's English is then shown).
 */
export function scenarioDescription(name: string): Notice | null {
  return isScenarioId(name)
    ? { key: SCENARIO_DESCRIPTIONS[name], values: { accounts: DEMO_ACCOUNTS.length, admins: MAX_ADMIN_COUNT } }
    : null;
}

export const SCENARIO_PARAM = 'scenario';

/** Applies the scenario named in the page URL, if any; returns its name, or an error for an unknown one. */
export async function applyScenarioFromUrl(runtime: MockRuntime, href: string): Promise<string | null> {
  const name = new URL(href).searchParams.get(SCENARIO_PARAM);
  if (!name) return null;
  const scenario = SCENARIOS.find((s) => s.name === name);
  if (!scenario) {
    runtime.notices.push({
      key: 'mockConsole.notices.unknownScenario',
      values: { name, known: SCENARIOS.map((s) => s.name).join(', ') },
    });
    return null;
  }
  await scenario.apply(runtime);
  runtime.notices.push({
    key: 'mockConsole.notices.scenarioApplied',
    values: { name: scenario.name, description: scenarioDescription(scenario.name) ?? scenario.description },
  });
  return scenario.name;
}
