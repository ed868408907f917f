import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { PROVIDER_STATES_PATH } from '../mocks/app/provider-states';
import { SEED_REFERENCE_DAY } from '../mocks/core/demo-clock';
import { startMockHttpServer } from '../mocks/runtimes/server';
import type { MockHttpServer } from '../mocks/runtimes/server';
import { loginFilter, PACT_ACCESS_TOKEN, parseVerifyArgs, verifyPact } from '../scripts/contracts-verify.mjs';
import { COMMITTED_PACT_FILE } from './support/pact';
import { startProviderProxy } from './support/provider-proxy';
import { runNode } from './support/run-node';
import { startStubBroker } from './support/stub-broker';
import type { StubBroker } from './support/stub-broker';

// The broker flow, run for real against a stub broker (no real broker runs in this repository's
// CI): publish → can-i-deploy → record-deployment on the consumer's side, verification of the
// pacts the broker selects with results published on the provider's side.

const committed = JSON.parse(readFileSync(COMMITTED_PACT_FILE, 'utf8')) as {
  interactions: { request: { path: string } }[];
};
/** The category interactions: a broker-served pact small enough to verify quickly. */
const categoriesPact = {
  ...committed,
  interactions: committed.interactions.filter((i) => i.request.path.startsWith('/api/v1/admin/categories')),
};
const TOKEN = 'stub-broker-token-value';
const brokerEnv = (broker: StubBroker): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  PACT_BROKER_BASE_URL: broker.url,
  PACT_BROKER_TOKEN: TOKEN,
  GIT_COMMIT: '3f2a8ee0c1d2',
  GIT_BRANCH: 'main',
});
const publish = (broker: StubBroker, ...args: string[]) =>
  runNode(['scripts/contracts-publish.mjs', ...args], brokerEnv(broker));

describe('contracts:publish against a broker', () => {
  it(
    'publishes the committed pact with the version and branch, the token only in a header',
    { timeout: 60_000 },
    async () => {
      const broker = await startStubBroker({ pact: categoriesPact });
      try {
        const run = await publish(broker, 'publish');
        expect(run.code).toBe(0);
        expect(run.output).not.toContain(TOKEN);
        const sent = broker.requests.find((r) => r.method === 'POST' && r.url === '/contracts/publish');
        const body = sent?.body as {
          pacticipantName: string;
          pacticipantVersionNumber: string;
          branch: string;
          contracts: { content: string; providerName: string }[];
        };
        expect(body).toMatchObject({
          pacticipantName: 'vinotheca-admin-console',
          pacticipantVersionNumber: '3f2a8ee0c1d2',
          branch: 'main',
        });
        expect(body.contracts[0]?.providerName).toBe('vinotheca-admin-api');
        const published = JSON.parse(
          Buffer.from(body.contracts[0]!.content, 'base64').toString('utf8'),
        ) as typeof committed;
        expect(published.interactions).toEqual(committed.interactions);
        expect(sent?.authorization).toBe(`Bearer ${TOKEN}`);
      } finally {
        await broker.close();
      }
    },
  );

  it('exits non-zero when the broker refuses the publication', { timeout: 60_000 }, async () => {
    const broker = await startStubBroker({ pact: categoriesPact, publishStatus: 401 });
    try {
      const run = await publish(broker, 'publish');
      expect(run.code).not.toBe(0);
      expect(run.output).toContain('publish failed');
    } finally {
      await broker.close();
    }
  });

  it(
    'can-i-deploy passes or fails as the broker says, and record-deployment records',
    { timeout: 60_000 },
    async () => {
      for (const deployable of [true, false]) {
        const broker = await startStubBroker({ pact: categoriesPact, deployable });
        try {
          const run = await publish(broker, 'can-i-deploy', '--environment', 'production');
          expect(run.code === 0).toBe(deployable);
          expect(
            broker.requests.some(
              (r) =>
                r.url.startsWith('/matrix?') &&
                r.url.includes('environment=production') &&
                r.url.includes('3f2a8ee0c1d2'),
            ),
          ).toBe(true);
        } finally {
          await broker.close();
        }
      }
      const broker = await startStubBroker({ pact: categoriesPact });
      try {
        const run = await publish(broker, 'record-deployment', '--environment', 'production');
        expect(run.code).toBe(0);
        expect(
          broker.requests.some(
            (r) => r.method === 'POST' && /\/versions\/3f2a8ee0c1d2\/deployed-versions\/environment\//.test(r.url),
          ),
        ).toBe(true);
      } finally {
        await broker.close();
      }
    },
  );
});

