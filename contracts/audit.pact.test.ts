import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { AUDIT_OUTCOMES, AUDIT_TARGET_TYPES, createAuditApi } from '@/api/audit';
import { SIGN_IN_FAILURE_REASONS } from '@/api/wire-enums';
import { SETTINGS_PROVIDER_STATES } from '../mocks/resources/settings/settings-provider-states';
import { adminClient, adminPath, createPact, failureOf, fakeSession, PACT_TOKENS } from './support/pact';
import { bearer, errorBody, jsonError, fieldErrors, instant } from './support/shapes';

const { eachLike, integer, like, regex, uuid } = MatchersV3;
const pact = createPact();

const AUTHORIZED = { Authorization: bearer(PACT_TOKENS.access) };
const EVENT = {
  id: '5b1d7c3e-2a4f-4e6b-9c8d-1f2e3a4b5c6d',
  at: '2026-11-02T10:15:00.000Z',
  actorId: '7c2e4a6b-1d3f-4b5a-8e9c-0a1b2c3d4e5f',
  actorEmail: 'ava.pact@vinotheca.test',
  action: 'wine.publish',
  targetType: 'WINE',
  targetId: '9d8c7b6a-5f4e-4d3c-8b2a-1e0f9a8b7c6d',
  targetLabel: 'Clos des Argiles',
  outcome: 'success',
} as const;
const STATE = { ...EVENT, accessToken: PACT_TOKENS.access };
const auditApi = (mockServer: Parameters<typeof adminClient>[0], token: string | null = PACT_TOKENS.access) =>
  createAuditApi(adminClient(mockServer, fakeSession(token)));

function eventBody() {
  return {
    id: like(EVENT.id),
    at: instant(EVENT.at),
    actor: { id: uuid(EVENT.actorId), email: like(EVENT.actorEmail) },
    action: regex(/^[a-z]+\.[a-z0-9-]+$/, EVENT.action),
    target: {
      type: regex(new RegExp(`^(${AUDIT_TARGET_TYPES.join('|')})$`), EVENT.targetType),
      id: like(EVENT.targetId),
      label: like(EVENT.targetLabel),
    },
    outcome: regex(new RegExp(`^(${AUDIT_OUTCOMES.join('|')})$`), EVENT.outcome),
  };
}

/** A refused attempt: a viewer's password reset of an admin, as the log records it. */
const DENIED = {
  ...EVENT,
  id: '6c2e8d4f-3b5a-4f7c-8d9e-2a3b4c5d6e7f',
  action: 'admin.reset-password',
  targetType: 'ADMIN',
  targetId: '7b1e4c2a-3d5f-4a6b-8c9d-0e1f2a3b4c5d',
  targetLabel: 'ottilie.brandvold@vinotheca.test',
  outcome: 'denied',
} as const;

/** A failed sign-in: a wrong password for an admin, from a stranger's address; nobody was signed in. */
const FAILED_SIGN_IN = {
  id: '8e4a2c6d-5b7f-4a1c-9e3d-4b5c6d7e8f9a',
  at: EVENT.at,
  action: 'auth.login-failed',
  targetType: 'ADMIN',
  targetId: DENIED.targetId,
  targetLabel: DENIED.targetLabel,
  outcome: 'failed',
  signInEmail: DENIED.targetLabel,
  signInReason: 'wrong-password',
  clientAddress: '203.0.113.7',
} as const;

const page = (content: unknown) => ({
  content,
  page: integer(0),
  size: integer(20),
  totalElements: integer(1),
  totalPages: integer(1),
});

