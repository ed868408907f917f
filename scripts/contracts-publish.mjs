import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { first, versionAndBranch } from './pact-broker-env.mjs';

// The Pact Broker steps of the consumer (contracts/README.md, "Pact Broker"). Assembles the
// pact-broker CLI commands from the environment and git and runs them, or prints them with --dry-run:
//   npm run contracts:publish -- [publish|can-i-deploy|record-deployment|all] [--environment production] [--dry-run]
// The CLI is @pact-foundation/pact-cli's pact-broker (a dev dependency); PACT_BROKER_CLI overrides it.
// Credentials never go on the command line: the CLI reads PACT_BROKER_TOKEN (or
// PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD) from the environment it inherits. A failing step
// stops the script with the CLI's exit status.

export const CONSUMER = 'vinotheca-admin-console';
export const PACT_DIR = 'contracts/pacts';
export const STEPS = ['publish', 'can-i-deploy', 'record-deployment'];

export class BrokerConfigError extends Error {}

/** The pact-broker CLI this project installs, as a path from the working directory (npm runs scripts from the project root). */
export const BUNDLED_CLI = relative(
  process.cwd(),
  fileURLToPath(new URL('../node_modules/.bin/pact-broker', import.meta.url)),
);

/** What the broker steps need, read from the environment (CI variables, then git, as fallbacks). */
export function brokerConfig(env, { environment, readGit } = {}) {
  const missing = [];
  const baseUrl = first(env, ['PACT_BROKER_BASE_URL']);
  if (!baseUrl) missing.push('PACT_BROKER_BASE_URL (the broker, e.g. https://vinotheca.pactflow.io)');
  const hasToken = Boolean(first(env, ['PACT_BROKER_TOKEN']));
  const hasBasicAuth = Boolean(first(env, ['PACT_BROKER_USERNAME']) && first(env, ['PACT_BROKER_PASSWORD']));
  if (!hasToken && !hasBasicAuth) missing.push('PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD)');
  const { version, branch } = versionAndBranch(env, readGit ? { readGit } : undefined);
  if (!version) missing.push('GIT_COMMIT (the consumer version; outside a git checkout, e.g. $(git rev-parse HEAD))');
  if (!branch) missing.push('GIT_BRANCH (on a detached HEAD, e.g. the CI branch name)');
  if (missing.length > 0)
    throw new BrokerConfigError(`Missing environment for the Pact Broker steps:\n  - ${missing.join('\n  - ')}`);
  if (!/^https?:\/\/\S+$/.test(baseUrl))
    throw new BrokerConfigError(`PACT_BROKER_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    version,
    branch,
    environment: environment ?? first(env, ['PACT_ENVIRONMENT']),
    cli: first(env, ['PACT_BROKER_CLI'])?.split(/\s+/) ?? [BUNDLED_CLI],
  };
}

/** The CLI invocations for the given steps, as argv arrays (no shell, no secrets). */
export function brokerCommands(config, steps) {
  const broker = ['--broker-base-url', config.baseUrl];
  const needEnvironment = (step) => {
    if (!config.environment)
      throw new BrokerConfigError(`${step} needs --environment NAME (or PACT_ENVIRONMENT), e.g. production`);
    return config.environment;
  };
  const commands = {
    publish: () => [
      ...config.cli,
      'publish',
      PACT_DIR,
      '--consumer-app-version',
      config.version,
      '--branch',
      config.branch,
      ...broker,
    ],
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
      console.error(
        `${argv[0]} is not installed: run npm ci (it installs @pact-foundation/pact-cli), or set PACT_BROKER_CLI.`,
      );
      process.exit(127);
    }
    if (result.status !== 0) {
      console.error(`✘ ${argv[1]} failed (exit ${result.status ?? result.signal}).`);
      process.exit(result.status ?? 1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