describe('contracts:verify against a broker and with --login-as', () => {
  let mock: MockHttpServer;

  beforeAll(async () => {
    mock = await startMockHttpServer({ port: 0, seedDate: SEED_REFERENCE_DAY });
  });

  afterAll(async () => {
    await mock.close();
  });

  it('reads the broker options, with selectors for the branch by default', () => {
    const options = parseVerifyArgs(
      [
        '--provider-base-url',
        'http://127.0.0.1:8080',
        '--broker-url',
        'https://broker.example',
        '--enable-pending',
        '--include-wip-pacts-since',
        '2026-01-01',
        '--publish',
      ],
      { PACT_BROKER_TOKEN: TOKEN, GIT_COMMIT: 'abc123', GIT_BRANCH: 'feature/cellars' },
    );
    expect(options).toMatchObject({
      providerVersion: 'abc123',
      providerBranch: 'feature/cellars',
      broker: {
        url: 'https://broker.example',
        enablePending: true,
        includeWipPactsSince: '2026-01-01',
        publish: true,
        credentials: { token: TOKEN },
        selectors: [{ mainBranch: true }, { deployedOrReleased: true }, { matchingBranch: true }],
      },
    });
    const git = (args: string[]) => (args[0] === 'rev-parse' ? 'fedcba9' : 'main');
    expect(
      parseVerifyArgs(
        ['--provider-base-url', 'http://127.0.0.1:8080', '--broker-url', 'https://broker.example', '--publish'],
        {},
        git,
      ),
    ).toMatchObject({ providerVersion: 'fedcba9', providerBranch: 'main' });
    expect(() =>
      parseVerifyArgs(['--provider-base-url', 'http://x.test', '--pact', 'a.json', '--broker-url', 'https://b.test']),
    ).toThrow('not both');
    expect(() => parseVerifyArgs(['--provider-base-url', 'http://x.test', '--publish'])).toThrow(
      '--publish needs --broker-url',
    );
    expect(() =>
      parseVerifyArgs(
        ['--provider-base-url', 'http://x.test', '--broker-url', 'https://b.test', '--publish'],
        {},
        () => undefined,
      ),
    ).toThrow('--publish needs --provider-version');
    expect(() =>
      parseVerifyArgs([
        '--provider-base-url',
        'http://x.test',
        '--broker-url',
        'https://b.test',
        '--consumer-version-selectors',
        '{}',
      ]),
    ).toThrow('non-empty JSON list');
    expect(() => parseVerifyArgs(['--provider-base-url', 'http://x.test', '--login-as', 'nobody'])).toThrow(
      'EMAIL:PASSWORD',
    );
    expect(() => parseVerifyArgs(['--provider-base-url', 'http://x.test', '--log-level', 'loud'])).toThrow(
      '--log-level must be one of',
    );
    // pact's trace log prints the verifier's options, the broker token included.
    expect(() =>
      parseVerifyArgs(
        ['--provider-base-url', 'http://x.test', '--broker-url', 'https://b.test', '--log-level', 'trace'],
        { PACT_BROKER_TOKEN: TOKEN },
      ),
    ).toThrow('would print the broker credentials');
    expect(
      parseVerifyArgs(['--provider-base-url', 'http://x.test', '--log-level', 'trace'], { PACT_BROKER_TOKEN: TOKEN }),
    ).toMatchObject({ logLevel: 'trace' });
  });

  it(
    'verifies the pacts the broker selects and publishes the result with the provider version and branch',
    { timeout: 120_000 },
    async () => {
      const broker = await startStubBroker({ pact: categoriesPact });
      try {
        // The command itself, as a provider's CI runs it (its own process; this one serves the mock and the broker).
        const run = await runNode(
          [
            'scripts/contracts-verify.mjs',
            ...[
              '--provider-base-url',
              mock.url,
              '--state-change-url',
              `${mock.url}${PROVIDER_STATES_PATH}`,
              '--broker-url',
              broker.url,
            ],
            ...[
              '--enable-pending',
              '--include-wip-pacts-since',
              '2026-01-01',
              '--publish',
              '--provider-version',
              '1.4.0',
              '--provider-branch',
              'main',
            ],
          ],
          { PATH: process.env.PATH, HOME: process.env.HOME, PACT_BROKER_TOKEN: TOKEN },
        );
        expect(run.output).toContain('results sent to the broker as version 1.4.0 of main');
        expect(run.code).toBe(0);
        expect(run.output).not.toContain(TOKEN);
        const selection = broker.requests.find((r) => r.method === 'POST' && r.url.endsWith('/for-verification'));
        expect(selection?.body).toMatchObject({
          consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }, { matchingBranch: true }],
          includePendingStatus: true,
          includeWipPactsSince: '2026-01-01',
          providerVersionBranch: 'main',
        });
        expect(
          broker.requests.some(
            (r) => r.method === 'PUT' && r.url === '/pacticipants/vinotheca-admin-api/branches/main/versions/1.4.0',
          ),
        ).toBe(true);
        const result = broker.requests.find((r) => r.method === 'POST' && r.url.endsWith('/verification-results'));
        expect(result?.body).toMatchObject({ success: true, providerApplicationVersion: '1.4.0' });
        expect(broker.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
      } finally {
        await broker.close();
      }
    },
  );

  it(
    '--login-as sends a token minted through the login endpoint instead of the fixed test token',
    { timeout: 120_000 },
    async () => {
      // The authorisations the provider received, and the state calls, through a proxy that records them.
      const seen: string[] = [];
      const stateActions: string[] = [];
      const proxy = await startProviderProxy(
        mock.url,
        ({ path, authorization }) => {
          if (path.startsWith('/api/v1/admin/categories')) seen.push(authorization ?? '');
        },
        (path, body) => {
          if (path === PROVIDER_STATES_PATH) stateActions.push((body as { action: string }).action);
          return body;
        },
      );
      const dir = mkdtempSync(join(tmpdir(), 'vinotheca-login-as-'));
      try {
        const pactFile = join(dir, 'categories.json');
        writeFileSync(pactFile, JSON.stringify(categoriesPact));
        await expect(
          verifyPact({
            providerBaseUrl: proxy.url,
            stateChangeUrl: `${proxy.url}${PROVIDER_STATES_PATH}`,
            pactFile,
            login: { email: 'admin@vinotheca.test', password: DEMO_PASSWORD },
          }),
        ).resolves.toMatch(/honours all 8 interactions/);
      } finally {
        await proxy.close();
        rmSync(dir, { recursive: true, force: true });
      }
      expect(seen.length).toBeGreaterThanOrEqual(8);
      expect(seen.filter((header) => header === `Bearer ${PACT_ACCESS_TOKEN}`)).toEqual([]);
      expect(seen.every((header) => /^Bearer \S+$/.test(header))).toBe(true);
      // Each interaction's state is set up before it and torn down after it.
      expect(stateActions.length).toBeGreaterThanOrEqual(16);
      expect(stateActions.join(' ')).toMatch(/^(setup teardown ?)+$/);
    },
  );

  it('--login-as leaves other tokens and unauthenticated requests alone', async () => {
    let logins = 0;
    const fakeFetch = (() => {
      logins += 1;
      return Promise.resolve(
        Response.json({ accessToken: 'minted-token', refreshToken: 'r', requires2FASetup: false, expiresIn: 900 }),
      );
    }) as typeof fetch;
    const { requestFilter, forget } = loginFilter(
      'http://provider.test',
      { email: 'a@b.test', password: 'p' },
      fakeFetch,
    );
    const pass = (authorization?: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        const req = { headers: { authorization } as Record<string, string | undefined> };
        requestFilter(req, {}, (error?: unknown) => (error ? reject(error) : resolve(req.headers.authorization)));
      });
    expect(await pass(`Bearer ${PACT_ACCESS_TOKEN}`)).toBe('Bearer minted-token');
    expect(await pass(`Bearer ${PACT_ACCESS_TOKEN}`)).toBe('Bearer minted-token');
    expect(logins).toBe(1);
    expect(await pass('Bearer pact-revoked-token')).toBe('Bearer pact-revoked-token');
    expect(await pass(undefined)).toBeUndefined();
    forget();
    await pass(`Bearer ${PACT_ACCESS_TOKEN}`);
    expect(logins).toBe(2);
  });

  it('--login-as tries a failing sign-in once: later requests fail with its reason without signing in again', async () => {
    let logins = 0;
    const fakeFetch = (() => {
      logins += 1;
      return Promise.resolve(Response.json({ code: 'INVALID_CREDENTIALS' }, { status: 401 }));
    }) as typeof fetch;
    const { requestFilter, forget, signIn } = loginFilter(
      'http://provider.test',
      { email: 'a@b.test', password: 'wrong' },
      fakeFetch,
    );
    const reason = '--login-as: sign-in as a@b.test answered 401';
    await expect(signIn()).rejects.toThrow(reason);
    const pass = () =>
      new Promise<void>((resolve, reject) =>
        requestFilter({ headers: { authorization: `Bearer ${PACT_ACCESS_TOKEN}` } }, {}, (error?: unknown) =>
          error ? reject(error as Error) : resolve(),
        ),
      );
    await expect(pass()).rejects.toThrow(reason);
    forget();
    await expect(pass()).rejects.toThrow(reason);
    expect(logins).toBe(1);
  });

  it('--login-as with a wrong password stops before any interaction, signing in once', async () => {
    const logins: string[] = [];
    const proxy = await startProviderProxy(mock.url, ({ path }) => {
      if (path === '/api/v1/admin/auth/login') logins.push(path);
    });
    const dir = mkdtempSync(join(tmpdir(), 'vinotheca-login-as-'));
    try {
      const pactFile = join(dir, 'categories.json');
      writeFileSync(pactFile, JSON.stringify(categoriesPact));
      await expect(
        verifyPact({
          providerBaseUrl: proxy.url,
          pactFile,
          login: { email: 'admin@vinotheca.test', password: 'not-the-password' },
        }),
      ).rejects.toThrow('--login-as: sign-in as admin@vinotheca.test answered 401');
    } finally {
      await proxy.close();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(logins).toHaveLength(1);
  });
});
