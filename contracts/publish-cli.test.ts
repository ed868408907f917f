import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  BrokerConfigError,
  brokerCommands,
  brokerConfig,
  formatCommand,
  STEPS,
} from '../scripts/contracts-publish.mjs';

const ENV = {
  PACT_BROKER_BASE_URL: 'https://vinotheca.pactflow.io/',
  PACT_BROKER_TOKEN: 'secret-token-value',
  GIT_COMMIT: '3f2a8ee0c1d2',
  GIT_BRANCH: 'main',
};

describe('contracts:publish (optional Pact Broker step)', () => {
  it('assembles publish, can-i-deploy and record-deployment from the environment', () => {
    const commands = brokerCommands(brokerConfig(ENV, { environment: 'production' }), STEPS).map(formatCommand);
    expect(commands).toEqual([
      'node_modules/.bin/pact-broker publish contracts/pacts --consumer-app-version 3f2a8ee0c1d2 --branch main --broker-base-url https://vinotheca.pactflow.io',
      'node_modules/.bin/pact-broker can-i-deploy --pacticipant vinotheca-admin-console --version 3f2a8ee0c1d2 --to-environment production --retry-while-unknown 6 --retry-interval 10 --broker-base-url https://vinotheca.pactflow.io',
      'node_modules/.bin/pact-broker record-deployment --pacticipant vinotheca-admin-console --version 3f2a8ee0c1d2 --environment production --broker-base-url https://vinotheca.pactflow.io',
    ]);
  });

  it('never puts credentials on the command line (the CLI reads them from the environment)', () => {
    const basic = {
      ...ENV,
      PACT_BROKER_TOKEN: undefined,
      PACT_BROKER_USERNAME: 'ci',
      PACT_BROKER_PASSWORD: 'hunter2-password',
    };
    for (const env of [ENV, basic]) {
      const text = brokerCommands(brokerConfig(env, { environment: 'staging' }), STEPS)
        .map(formatCommand)
        .join('\n');
      expect(text).not.toMatch(/secret-token-value|hunter2-password|token|password/i);
    }
  });

  it('takes CI variables for the version and branch, and a custom CLI command', () => {
    const config = brokerConfig({
      PACT_BROKER_BASE_URL: 'http://broker.local:9292',
      PACT_BROKER_TOKEN: 't',
      GITHUB_SHA: 'abc123',
      GITHUB_REF_NAME: 'feature/users',
      PACT_BROKER_CLI: 'docker run --rm pactfoundation/pact-cli:latest pact-broker',
    });
    expect(formatCommand(brokerCommands(config, ['publish'])[0]!)).toBe(
      'docker run --rm pactfoundation/pact-cli:latest pact-broker publish contracts/pacts --consumer-app-version abc123 --branch feature/users --broker-base-url http://broker.local:9292',
    );
  });

  it('takes the version and branch from git when no variable gives them', () => {
    const git = (args: string[]) => (args[0] === 'rev-parse' ? '9e8d7c6b5a4f' : 'feature/broker');
    const config = brokerConfig(
      { PACT_BROKER_BASE_URL: 'http://broker.local:9292', PACT_BROKER_TOKEN: 't' },
      { readGit: git },
    );
    expect(config).toMatchObject({ version: '9e8d7c6b5a4f', branch: 'feature/broker' });
    expect(brokerConfig({ ...ENV }, { readGit: git })).toMatchObject({ version: '3f2a8ee0c1d2', branch: 'main' });
  });

  it('names every missing variable in one clear error', () => {
    const noGit = { readGit: () => undefined };
    expect(() => brokerConfig({}, noGit)).toThrow(BrokerConfigError);
    expect(() => brokerConfig({}, noGit)).toThrow(
      /PACT_BROKER_BASE_URL[\s\S]*PACT_BROKER_TOKEN[\s\S]*GIT_COMMIT[\s\S]*GIT_BRANCH/,
    );
    expect(() => brokerConfig({ ...ENV, PACT_BROKER_TOKEN: '' })).toThrow(
      /PACT_BROKER_TOKEN \(or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD\)/,
    );
    expect(() => brokerConfig({ ...ENV, PACT_BROKER_BASE_URL: 'pactflow' })).toThrow('must be an http(s) URL');
    expect(() => brokerCommands(brokerConfig(ENV), ['can-i-deploy'])).toThrow('can-i-deploy needs --environment');
    expect(() => brokerCommands(brokerConfig(ENV), ['deploy'])).toThrow('Unknown step "deploy"');
  });

  it('prints the commands with --dry-run and exits 2 with the error when the environment is incomplete', () => {
    const run = (env: Record<string, string>, args: string[]) =>
      spawnSync(process.execPath, ['scripts/contracts-publish.mjs', ...args], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', ...env },
      });
    const dry = run(ENV, ['all', '--environment', 'production', '--dry-run']);
    expect(dry.status).toBe(0);
    expect(dry.stdout.trim().split('\n')).toHaveLength(3);
    expect(dry.stdout).toContain(
      '$ node_modules/.bin/pact-broker publish contracts/pacts --consumer-app-version 3f2a8ee0c1d2',
    );
    expect(dry.stdout).not.toContain('secret-token-value');
    const missing = run({}, ['--dry-run']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Missing environment for the Pact Broker steps');
  });
});
