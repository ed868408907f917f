import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toApiError } from '@/api/api-error';
import { createAdminClient } from '@/api/http';
import { createUsersApi } from '@/api/users';
import { formatDateTime, formatDay, formatRelativeTime } from '@/lib/locale';
import { COMMITTED_PACT_FILE, fakeSession } from './support/pact';
import { ERROR_CONTENT_TYPE, RFC3339_INSTANT } from './support/shapes';

/** The same instant, 2026-01-15T09:00:00.250Z, as backends write it. */
const SAME_INSTANT = [
  '2026-01-15T09:00:00.250Z',
  '2026-01-15T09:00:00.25Z',
  '2026-01-15T09:00:00.250000Z',
  '2026-01-15T09:00:00.250000000Z',
  '2026-01-15T10:00:00.250+01:00',
  '2026-01-15T04:30:00.250-04:30',
  '2026-01-15T09:00:00.250+00:00',
];

describe('tolerance: the contract accepts what the console reads', () => {
  it.each(SAME_INSTANT)('%s matches the contract and reads as the same instant', (value) => {
    expect(value).toMatch(RFC3339_INSTANT);
    expect(Date.parse(value)).toBe(Date.parse(SAME_INSTANT[0]!));
    const now = new Date('2026-01-20T09:00:00.000Z');
    expect([formatDay(value), formatDateTime(value), formatRelativeTime(value, now)]).toEqual([
      formatDay(SAME_INSTANT[0]!),
      formatDateTime(SAME_INSTANT[0]!),
      formatRelativeTime(SAME_INSTANT[0]!, now),
    ]);
  });

  it('whole seconds and microseconds read as their instant (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: -14 * 60, max: 14 * 60 }),
        (date, digits, offsetMinutes) => {
          const whole = new Date(Math.floor(date.getTime() / 1000) * 1000);
          const shifted = new Date(whole.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
          const fraction = digits === 0 ? '' : `.${'0'.repeat(digits)}`;
          const sign = offsetMinutes < 0 ? '-' : '+';
          const abs = Math.abs(offsetMinutes);
          const offset =
            offsetMinutes === 0
              ? 'Z'
              : `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
          const written = `${shifted}${fraction}${offset}`;
          expect(written).toMatch(RFC3339_INSTANT);
          expect(Date.parse(written)).toBe(whole.getTime());
        },
      ),
    );
  });

  it('refuses what is not an RFC 3339 instant', () => {
    for (const value of [
      '2026-01-15',
      '2026-01-15 09:00:00Z',
      '2026-01-15T09:00Z',
      '2026-01-15T09:00:00.1234567890Z',
      '2026-01-15T09:00:00',
      '1768467600000',
    ]) {
      expect(value).not.toMatch(RFC3339_INSTANT);
    }
  });

  describe('an application/problem+json error reads like a JSON one', () => {
    const server = setupServer();
    beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
    afterAll(() => server.close());

    it.each(['application/json', 'application/problem+json', 'application/problem+json; charset=utf-8'])(
      '%s',
      async (contentType) => {
        expect(contentType).toMatch(ERROR_CONTENT_TYPE);
        const body = {
          status: 409,
          error: 'Conflict',
          message: 'An admin with this e-mail already exists',
          code: 'EMAIL_TAKEN',
          errors: [{ field: 'email', message: 'Email is already in use' }],
        };
        server.use(
          http.post(
            'http://api.test/api/v1/admin/users',
            () => new HttpResponse(JSON.stringify(body), { status: 409, headers: { 'Content-Type': contentType } }),
          ),
        );
        const api = createUsersApi(createAdminClient('http://api.test/api/v1/admin', fakeSession('token')));
        const failure = await api
          .create({ email: 'a@b.test', fullName: 'A B', role: 'VIEWER', active: true, password: 'Correct#Horse1' })
          .then(
            () => null,
            (error: unknown) => toApiError(error),
          );
        expect(failure).toMatchObject({
          status: 409,
          code: 'EMAIL_TAKEN',
          serverMessage: body.message,
          fieldErrors: body.errors,
        });
      },
    );
  });
});

interface PactResponse {
  status: number;
  headers?: Record<string, string[]>;
  body?: { content?: unknown };
  matchingRules?: {
    body?: Record<string, { matchers: { match: string; regex?: string }[] }>;
    header?: Record<string, { matchers: { match: string; regex?: string }[] }>;
  };
}

describe('tolerance: the committed pact pins only what the console branches on', () => {
  const pact = JSON.parse(readFileSync(COMMITTED_PACT_FILE, 'utf8')) as {
    interactions: { description: string; response: PactResponse }[];
  };
  const errors = pact.interactions.filter((interaction) => interaction.response.status >= 400);

  it('every error response accepts application/json and application/problem+json', () => {
    const pinned = errors.filter(
      ({ response }) =>
        response.matchingRules?.header?.['Content-Type']?.matchers[0]?.regex !== ERROR_CONTENT_TYPE.source,
    );
    expect(pinned.map((interaction) => interaction.description)).toEqual([]);
    expect(errors.length).toBeGreaterThan(40);
  });

  it('no timestamp matcher demands one format', () => {
    const formats = pact.interactions.flatMap(({ response }) =>
      Object.values(response.matchingRules?.body ?? {}).flatMap((rule) =>
        rule.matchers.filter((matcher) => ['timestamp', 'datetime', 'date', 'time'].includes(matcher.match)),
      ),
    );
    expect(formats).toEqual([]);
  });

  // docs/decisions/0014-tolerant-contract-matchers.md lists these and why each stays literal.
  it('the literals left in error bodies are the codes and the 2FA text', () => {
    const literals = new Set<string>();
    for (const { response } of errors) {
      const body = response.body?.content as Record<string, unknown> | undefined;
      const rules = response.matchingRules?.body ?? {};
      for (const key of ['error', 'message']) {
        if (body && typeof body[key] === 'string' && !rules[`$.${key}`]) literals.add(`${key}: ${String(body[key])}`);
      }
    }
    expect([...literals]).toEqual(['error: 2FA setup required']);
  });
});
