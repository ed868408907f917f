import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brokerCredentials, versionAndBranch } from './pact-broker-env.mjs';

// Verifies a running provider against the committed pact, another pact file, or the pacts a Pact
// Broker holds for it:
//   npm run contracts:verify -- --provider-base-url http://localhost:8080 \
//     [--state-change-url http://localhost:8080/_pact/provider-states] [--pact contracts/pacts/x.json]
//   npm run contracts:verify -- --provider-base-url … --broker-url https://broker.example \
//     [--publish --provider-version SHA --provider-branch main] [--enable-pending] [--include-wip-pacts-since 2026-01-01]
// The state-change URL receives pact's `POST {state, params, action}`: "setup" before each
// interaction (its JSON answer holds the ids the state made) and "teardown" after it
// (contracts/README.md lists the states). Exit 0 when every interaction matches, 1 on any mismatch
// or failed state, 2 on a usage error.

export const DEFAULT_PACT = 'contracts/pacts/vinotheca-admin-console-vinotheca-admin-api.json';
export const PROVIDER = 'vinotheca-admin-api';

const USAGE = `Usage: npm run contracts:verify -- --provider-base-url URL [--state-change-url URL]
         [--pact PATH | --broker-url URL [--consumer-version-selectors JSON] [--enable-pending]
          [--include-wip-pacts-since DATE] [--publish]] [--provider-version V] [--provider-branch B]
         [--login-as EMAIL:PASSWORD] [--log-level warn]

  --provider-base-url  Origin of the provider; the pact's paths start with /api/v1/admin.
  --state-change-url   Where to POST {state, params, action} before ("setup") and after
                       ("teardown") each interaction. Without it no provider state is set up, and
                       interactions that need data will fail.
  --pact               Pact file to verify (default ${DEFAULT_PACT}).
  --broker-url         Verify the pacts a Pact Broker holds for ${PROVIDER} instead (credentials from
                       PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD).
  --consumer-version-selectors
                       JSON list of selectors (default: the main branch, deployed or released
                       versions, and with a provider branch, the matching branch).
  --enable-pending     A failing pact not yet verified by this provider does not fail the run.
  --include-wip-pacts-since DATE
                       Also verify work-in-progress pacts published since DATE (YYYY-MM-DD).
  --publish            Publish the results to the broker (needs --broker-url and a provider version).
  --provider-version   The provider's version (default: GIT_COMMIT, CI variables, or git rev-parse HEAD).
  --provider-branch    The provider's branch (default: GIT_BRANCH, CI variables, or the git branch).
  --login-as           Sign in through POST /api/v1/admin/auth/login with these credentials and send
                       that token wherever the pact sends its fixed test access token (an account
                       without two-factor authentication).
  --log-level          Pact log level: error, warn (default), info, debug, trace (not with broker
                       credentials: pact's trace log prints them).`;

export class UsageError extends Error {}

const LOG_LEVELS = ['error', 'warn', 'info', 'debug', 'trace'];

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

/** The consumer versions to verify by default: what is on main, what is deployed, and the same branch. */
export function defaultSelectors(providerBranch) {
  return [{ mainBranch: true }, { deployedOrReleased: true }, ...(providerBranch ? [{ matchingBranch: true }] : [])];
}

function parseSelectors(text) {
  let selectors;
  try {
    selectors = JSON.parse(text);
  } catch {
    throw new UsageError('--consumer-version-selectors must be JSON, e.g. [{"mainBranch":true}]');
  }
  if (
    !Array.isArray(selectors) ||
    selectors.length === 0 ||
    !selectors.every((s) => s && typeof s === 'object' && !Array.isArray(s))
  ) {
    throw new UsageError('--consumer-version-selectors must be a non-empty JSON list of objects');
  }
  return selectors;
}

function parseLogin(text) {
  const at = text.indexOf(':');
  if (at <= 0 || at === text.length - 1) throw new UsageError('--login-as must be EMAIL:PASSWORD');
  return { email: text.slice(0, at), password: text.slice(at + 1) };
}

