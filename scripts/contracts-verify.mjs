import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

// Verifies a running provider against the committed pact (or another pact file):
//   npm run contracts:verify -- --provider-base-url http://localhost:8080 \
//     [--state-change-url http://localhost:8080/_pact/provider-states] [--pact contracts/pacts/x.json]
// The state-change URL receives pact's `POST {state, params, action: "setup"}` before each
// interaction (contracts/README.md lists the states). Exit 0 when every interaction matches,
// 1 on any mismatch or failed state, 2 on a usage error.

export const DEFAULT_PACT = 'contracts/pacts/vinotheca-admin-console-vinotheca-admin-api.json';
export const PROVIDER = 'vinotheca-admin-api';

const USAGE = `Usage: npm run contracts:verify -- --provider-base-url URL [--state-change-url URL] [--pact PATH] [--log-level warn]

  --provider-base-url  Origin of the provider; the pact's paths start with /api/v1/admin.
  --state-change-url   Where to POST {state, params, action} before each interaction. Without it
                       no provider state is set up, and interactions that need data will fail.
  --pact               Pact file to verify (default ${DEFAULT_PACT}).
  --log-level          Pact log level: error, warn (default), info, debug, trace.`;

export class UsageError extends Error {}

function readPact(pactFile) {
  if (!existsSync(pactFile)) throw new UsageError(`No pact file at ${pactFile}`);
  return JSON.parse(readFileSync(pactFile, 'utf8'));
}

/** Every provider state a pact names, once each, sorted. */
export function providerStatesOf(pactFile) {
  const pact = readPact(pactFile);
  return [...new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)))].sort();
}

function absoluteUrl(value, flag) {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.toString().replace(/\/$/, '');
  } catch {
    throw new UsageError(`${flag} must be an http(s) URL, got "${value}"`);
  }
}

export function parseVerifyArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'provider-base-url': { type: 'string' },
      'state-change-url': { type: 'string' },
      pact: { type: 'string' },
      'log-level': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { help: true };
  if (!values['provider-base-url']) throw new UsageError('--provider-base-url is required');
  return {
    providerBaseUrl: absoluteUrl(values['provider-base-url'], '--provider-base-url'),
    stateChangeUrl: values['state-change-url'] ? absoluteUrl(values['state-change-url'], '--state-change-url') : undefined,
    pactFile: resolve(values.pact ?? DEFAULT_PACT),
    logLevel: values['log-level'] ?? 'warn',
  };
}

/**
 * State handlers forwarding each state to a state-change URL. Failures are collected: pact-js's
 * proxy only logs a failing handler, and the report should say which state broke.
 */
export function forwardingStateHandlers(stateNames, stateChangeUrl, failures) {
  const forward = (state) => async (params) => {
    let response;
    try {
      response = await fetch(stateChangeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state, params: params ?? {}, action: 'setup' }),
      });
    } catch (error) {
      failures.push(`state "${state}": ${stateChangeUrl} unreachable (${error.cause?.code ?? error.message})`);
      throw error;
    }
    if (!response.ok) {
      const failure = `state "${state}": ${response.status} ${(await response.text()).slice(0, 300)}`;
      failures.push(failure);
      throw new Error(failure);
    }
    // The ids the provider made or used (e.g. {"id": "…"}): the verifier puts them where an
    // interaction says fromProviderState (paths, body ids).
    const text = await response.text();
    try {
      const values = text ? JSON.parse(text) : {};
      return values && typeof values === 'object' && !Array.isArray(values) ? values : {};
    } catch {
      return {};
    }
  };
  return Object.fromEntries(stateNames.map((name) => [name, forward(name)]));
}

/**
 * Fails fast when a URL does not answer at all: the verifier would otherwise wait out its timeout
 * on every interaction. Any HTTP answer, even a 404, counts as reachable.
 */
export async function assertReachable(url, what) {
  try {
    await fetch(url, { method: 'GET', signal: AbortSignal.timeout(5000) });
  } catch (error) {
    throw new Error(`${what} ${url} is not reachable (${error.cause?.code ?? error.name})`);
  }
}

/** The failed interactions, one line each, from the verifier's JSON error (its full report is above). */
function describeVerifierError(error) {
  const message = String(error?.message ?? error);
  try {
    const failed = [...new Set(JSON.parse(message).errors.map((e) => e.interaction.replace(/^Verifying a pact between \S+ and \S+ /, '')))];
    return [`  ${failed.length} interaction(s) failed:`, ...failed.map((name) => `    - ${name}`)];
  } catch {
    return [`  verifier: ${message.slice(0, 500)}`];
  }
}

/**
 * Runs the pact verifier against a provider. Resolves with a summary; rejects with an Error whose
 * message says what failed (the verifier has already printed the per-interaction report).
 */
export async function verifyPact({ providerBaseUrl, stateChangeUrl, pactFile = resolve(DEFAULT_PACT), logLevel = 'warn' }) {
  const pact = readPact(pactFile);
  await assertReachable(providerBaseUrl, 'The provider base URL');
  if (stateChangeUrl) await assertReachable(stateChangeUrl, 'The state-change URL');
  const { Verifier } = await import('@pact-foundation/pact');
  const failures = [];
  const stateHandlers = stateChangeUrl ? forwardingStateHandlers(providerStatesOf(pactFile), stateChangeUrl, failures) : {};
  let verifierError;
  try {
    await new Verifier({ provider: PROVIDER, providerBaseUrl, pactUrls: [pactFile], stateHandlers, logLevel }).verifyProvider();
  } catch (error) {
    verifierError = error;
  }
  const interactions = pact.interactions.length;
  if (verifierError || failures.length > 0) {
    const lines = [`${PROVIDER} at ${providerBaseUrl} does not honour ${pactFile}`];
    if (verifierError) lines.push(...describeVerifierError(verifierError));
    for (const failure of [...new Set(failures)]) lines.push(`  ${failure}`);
    throw new Error(lines.join('\n'));
  }
  return `${PROVIDER} at ${providerBaseUrl} honours all ${interactions} interactions of ${pactFile}`;
}

async function main() {
  let options;
  try {
    options = parseVerifyArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  console.log(`Verifying ${options.providerBaseUrl} against ${options.pactFile}`);
  if (!options.stateChangeUrl) console.log('No --state-change-url: provider states are not set up; the provider must already hold the data.');
  try {
    console.log(`\n✔ ${await verifyPact(options)}`);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(`\n✘ ${error.message}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
