import type { AxiosInstance } from 'axios';
import { describe, expect, it } from 'vitest';
import { failureOf, setupMockBackend } from '@tests/support/mock-backend';

const { client } = setupMockBackend();

const SOME_ID = '9d439969-8166-4cc2-b267-5a93165cc7af';
/** Every wine-domain endpoint, each called on the base it lives on. */
const ENDPOINTS: [string, (admin: AxiosInstance, general: AxiosInstance) => Promise<unknown>][] = [
  ['GET /wines', (http) => http.get('/wines')],
  ['GET /wines/{id}', (http) => http.get(`/wines/${SOME_ID}`)],
  ['POST /wines', (http) => http.post('/wines', {})],
  ['PUT /wines/{id}', (http) => http.put(`/wines/${SOME_ID}`, {})],
  ['POST /wines/{id}/publish', (http) => http.post(`/wines/${SOME_ID}/publish`)],
  ['POST /wines/{id}/archive', (http) => http.post(`/wines/${SOME_ID}/archive`)],
  ['DELETE /wines/{id}', (http) => http.delete(`/wines/${SOME_ID}`)],
  ['POST /wines/{id}/label', (http) => http.post(`/wines/${SOME_ID}/label`, new FormData())],
  ['DELETE /wines/{id}/label', (http) => http.delete(`/wines/${SOME_ID}/label`)],
  ['GET /categories', (http) => http.get('/categories')],
  ['GET /categories/{id}', (http) => http.get(`/categories/${SOME_ID}`)],
  ['POST /categories', (http) => http.post('/categories', {})],
  ['PUT /categories/{id}', (http) => http.put(`/categories/${SOME_ID}`, {})],
  ['DELETE /categories/{id}', (http) => http.delete(`/categories/${SOME_ID}`)],
  ['GET /api/v1/reference/countries', (_, general) => general.get('/reference/countries')],
  ['GET /api/v1/reference/regions', (_, general) => general.get('/reference/regions', { params: { country: 'FR' } })],
  ['GET /api/v1/reference/grapes', (_, general) => general.get('/reference/grapes')],
];

describe('the wine-domain endpoints need a full-access token', () => {
  it.each(ENDPOINTS)('%s answers 401 UNAUTHENTICATED without a token', async (_, call) => {
    expect(await failureOf(call(client.http, client.general))).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
  });

  it.each(ENDPOINTS)('%s answers 403 "2FA setup required" to a setup-only token', async (_, call) => {
    await client.signIn('setup@vinotheca.test');
    expect(await failureOf(call(client.http, client.general))).toEqual({
      status: 403,
      body: {
        status: 403,
        error: '2FA setup required',
        message: 'Two-factor authentication setup is required before using this endpoint.',
      },
    });
  });
});