export function parseVerifyArgs(argv, env = process.env, readGit = undefined) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'provider-base-url': { type: 'string' },
      'state-change-url': { type: 'string' },
      pact: { type: 'string' },
      'broker-url': { type: 'string' },
      'consumer-version-selectors': { type: 'string' },
      'enable-pending': { type: 'boolean' },
      'include-wip-pacts-since': { type: 'string' },
      publish: { type: 'boolean' },
      'provider-version': { type: 'string' },
      'provider-branch': { type: 'string' },
      'login-as': { type: 'string' },
      'log-level': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { help: true };
  if (!values['provider-base-url']) throw new UsageError('--provider-base-url is required');
  if (values.pact && values['broker-url']) throw new UsageError('Give --pact or --broker-url, not both');
  const fromBroker = Boolean(values['broker-url']);
  for (const flag of ['consumer-version-selectors', 'enable-pending', 'include-wip-pacts-since', 'publish']) {
    if (values[flag] !== undefined && !fromBroker) throw new UsageError(`--${flag} needs --broker-url`);
  }
  const wip = values['include-wip-pacts-since'];
  if (wip !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(wip))
    throw new UsageError('--include-wip-pacts-since must be a date, YYYY-MM-DD');
  const git = versionAndBranch(env, readGit ? { readGit } : undefined);
  const providerVersion = values['provider-version'] ?? git.version;
  const providerBranch = values['provider-branch'] ?? git.branch;
  if (values.publish && !providerVersion)
    throw new UsageError('--publish needs --provider-version (or GIT_COMMIT, or a git checkout)');
  const logLevel = values['log-level'] ?? 'warn';
  if (!LOG_LEVELS.includes(logLevel)) throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(', ')}`);
  const credentials = fromBroker ? brokerCredentials(env) : {};
  // pact-js and the Rust verifier print their options, the broker token or password included, at trace.
  if (logLevel === 'trace' && Object.keys(credentials).length > 0)
    throw new UsageError('--log-level trace would print the broker credentials; use debug');
  const options = {
    providerBaseUrl: absoluteUrl(values['provider-base-url'], '--provider-base-url'),
    stateChangeUrl: values['state-change-url']
      ? absoluteUrl(values['state-change-url'], '--state-change-url')
      : undefined,
    logLevel,
    providerVersion,
    providerBranch,
    login: values['login-as'] ? parseLogin(values['login-as']) : undefined,
  };
  if (!fromBroker) return { ...options, pactFile: resolve(values.pact ?? DEFAULT_PACT) };
  return {
    ...options,
    broker: {
      url: absoluteUrl(values['broker-url'], '--broker-url'),
      selectors: values['consumer-version-selectors']
        ? parseSelectors(values['consumer-version-selectors'])
        : defaultSelectors(providerBranch),
      enablePending: values['enable-pending'] === true,
      includeWipPactsSince: wip,
      publish: values.publish === true,
      credentials,
    },
  };
}

/**
 * State handlers forwarding every state to a state-change URL, "setup" before and "teardown" after
 * the interaction; the setup's JSON answer (the ids the state made) goes back to the verifier. Any
 * state name is forwarded, so pacts fetched from a broker need no list. Failures are collected:
 * pact-js's proxy only logs a failing handler, and the report should say which state broke.
 * `onSetup` runs after each setup (a minted token may belong to data the setup replaced).
 */
export function forwardingStateHandlers(stateChangeUrl, failures, onSetup = () => undefined) {
  const forward = (state, action) => async (params) => {
    let response;
    try {
      response = await fetch(stateChangeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state, params: params ?? {}, action }),
      });
    } catch (error) {
      failures.push(
        `state "${state}" (${action}): ${stateChangeUrl} unreachable (${error.cause?.code ?? error.message})`,
      );
      throw error;
    }
    if (!response.ok) {
      const failure = `state "${state}" (${action}): ${response.status} ${(await response.text()).slice(0, 300)}`;
      failures.push(failure);
      throw new Error(failure);
    }
    if (action === 'setup') onSetup();
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
  return new Proxy(
    {},
    {
      get: (_target, name) =>
        typeof name === 'string' && name !== 'then' && name !== 'toJSON'
          ? { setup: forward(name, 'setup'), teardown: forward(name, 'teardown') }
          : undefined,
    },
  );
}

/** The fixed access token the pact's requests carry (contracts/README.md, "Fixed test tokens"). */
export const PACT_ACCESS_TOKEN = 'pact-access-token';

/**
 * `--login-as`: a request filter that signs in through the provider's login endpoint and puts the
 * token it gets wherever a request carries the pact's fixed access token; other tokens (the
 * revoked and setup-only ones of error interactions) and requests without one pass unchanged.
 * The token is minted again after each state setup and when half its lifetime is over. It is never
 * printed. A sign-in that fails is never tried again: each try would count towards the account's
 * lockout, and a wrong password tried before every interaction locked it. `signIn()` tries it once
 * before the verification starts, so that a bad login stops it with its reason.
 */
export function loginFilter(providerBaseUrl, { email, password }, fetchImpl = fetch) {
  let minting;
  let failure;
  const mint = async () => {
    const response = await fetchImpl(`${providerBaseUrl}/api/v1/admin/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`--login-as: sign-in as ${email} answered ${response.status}`);
    const body = await response.json();
    if (typeof body.accessToken !== 'string' || body.requires2FASetup)
      throw new Error(`--login-as: sign-in as ${email} gave no full-access token`);
    const lifetime = typeof body.expiresIn === 'number' ? body.expiresIn * 1000 : 5 * 60 * 1000;
    return { token: body.accessToken, renewAt: Date.now() + lifetime / 2 };
  };
  /** The current token: the one minted, unless forgotten or half its lifetime is over. */
  const token = async () => {
    if (failure) throw failure;
    const current = minting ? await minting : undefined;
    if (current && current.renewAt > Date.now()) return current;
    minting = mint();
    try {
      return await minting;
    } catch (error) {
      failure = error;
      minting = undefined;
      throw error;
    }
  };
  const requestFilter = (req, _res, next) => {
    if (req.headers.authorization !== `Bearer ${PACT_ACCESS_TOKEN}`) return next();
    token().then(
      (minted) => {
        req.headers.authorization = `Bearer ${minted.token}`;
        next();
      },
      (error) => next(error),
    );
    return undefined;
  };
  return { requestFilter, forget: () => (minting = undefined), signIn: () => token().then(() => undefined) };
}