describe('audit log API contract', () => {
  it('list returns a page of events, newest first', async () => {
    await pact
      .addInteraction()
      .given(SETTINGS_PROVIDER_STATES.auditEventExists, STATE)
      .uponReceiving('a request for the audit log')
      .withRequest('GET', adminPath('/audit-events'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ page: '0', size: '20', sort: 'at,desc' });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(page(eachLike(eventBody())));
      })
      .executeTest(async (mockServer) => {
        const result = await auditApi(mockServer).list({ page: 0, size: 20, sort: 'at,desc' });
        expect(result.content[0]).toMatchObject({
          action: 'wine.publish',
          target: { type: 'WINE', label: 'Clos des Argiles' },
        });
      });
  });

  it('list filtered by action and target type returns only matching events', async () => {
    await pact
      .addInteraction()
      .given(SETTINGS_PROVIDER_STATES.auditEventExists, STATE)
      .uponReceiving('a request for the audit log filtered by action and target type')
      .withRequest('GET', adminPath('/audit-events'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ action: EVENT.action, targetType: EVENT.targetType });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(page(eachLike(eventBody())));
      })
      .executeTest(async (mockServer) => {
        const result = await auditApi(mockServer).list({ action: 'wine.publish', targetType: 'WINE' });
        expect(result.content.every((e) => e.action === 'wine.publish')).toBe(true);
      });
  });

  it('list filtered by outcome returns the refused attempts', async () => {
    await pact
      .addInteraction()
      .given(SETTINGS_PROVIDER_STATES.auditEventExists, { ...DENIED, accessToken: PACT_TOKENS.access })
      .uponReceiving('a request for the refused attempts in the audit log')
      .withRequest('GET', adminPath('/audit-events'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ outcome: 'denied' });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          page(
            eachLike({
              ...eventBody(),
              action: like(DENIED.action),
              target: { type: like(DENIED.targetType), id: like(DENIED.targetId), label: like(DENIED.targetLabel) },
              outcome: 'denied',
            }),
          ),
        );
      })
      .executeTest(async (mockServer) => {
        const result = await auditApi(mockServer).list({ outcome: 'denied' });
        expect(result.content.map((e) => e.outcome)).toEqual(['denied']);
      });
  });

  it('list filtered by outcome returns the failed sign-ins, each with what was tried, why and from where', async () => {
    await pact
      .addInteraction()
      .given(SETTINGS_PROVIDER_STATES.auditEventExists, { ...FAILED_SIGN_IN, accessToken: PACT_TOKENS.access })
      .uponReceiving('a request for the failed sign-ins in the audit log')
      .withRequest('GET', adminPath('/audit-events'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ outcome: 'failed' });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          page(
            eachLike({
              id: like(FAILED_SIGN_IN.id),
              at: instant(FAILED_SIGN_IN.at),
              actor: null,
              action: 'auth.login-failed',
              target: {
                type: 'ADMIN',
                id: like(FAILED_SIGN_IN.targetId),
                label: like(FAILED_SIGN_IN.targetLabel),
              },
              outcome: 'failed',
              signIn: {
                email: like(FAILED_SIGN_IN.signInEmail),
                reason: regex(new RegExp(`^(${SIGN_IN_FAILURE_REASONS.join('|')})$`), FAILED_SIGN_IN.signInReason),
                clientAddress: like(FAILED_SIGN_IN.clientAddress),
              },
            }),
          ),
        );
      })
      .executeTest(async (mockServer) => {
        const result = await auditApi(mockServer).list({ outcome: 'failed' });
        expect(result.content[0]).toMatchObject({
          actor: null,
          action: 'auth.login-failed',
          outcome: 'failed',
          signIn: { reason: 'wrong-password', clientAddress: '203.0.113.7' },
        });
      });
  });

  it('list with an unknown target type is a 400 naming targetType', async () => {
    await pact
      .addInteraction()
      .given(SETTINGS_PROVIDER_STATES.auditEventExists, STATE)
      .uponReceiving('an audit log query with an unknown target type')
      .withRequest('GET', adminPath('/audit-events'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ targetType: 'PLANET' });
      })
      .willRespondWith(400, (builder) => {
        jsonError(
          builder,
          errorBody(400, {
            errors: fieldErrors('targetType', `Target type must be one of ${AUDIT_TARGET_TYPES.join(', ')}`),
          }),
        );
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(auditApi(mockServer).list({ targetType: 'PLANET' as 'WINE' }));
        expect(failure.fieldErrors[0]?.field).toBe('targetType');
      });
  });

  it('list without a token is a 401', async () => {
    await pact
      .addInteraction()
      .given(SETTINGS_PROVIDER_STATES.auditEventExists, STATE)
      .uponReceiving('a request for the audit log without a token')
      .withRequest('GET', adminPath('/audit-events'))
      .willRespondWith(401, (builder) => {
        jsonError(builder, errorBody(401));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(auditApi(mockServer, null).list())).toMatchObject({ status: 401 });
      });
  });
});
