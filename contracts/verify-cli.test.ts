import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseVerifyArgs } from '../scripts/contracts-verify.mjs';
import { runNode } from './support/run-node';

/** The standalone mock, as the backend team would run any server: its own process, a free port. */
function startMockProcess(): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/mock-server.mjs', '--port', '0', '--quiet', '--open-control', '--seed-date', '2026-11-16'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const timer = setTimeout(() => reject(new Error(`mock server did not start:\n${output}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`mock server exited (${code}):\n${output}`)));
  });
}

describe('npm run contracts:verify', () => {
  let mock: { child: ChildProcess; url: string };

  beforeAll(async () => {
    mock = await startMockProcess();
  });

  afterAll(async () => {
    if (mock.child.exitCode !== null) return;
    const exited = new Promise((resolve) => mock.child.once('exit', resolve));
    mock.child.kill('SIGTERM');
    await exited;
  });

  // Every interaction with its provider-state call, against another process: past 30 s once on a
  // loaded two-core machine. The time is a limit for finishing, not something measured.
  it('exits 0 with a summary when the provider honours the pact', { timeout: 120_000 }, async () => {
    const run = await runNode([
      'scripts/contracts-verify.mjs',
      '--provider-base-url',
      mock.url,
      '--state-change-url',
      `${mock.url}/_mock/provider-states`,
    ]);
    expect(run.output).toMatch(/✔ vinotheca-admin-api at http:\/\/[\d.:]+ honours all \d+ interactions/);
    expect(run.code).toBe(0);
  });

  it('exits 1 naming the failed interactions when the provider answers differently', async () => {
    // Without the state-change URL nobody holds the pact's tokens, so the mock answers 401s.
    const run = await runNode(['scripts/contracts-verify.mjs', '--provider-base-url', mock.url]);
    expect(run.code).toBe(1);
    expect(run.output).toContain('does not honour');
    expect(run.output).toMatch(
      /- Given admin \{email\} is signed in with access token \{accessToken\} - a request for the own profile/,
    );
  });

  it('exits 1 at once when the provider base URL does not answer', async () => {
    const run = await runNode(['scripts/contracts-verify.mjs', '--provider-base-url', 'http://127.0.0.1:1']);
    expect(run.code).toBe(1);
    expect(run.output).toContain('The provider base URL http://127.0.0.1:1 is not reachable');
  });

  it('exits 1 at once, naming the broker, when the Pact Broker URL does not answer', async () => {
    const run = await runNode([
      'scripts/contracts-verify.mjs',
      '--provider-base-url',
      mock.url,
      '--broker-url',
      'http://127.0.0.1:1',
    ]);
    expect(run.code).toBe(1);
    expect(run.output).toContain('The Pact Broker URL http://127.0.0.1:1 is not reachable (bad port)');
    expect(run.output).not.toContain('does not honour');
  });

  it('exits 2 with the usage when the base URL is missing or not a URL, or with both --pact and --broker-url', async () => {
    const run = await runNode(['scripts/contracts-verify.mjs']);
    expect(run.code).toBe(2);
    expect(run.output).toContain('--provider-base-url is required');
    const both = await runNode([
      'scripts/contracts-verify.mjs',
      '--provider-base-url',
      mock.url,
      '--pact',
      'contracts/pacts/x.json',
      '--broker-url',
      'http://127.0.0.1:1',
    ]);
    expect(both.code).toBe(2);
    expect(both.output).toContain('Give --pact or --broker-url, not both');
    expect(() => parseVerifyArgs(['--provider-base-url', 'localhost:8080'])).toThrow('must be an http(s) URL');
  });
});
