import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

// Optional Pact Broker steps (contracts/README.md, "Pact Broker"). Assembles the pact-broker CLI
// commands from the environment and runs them, or prints them with --dry-run:
//   npm run contracts:publish -- [publish|can-i-deploy|record-deployment|all] [--environment production] [--dry-run]
// The CLI (pact-broker, from pact-foundation/pact-broker-client or the pact-cli Docker image) is
// not a dependency of this project: install it where the broker steps run.
// Credentials never go on the command line: the CLI reads PACT_BROKER_TOKEN (or
// PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD) from the environment it inherits.

export const CONSUMER = 'vinotheca-admin-console';
export const PACT_DIR = 'contracts/pacts';
export const STEPS = ['publish', 'can-i-deploy', 'record-deployment'];

export class BrokerConfigError extends Error {}

const first = (env, names) => names.map((name) => env[name]).find((value) => typeof value === 'string' && value.trim() !== '');

/** What the broker steps need, read from the environment (CI variables as fallbacks). */
export function brokerConfig(env, { environment } = {}) {
  const missing = [];
  const baseUrl = first(env, ['PACT_BROKER_BASE_URL']);
  if (!baseUrl) missing.push('PACT_BROKER_BASE_URL (the broker, e.g. https://vinotheca.pactflow.io)');
  const hasToken = Boolean(first(env, ['PACT_BROKER_TOKEN']));
  const hasBasicAuth = Boolean(first(env, ['PACT_BROKER_USERNAME']) && first(env, ['PACT_BROKER_PASSWORD']));
  if (!hasToken && !hasBasicAuth) missing.push('PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD)');
  const version = first(env, ['GIT_COMMIT', 'GITHUB_SHA', 'CI_COMMIT_SHA']);
  if (!version) missing.push('GIT_COMMIT (the consumer version, e.g. $(git rev-parse HEAD))');
  const branch = first(env, ['GIT_BRANCH', 'GITHUB_HEAD_REF', 'GITHUB_REF_NAME', 'CI_COMMIT_REF_NAME']);
  if (!branch) missing.push('GIT_BRANCH (e.g. $(git branch --show-current))');
  if (missing.length > 0) throw new BrokerConfigError(`Missing environment for the Pact Broker steps:\n  - ${missing.join('\n  - ')}`);
  if (!/^https?:\/\/\S+$/.test(baseUrl)) throw new BrokerConfigError(`PACT_BROKER_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    version,
    branch,
    environment: environment ?? first(env, ['PACT_ENVIRONMENT']),
    cli: (first(env, ['PACT_BROKER_CLI']) ?? 'pact-broker').split(/\s+/),
  };
}

/** The CLI invocations for the given steps, as argv arrays (no shell, no secrets). */
export function brokerCommands(config, steps) {
  const broker = ['--broker-base-url', config.baseUrl];
  const needEnvironment = (step) => {
    if (!config.environment) throw new BrokerConfigError(`${step} needs --environment NAME (or PACT_ENVIRONMENT), e.g. production`);
    return config.environment;
  };
  const commands = {
    publish: () => [...config.cli, 'publish', PACT_DIR, '--consumer-app-version', config.version, '--branch', config.branch, ...broker],
    'can-i-deploy': () => [
      ...config.cli,
      'can-i-deploy',
      '--pacticipant',
      CONSUMER,
      '--version',
      config.version,
      '--to-environment',
      needEnvironment('can-i-deploy'),
      '--retry-while-unknown',
      '6',
      '--retry-interval',
      '10',
      ...broker,
    ],
    'record-deployment': () => [
      ...config.cli,
      'record-deployment',
      '--pacticipant',
      CONSUMER,
      '--version',
      config.version,
      '--environment',
      needEnvironment('record-deployment'),
      ...broker,
    ],
  };
  return steps.map((step) => {
    if (!commands[step]) throw new BrokerConfigError(`Unknown step "${step}"; use ${[...STEPS, 'all'].join(', ')}`);
    return commands[step]();
  });
}

const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);
export const formatCommand = (argv) => argv.map(quote).join(' ');

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean' }, environment: { type: 'string' } },
  });
  const step = positionals[0] ?? 'publish';
  const steps = step === 'all' ? STEPS : [step];
  let commands;
  try {
    commands = brokerCommands(brokerConfig(process.env, { environment: values.environment }), steps);
  } catch (error) {
    if (!(error instanceof BrokerConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  for (const argv of commands) {
    console.log(`$ ${formatCommand(argv)}`);
    if (values['dry-run']) continue;
    const result = spawnSync(argv[0], argv.slice(1), { stdio: 'inherit', env: process.env });
    if (result.error?.code === 'ENOENT') {
      console.error(`${argv[0]} is not installed. Install the pact-broker CLI (pact-foundation/pact-broker-client) or set PACT_BROKER_CLI, e.g. "docker run --rm -e PACT_BROKER_TOKEN -v $PWD:/app -w /app pactfoundation/pact-cli:latest pact-broker".`);
      process.exit(127);
    }
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
