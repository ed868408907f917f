import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_PERIODS } from '@/api/analytics';
import { ADMIN_ROLES } from '@/api/types';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { SETTINGS_LIMITS } from '@/lib/settings-rules';
import { db } from './db';
import { createHandlers } from '../app/create-handlers';
import { NODE_ADMIN_BASE } from '../runtimes/node';
import { resetMockBackend } from '../app/reset-mock-backend';
import { respond } from './respond';

/**
 * Fuzzes every mock endpoint with random methods, bodies, queries and headers, with and without a
 * valid token, and checks the server's invariants after every request.
 */
const handlers = createHandlers({ adminBase: NODE_ADMIN_BASE });
const ROUTES = handlers.flatMap((h) => {
  const { method, path } = h.info;
  return typeof method === 'string' && typeof path === 'string' && method !== 'ALL' ? [{ method, path }] : [];
});
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
let casesRun = 0;
let token = '';
/** The audit log only grows: the count and the first events seen stay. */
let auditSeen = { count: 0, firstId: '' };

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '__proto__',
    'constructor',
    '😀'.repeat(50),
    'a'.repeat(20_000),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ),
  fc.constantFrom(
    ...ADMIN_ROLES,
    'admin@vinotheca.test',
    DEMO_PASSWORD,
    'true',
    'false',
    '-1',
    '0',
    '500',
    'NaN',
    'fullName,asc',
    'x,sideways',
  ),
);
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    nasty,
    fc.array(tie('value'), { maxLength: 3 }),
    tie('object'),
  ),
  object: fc.dictionary(
    fc.oneof(
      nasty,
      fc.constantFrom(
        'email',
        'password',
        'fullName',
        'role',
        'active',
        'themePreference',
        'code',
        'refreshToken',
        'name',
        'producer',
        'vintage',
        'grapes',
        'categoryId',
        'location',
        'capacity',
        'temperatureC',
        'visibility',
        'brandName',
        'companyName',
        'enforceTwoFactor',
        'lockoutThreshold',
        'accessTokenMinutes',
        '__proto__',
        'constructor',
        'prototype',
      ),
    ),
    tie('value'),
    { maxKeys: 6 },
  ),
})).value;
const body = fc.oneof(
  jsonValue.map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '{"email":',
    '{',
    '[]',
    'null',
    '"text"',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
  ),
  nasty,
);
const request = fc.record({
  route: fc.constantFrom(...ROUTES),
  method: fc.oneof(fc.constant(null), fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE')),
  segment: nasty,
  query: fc.array(
    fc.tuple(
      fc.constantFrom(
        'page',
        'size',
        'sort',
        'search',
        'active',
        'role',
        'locked',
        'twoFactorEnabled',
        'email',
        'excludeId',
        'newPassword',
        'type',
        'country',
        'vintage',
        'vintageFrom',
        'categoryId',
        'visibility',
        'fill',
        'status',
        'period',
        'action',
        'targetType',
        'actorId',
        'from',
        'to',
        '__proto__',
      ),
      nasty,
    ),
    { maxLength: 4 },
  ),
  body: fc.option(body, { nil: undefined }),
  contentType: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', undefined),
  auth: fc.constantFrom('valid', 'none', 'garbage', 'Bearer', 'Basic abc'),
});

function url(route: { path: string }, segment: string, query: [string, string][]): string {
  const path = route.path.replace(/:[^/]+/g, () => encodeURIComponent(segment || 'x'));
  const search = new URLSearchParams(query).toString();
  return `${path}${search ? `?${search}` : ''}`;
}

function checkInvariants(): void {
  const admins = db.admins.all();
  const emails = admins.map((a) => a.email.toLowerCase());
  expect(new Set(emails).size, 'e-mails stay unique').toBe(emails.length);
  expect(new Set(admins.map((a) => a.id)).size, 'ids stay unique').toBe(admins.length);
  for (const admin of admins) {
    expect(typeof admin.email === 'string' && admin.email.includes('@'), `admin ${admin.id} keeps a valid e-mail`).toBe(
      true,
    );
    expect(ADMIN_ROLES).toContain(admin.role);
    expect(
      typeof admin.fullName === 'string' && admin.fullName.trim().length > 0,
      `admin ${admin.id} keeps a name`,
    ).toBe(true);
  }
  const categoryIds = new Set(db.categories.all().map((c) => c.id));
  const wines = db.wines.all();
  expect(
    wines.every((w) => categoryIds.has(w.categoryId)),
    'every wine keeps an existing category',
  ).toBe(true);
  const identities = wines.map((w) => `${w.producer}|${w.name}|${w.vintage}|${w.bottleSizeMl}`.toLowerCase());
  expect(new Set(identities).size, 'no two wines are the same wine').toBe(wines.length);
  const wineIds = new Set(wines.map((w) => w.id));
  const cellars = db.cellars.all();
  const cellarIds = new Set(cellars.map((c) => c.id));
  expect(
    db.inventory.all().every((line) => cellarIds.has(line.cellarId) && wineIds.has(line.wineId)),
    "every inventory line's cellar and wine exist",
  ).toBe(true);
  expect(
    cellars.every((c) => Number.isInteger(c.capacity) && c.capacity >= 1 && c.name.trim().length > 0),
    'every cellar keeps a name and a capacity',
  ).toBe(true);
  checkSettingsAndAudit();
  expect(({} as Record<string, unknown>).admin, 'no prototype pollution').toBeUndefined();
  expect(({} as Record<string, unknown>).polluted, 'no prototype pollution').toBeUndefined();
}

function checkSettingsAndAudit(): void {
  const rows = db.settings.all();
  expect(rows.length, 'exactly one settings row').toBe(1);
  const [settings] = rows;
  const { lockoutThreshold: lockout, accessTokenMinutes: minutes } = SETTINGS_LIMITS;
  expect(
    settings && settings.brandName.trim().length > 0 && settings.brandName.length <= SETTINGS_LIMITS.brandName,
    'the brand stays in range',
  ).toBe(true);
  expect(
    settings && settings.companyName.trim().length > 0 && settings.companyName.length <= SETTINGS_LIMITS.companyName,
    'the company stays in range',
  ).toBe(true);
  expect(
    settings &&
      Number.isInteger(settings.lockoutThreshold) &&
      settings.lockoutThreshold >= lockout.min &&
      settings.lockoutThreshold <= lockout.max,
    'the lockout threshold stays in range',
  ).toBe(true);
  expect(
    settings &&
      Number.isInteger(settings.accessTokenMinutes) &&
      settings.accessTokenMinutes >= minutes.min &&
      settings.accessTokenMinutes <= minutes.max,
    'the token lifetime stays in range',
  ).toBe(true);
  const events = db.auditEvents.all();
  expect(events.length, 'the audit log only grows').toBeGreaterThanOrEqual(auditSeen.count);
  if (auditSeen.firstId) expect(events[0]?.id, 'audit events are never removed').toBe(auditSeen.firstId);
  auditSeen = { count: events.length, firstId: events[0]?.id ?? '' };
}

beforeAll(async () => {
  await resetMockBackend({ adminCount: 40 });
  const res = await respond(
    handlers,
    new Request(`${NODE_ADMIN_BASE}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }),
    }),
  );
  token = ((await res.json()) as { accessToken: string }).accessToken;
});

afterAll(() => {
  console.log(`fuzz: ${casesRun} requests across ${ROUTES.length} endpoints`);
});

describe('fuzzing every mock endpoint', () => {
  it('answers only 2xx or 4xx (4xx with an error body), never throws, and keeps the data consistent', async () => {
    const before = db.admins.count();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        casesRun += 1;
        const headers = new Headers();
        if (r.contentType) headers.set('Content-Type', r.contentType);
        if (r.auth === 'valid') headers.set('Authorization', `Bearer ${token}`);
        else if (r.auth !== 'none') headers.set('Authorization', r.auth === 'garbage' ? 'Bearer not-a-token' : r.auth);
        const method = r.method ?? r.route.method;
        const req = new Request(url(r.route, r.segment, r.query), {
          method,
          headers,
          body: method === 'GET' || method === 'HEAD' ? undefined : r.body,
        });
        const response = await respond(handlers, req);
        expect(response, `${method} ${r.route.path} is answered`).toBeDefined();
        const status = response?.status ?? 0;
        expect(status >= 200 && status < 500, `${method} ${r.route.path} → ${status}`).toBe(true);
        if (status >= 400) {
          const error = (await response.json()) as Record<string, unknown>;
          expect(error).toMatchObject({ status, error: expect.any(String), message: expect.any(String) });
        }
        checkInvariants();
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    );
    const list = await respond(
      handlers,
      new Request(`${NODE_ADMIN_BASE}/users?size=1`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    if (list.status === 200) {
      const page = (await list.json()) as { totalElements: number };
      expect(page.totalElements, 'the list total agrees with the stored count').toBe(db.admins.count());
    }
    expect(db.admins.count()).toBeGreaterThanOrEqual(before);
  }, 120_000);

  it('PUT /settings saves only in-range values (422 otherwise) and each save adds one audit event', async () => {
    const login = await respond(
      handlers,
      new Request(`${NODE_ADMIN_BASE}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }),
      }),
    );
    const fresh = ((await login.json()) as { accessToken: string }).accessToken;
    const settingsBody = fc.record({
      brandName: fc.oneof(fc.string({ maxLength: 50 }), nasty),
      companyName: fc.oneof(fc.string({ maxLength: 90 }), fc.constant('Vinotheca Ltd.')),
      enforceTwoFactor: fc.oneof(fc.boolean(), fc.constant('yes')),
      lockoutThreshold: fc.oneof(fc.integer({ min: -2, max: 14 }), fc.double()),
      lockoutMinutes: fc.oneof(fc.integer({ min: -1, max: 1500 }), fc.constant('15')),
      accessTokenMinutes: fc.oneof(fc.integer({ min: 0, max: 150 }), fc.constant('30')),
    });
    await fc.assert(
      fc.asyncProperty(settingsBody, async (b) => {
        const events = db.auditEvents.count();
        const response = await respond(
          handlers,
          new Request(`${NODE_ADMIN_BASE}/settings`, {
            method: 'PUT',
            headers: { Authorization: `Bearer ${fresh}`, 'Content-Type': 'application/json' },
            body: JSON.stringify(b),
          }),
        );
        const { lockoutThreshold: lockout, lockoutMinutes: lockFor, accessTokenMinutes: minutes } = SETTINGS_LIMITS;
        const valid =
          b.brandName.trim().length > 0 &&
          b.brandName.trim().length <= SETTINGS_LIMITS.brandName &&
          b.companyName.trim().length > 0 &&
          b.companyName.trim().length <= SETTINGS_LIMITS.companyName &&
          typeof b.enforceTwoFactor === 'boolean' &&
          Number.isInteger(b.lockoutThreshold) &&
          b.lockoutThreshold >= lockout.min &&
          b.lockoutThreshold <= lockout.max &&
          typeof b.lockoutMinutes === 'number' &&
          b.lockoutMinutes >= lockFor.min &&
          b.lockoutMinutes <= lockFor.max &&
          typeof b.accessTokenMinutes === 'number' &&
          b.accessTokenMinutes >= minutes.min &&
          b.accessTokenMinutes <= minutes.max;
        expect(response?.status, JSON.stringify(b)).toBe(valid ? 200 : 422);
        expect(db.auditEvents.count()).toBe(events + (valid ? 1 : 0));
        checkInvariants();
      }),
      { numRuns: 80, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    );
    // Back to the defaults: an enforced two-factor would turn the next sign-in into a setup-only one.
    const restore = {
      brandName: 'Vinotheca',
      companyName: 'Vinotheca Ltd.',
      enforceTwoFactor: false,
      lockoutThreshold: 5,
      lockoutMinutes: 15,
      accessTokenMinutes: 15,
    };
    const restored = await respond(
      handlers,
      new Request(`${NODE_ADMIN_BASE}/settings`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${fresh}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(restore),
      }),
    );
    expect(restored.status).toBe(200);
  }, 120_000);

  it('GET /analytics answers any period with 200 for the four known ones (totals agreeing) and 400 otherwise', async () => {
    // The fuzz above may have signed the token out: sign in afresh.
    const login = await respond(
      handlers,
      new Request(`${NODE_ADMIN_BASE}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }),
      }),
    );
    const fresh = ((await login.json()) as { accessToken: string }).accessToken;
    const period = fc.oneof(
      fc.constantFrom(...ANALYTICS_PERIODS),
      nasty,
      fc.array(fc.constantFrom(...ANALYTICS_PERIODS), { minLength: 2, maxLength: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(period, async (p) => {
        const query = new URLSearchParams((Array.isArray(p) ? p : [p]).map((v) => ['period', v]));
        const response = await respond(
          handlers,
          new Request(`${NODE_ADMIN_BASE}/analytics?${query}`, { headers: { Authorization: `Bearer ${fresh}` } }),
        );
        const known = typeof p === 'string' && (ANALYTICS_PERIODS as readonly string[]).includes(p);
        expect(response?.status, `period ${JSON.stringify(p)}`).toBe(known ? 200 : 400);
        const body = (await response.json()) as {
          winesByType?: { count: number }[];
          winesByCountry?: { top: { count: number }[]; otherCount: number };
        };
        if (!known) return;
        const byType = body.winesByType?.reduce((sum, t) => sum + t.count, 0);
        const byCountry =
          (body.winesByCountry?.top.reduce((sum, c) => sum + c.count, 0) ?? 0) + (body.winesByCountry?.otherCount ?? 0);
        expect(byType).toBe(db.wines.all().filter((w) => w.status === 'PUBLISHED').length);
        expect(byCountry).toBe(byType);
      }),
      { numRuns: 60, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    );
  }, 120_000);
});
