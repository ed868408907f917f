import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub broker received. */
export interface BrokerRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

export interface StubBrokerOptions {
  /** The pact the broker hands the provider's verifier. */
  pact: unknown;
  /** What `can-i-deploy` is told. */
  deployable?: boolean;
  /** Answer the consumer's publication with this status (e.g. 500) instead of accepting it. */
  publishStatus?: number;
}

export interface StubBroker {
  url: string;
  requests: BrokerRequest[];
  close(): Promise<void>;
}

const PROVIDER = 'vinotheca-admin-api';
const CONSUMER = 'vinotheca-admin-console';
const ENVIRONMENT_ID = '0d3b7e2a-6f4c-4c1e-9a8b-5e2f1d0c9b8a';

/**
 * A Pact Broker standing in for PactFlow in the tests: it answers the HAL resources the
 * `pact-broker` CLI (publish, can-i-deploy, record-deployment) and the pact verifier (pacts for
 * verification, results) follow, as recorded from the real tools' requests, and keeps every
 * request. No real broker runs in this repository's CI.
 */
export async function startStubBroker(options: StubBrokerOptions): Promise<StubBroker> {
  const requests: BrokerRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      let text = '';
      for await (const chunk of req) text += String(chunk);
      const url = req.url ?? '/';
      const method = req.method ?? 'GET';
      requests.push({
        method,
        url,
        authorization: req.headers.authorization,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const pactUrl = `${base}/pacts/provider/${PROVIDER}/consumer/${CONSUMER}/pact-version/stub`;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/hal+json' });
        res.end(JSON.stringify(body));
      };
      if (url === '/') {
        return send(200, {
          _links: {
            'pb:publish-contracts': { href: `${base}/contracts/publish` },
            'pb:provider-pacts-for-verification': {
              href: `${base}/pacts/provider/{provider}/for-verification`,
              templated: true,
            },
          },
        });
      }
      if (url === '/contracts/publish' && method === 'POST') {
        if (options.publishStatus) return send(options.publishStatus, { error: 'The broker refused the publication' });
        return send(200, {
          _links: { 'pb:contracts': [{ href: pactUrl, name: `Pact between ${CONSUMER} and ${PROVIDER}` }] },
          notices: [{ type: 'success', text: 'Published' }],
        });
      }
      if (url.startsWith('/matrix')) {
        const deployable = options.deployable ?? true;
        return send(200, {
          summary: {
            deployable,
            reason: deployable
              ? 'All required verification results are published and successful'
              : 'The verification failed',
            success: deployable ? 1 : 0,
            failed: deployable ? 0 : 1,
            unknown: 0,
          },
          matrix: [],
        });
      }
      const version = /^\/pacticipants\/([^/]+)\/versions\/([^/]+)$/.exec(url);
      if (version && method === 'GET') {
        return send(200, {
          number: version[2],
          _links: {
            'pb:record-deployment': [
              { name: 'production', href: `${base}${url}/deployed-versions/environment/${ENVIRONMENT_ID}` },
            ],
          },
        });
      }
      if (url.endsWith(`/deployed-versions/environment/${ENVIRONMENT_ID}`) && method === 'POST')
        return send(201, { _links: {} });
      if (url === `/pacts/provider/${PROVIDER}/for-verification`) {
        if (method === 'GET') return send(200, { _links: { self: { href: `${base}${url}` } } });
        return send(200, {
          _embedded: {
            pacts: [
              {
                shortDescription: 'latest from the main branch',
                verificationProperties: { pending: false, notices: [] },
                _links: { self: { href: pactUrl, name: 'the stub pact' } },
              },
            ],
          },
        });
      }
      if (url === new URL(pactUrl).pathname && method === 'GET') {
        return send(200, {
          ...(options.pact as object),
          _links: {
            'pb:provider': { href: `${base}/pacticipants/${PROVIDER}` },
            'pb:publish-verification-results': { href: `${pactUrl}/verification-results` },
          },
        });
      }
      if (url === `/pacticipants/${PROVIDER}` && method === 'GET') {
        return send(200, {
          name: PROVIDER,
          _links: {
            'pb:branch-version': {
              href: `${base}/pacticipants/${PROVIDER}/branches/{branch}/versions/{version}`,
              templated: true,
            },
          },
        });
      }
      if (method === 'PUT' || method === 'POST') return send(201, { _links: {} });
      return send(404, { error: `The stub broker has no ${method} ${url}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
