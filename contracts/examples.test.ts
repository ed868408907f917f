import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleProvider } from './examples/express-provider/server.mjs';
import { verifyPact } from '../scripts/contracts-verify.mjs';
import { COMMITTED_PACT_FILE } from './support/pact';

/** The committed pact's interactions on these paths, as a pact file of their own. */
function pactFor(dir: string, paths: RegExp): { file: string; count: number } {
  const pact = JSON.parse(readFileSync(COMMITTED_PACT_FILE, 'utf8')) as {
    interactions: { request: { path: string } }[];
  };
  const interactions = pact.interactions.filter((interaction) => paths.test(interaction.request.path));
  const file = join(dir, 'sample-provider-pact.json');
  writeFileSync(file, JSON.stringify({ ...pact, interactions }));
  return { file, count: interactions.length };
}

// contracts/README.md, "For backend teams": the Node/Express recipe, verified. The sample makes its
// own ids, writes whole-second instants and answers errors as application/problem+json.
describe('the sample Express provider (contracts/examples/express-provider)', () => {
  let server: Server;
  let url: string;
  let dir: string;

  beforeAll(async () => {
    server = createSampleProvider().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'vinotheca-sample-provider-'));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('honours every interaction on wine categories and the audit log', async () => {
    const pact = pactFor(dir, /^\/api\/v1\/admin\/(categories|audit-events)(\/|$)/);
    expect(pact.count).toBe(14);
    await expect(
      verifyPact({ providerBaseUrl: url, stateChangeUrl: `${url}/_pact/provider-states`, pactFile: pact.file }),
    ).resolves.toMatch(/honours all 14 interactions/);
  }, 120_000);

  it('answers a body that is not JSON with a 400 problem, and keeps serving', async () => {
    const response = await fetch(`${url}/api/v1/admin/categories`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer x' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({ status: 400, errors: [{ field: 'body' }] });
  });
});