/**
 * Fails fast when a URL does not answer at all: the verifier would otherwise wait out its timeout
 * on every interaction. Any HTTP answer, even a 404, counts as reachable.
 */
export async function assertReachable(url, what, headers = {}) {
  try {
    await fetch(url, { method: 'GET', headers, signal: AbortSignal.timeout(5000) });
  } catch (error) {
    throw new Error(`${what} ${url} is not reachable (${error.cause?.code ?? error.cause?.message ?? error.name})`);
  }
}

/** The Authorization header the broker's credentials make (a token, or a user and password), if any. */
function brokerAuthorization({ token, username, password }) {
  if (token) return { Authorization: `Bearer ${token}` };
  if (username) return { Authorization: `Basic ${Buffer.from(`${username}:${password ?? ''}`).toString('base64')}` };
  return {};
}

/** The failed interactions, one line each, from the verifier's JSON error (its full report is above). */
function describeVerifierError(error) {
  const message = String(error?.message ?? error);
  try {
    const failed = [
      ...new Set(
        JSON.parse(message).errors.map((e) => e.interaction.replace(/^Verifying a pact between \S+ and \S+ /, '')),
      ),
    ];
    return [`  ${failed.length} interaction(s) failed:`, ...failed.map((name) => `    - ${name}`)];
  } catch {
    return [`  verifier: ${message.slice(0, 500)}`];
  }
}

/**
 * Runs the pact verifier against a provider: the pacts of a file, or those a broker selects for it
 * (`broker`). Resolves with a summary; rejects with an Error whose message says what failed (the
 * verifier has already printed the per-interaction report).
 */
export async function verifyPact({
  providerBaseUrl,
  stateChangeUrl,
  pactFile = resolve(DEFAULT_PACT),
  logLevel = 'warn',
  broker,
  providerVersion,
  providerBranch,
  login,
}) {
  const pact = broker ? undefined : readPact(pactFile);
  await assertReachable(providerBaseUrl, 'The provider base URL');
  if (stateChangeUrl) await assertReachable(stateChangeUrl, 'The state-change URL');
  // With its credentials, as every call to the broker carries them.
  if (broker) await assertReachable(broker.url, 'The Pact Broker URL', brokerAuthorization(broker.credentials));
  const { Verifier } = await import('@pact-foundation/pact');
  const failures = [];
  const filter = login ? loginFilter(providerBaseUrl, login) : undefined;
  // A login that fails stops here, with its reason, before any interaction.
  await filter?.signIn();
  const options = {
    provider: PROVIDER,
    providerBaseUrl,
    logLevel,
    stateHandlers: stateChangeUrl ? forwardingStateHandlers(stateChangeUrl, failures, filter?.forget) : {},
    ...(filter ? { requestFilter: filter.requestFilter } : {}),
    ...(providerVersion ? { providerVersion } : {}),
    ...(providerBranch ? { providerVersionBranch: providerBranch } : {}),
  };
  if (broker) {
    Object.assign(options, {
      pactBrokerUrl: broker.url,
      ...(broker.credentials.token ? { pactBrokerToken: broker.credentials.token } : {}),
      ...(broker.credentials.username
        ? { pactBrokerUsername: broker.credentials.username, pactBrokerPassword: broker.credentials.password }
        : {}),
      consumerVersionSelectors: broker.selectors,
      enablePending: broker.enablePending,
      ...(broker.includeWipPactsSince ? { includeWipPactsSince: broker.includeWipPactsSince } : {}),
      publishVerificationResult: broker.publish,
    });
  } else {
    options.pactUrls = [pactFile];
  }
  let verifierError;
  try {
    await new Verifier(options).verifyProvider();
  } catch (error) {
    verifierError = error;
  }
  const source = broker ? `the pacts ${broker.url} selects` : pactFile;
  if (verifierError || failures.length > 0) {
    const lines = [`${PROVIDER} at ${providerBaseUrl} does not honour ${source}`];
    if (verifierError) lines.push(...describeVerifierError(verifierError));
    for (const failure of [...new Set(failures)]) lines.push(`  ${failure}`);
    throw new Error(lines.join('\n'));
  }
  // The verifier only logs a refused publication (above); can-i-deploy is where it shows.
  const published = broker?.publish
    ? `; results sent to the broker as version ${providerVersion}${providerBranch ? ` of ${providerBranch}` : ''}`
    : '';
  return broker
    ? `${PROVIDER} at ${providerBaseUrl} honours ${source}${published}`
    : `${PROVIDER} at ${providerBaseUrl} honours all ${pact.interactions.length} interactions of ${pactFile}`;
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
  console.log(
    `Verifying ${options.providerBaseUrl} against ${options.broker ? `the pacts of ${options.broker.url}` : options.pactFile}`,
  );
  if (!options.stateChangeUrl)
    console.log('No --state-change-url: provider states are not set up; the provider must already hold the data.');
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
