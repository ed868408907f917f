import { describe, expect, it } from 'vitest';
import type { AxiosInstance } from 'axios';
import { ENDPOINT_KEYS, ENDPOINTS, type EndpointKey } from '@/api/endpoints';
import type { EndpointDeclaration } from '@/api/endpoints/define';
import { setupMockBackend } from '@tests/support/mock-backend';

/**
 * The resolvers keep their own sign-in checks (`authed`, `withTarget`, `createAuthed(…, {
 * allowSetupOnly })`); this holds each to its declaration's `access`, endpoint by endpoint.
 */
const { client } = setupMockBackend();

/** Calls the endpoint as it is declared, with an id no record has and an empty JSON body. */
async function answerOf(key: EndpointKey): Promise<{ status: number; code?: string; error?: string }> {
  const declaration: EndpointDeclaration = ENDPOINTS[key];
  const [method, path] = key.split(' ') as [string, string];
  const http: AxiosInstance = declaration.api === 'general' ? client.general : client.http;
  const response = await http.request({
    method,
    url: path.replace(/:[A-Za-z]+/g, 'no-such-record'),
    data: method === 'GET' || method === 'DELETE' ? undefined : {},
    validateStatus: () => true,
  });
  const body = (response.data ?? {}) as { code?: string; error?: string };
  return { status: response.status, code: body.code, error: body.error };
}

const declared = ENDPOINT_KEYS.map((key) => ({ key, access: ENDPOINTS[key].access as string }));

describe('each resolver asks for the sign-in its declaration says (access)', () => {
  it.each(declared)('$key ($access) without a token', async ({ key, access }) => {
    const answer = await answerOf(key);
    if (access === 'public') expect(answer.status, `${key} is public`).not.toBe(401);
    else expect(answer, `${key} needs a token`).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it.each(declared)('$key ($access) with a setup-only token', async ({ key, access }) => {
    const login = await client.signIn('setup@vinotheca.test');
    expect(login.requires2FASetup).toBe(true);
    const answer = await answerOf(key);
    const setupRequired = { status: 403, error: '2FA setup required' };
    if (access === 'public' || access === 'setup') {
      expect(answer, `${key} takes a setup-only token`).not.toMatchObject(setupRequired);
      expect(answer.status, `${key} takes a setup-only token`).not.toBe(401);
    } else {
      expect(answer, `${key} refuses a setup-only token`).toMatchObject(setupRequired);
    }
  });
});
