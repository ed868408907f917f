import { describe, expect, it } from 'vitest';
import { db } from '../../core/db';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import {
  createTestClient,
  failureOf,
  installTestClock,
  setupMockBackend,
  totpCodeAt,
} from '@tests/support/mock-backend';

const { client } = setupMockBackend({ signInAs: 'admin@vinotheca.test' });
/** After the seeded history and the sign-in before each test (real clock), so new events are the newest. */
const LATER = Date.parse('2030-01-01T10:00:00Z');

/** Moves the mock clock to LATER and signs in again there (the earlier token would be expired). */
async function atLater() {
  const clock = installTestClock(LATER);
  await client.signIn('admin@vinotheca.test');
  clock.advance(1000);
  return clock;
}

const admin = () => {
  const found = db.admins.findFirst((q) => q.where({ email: 'admin@vinotheca.test' }));
  if (!found) throw new Error('no demo admin');
  return found;
};

describe('GET /audit-events', () => {
  it('pages the seeded history newest first by default', async () => {
    const page = await client.audit.list({ size: 5 });
    expect(page).toMatchObject({ page: 0, size: 5, totalElements: db.auditEvents.count() });
    expect(page.totalPages).toBe(Math.ceil(db.auditEvents.count() / 5));
    const times = page.content.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.content[0]).toEqual({
      id: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      actor: { id: expect.any(String), email: expect.stringContaining('@') },
      action: expect.stringMatching(/^[a-z]+\.[a-z0-9-]+$/),
      target: { type: expect.any(String), id: expect.any(String), label: expect.any(String) },
      outcome: 'success',
    });
  });

  it('sorts oldest first on request and filters by action, target type, actor and time', async () => {
    const oldest = await client.audit.list({ sort: 'at,asc', size: 3 });
    expect(oldest.content.map((e) => e.at)).toEqual([...oldest.content.map((e) => e.at)].sort());
    const logins = await client.audit.list({ action: 'auth.login', actorId: admin().id, size: 100 });
    expect(logins.totalElements).toBeGreaterThan(10);
    expect(
      logins.content.every((e) => e.action === 'auth.login' && e.actor?.id === admin().id && e.target.type === 'ADMIN'),
    ).toBe(true);
    const wines = await client.audit.list({ targetType: 'WINE', size: 100 });
    expect(wines.content.every((e) => e.target.type === 'WINE')).toBe(true);
    const window = await client.audit.list({ from: '2026-11-01T00:00:00Z', to: '2026-11-08T00:00:00Z', size: 100 });
    expect(window.totalElements).toBeGreaterThan(0);
    expect(window.content.every((e) => e.at >= '2026-11-01T00:00:00.000Z' && e.at < '2026-11-08T00:00:00.000Z')).toBe(
      true,
    );
  });

  it.each([
    [{ size: 0 }, 'size'],
    [{ size: 101 }, 'size'],
    [{ page: -1 }, 'page'],
    [{ sort: 'action,asc' }, 'sort'],
    [{ targetType: 'PLANET' }, 'targetType'],
    [{ from: 'yesterday' }, 'from'],
    [{ from: '2026-11-08T00:00:00Z', to: '2026-11-01T00:00:00Z' }, 'to'],
    [{ action: '  ' }, 'action'],
  ])('answers 400 naming the field for %o', async (query, field) => {
    const failure = await failureOf(client.http.get('/audit-events', { params: query }));
    expect(failure).toMatchObject({
      status: 400,
      body: { status: 400, error: 'Bad Request', errors: [expect.objectContaining({ field })] },
    });
  });

  it('answers 401 without a token and 403 for a setup-only token', async () => {
    client.setToken(null);
    expect(await failureOf(client.audit.list())).toMatchObject({ status: 401 });
    await client.signIn('setup@vinotheca.test');
    expect(await failureOf(client.audit.list())).toMatchObject({ status: 403 });
  });

  it('is read-only: writing to it answers 404 and records nothing', async () => {
    const before = db.auditEvents.count();
    for (const call of [
      client.http.post('/audit-events', {}),
      client.http.put('/audit-events', {}),
      client.http.delete('/audit-events'),
    ]) {
      expect(await failureOf(call)).toMatchObject({ status: 404, body: { error: 'Not Found' } });
    }
    expect(db.auditEvents.count()).toBe(before);
  });
});

describe('audit recording', () => {
  const newest = async () => (await client.audit.list({ size: 1 })).content[0];

  it('records a successful mutation with the actor, action, target and mock time', async () => {
    const clock = await atLater();
    const category = await client.categories.create({ name: 'Orange Wines', description: '' });
    expect(await newest()).toEqual({
      id: expect.any(String),
      at: new Date(clock.now()).toISOString(),
      actor: { id: admin().id, email: 'admin@vinotheca.test' },
      action: 'category.create',
      target: { type: 'CATEGORY', id: category.id, label: 'Orange Wines' },
      outcome: 'success',
    });
    clock.advance(1000);
    await client.categories.update(category.id, { name: 'Skin Contact', description: '' });
    expect(await newest()).toMatchObject({
      action: 'category.rename',
      target: { id: category.id, label: 'Skin Contact' },
    });
    clock.advance(1000);
    await client.categories.remove(category.id);
    // A deleted target keeps the label it had.
    expect(await newest()).toMatchObject({
      action: 'category.delete',
      target: { id: category.id, label: 'Skin Contact' },
    });
  });

  it('records nothing for a failed call', async () => {
    const before = db.auditEvents.count();
    await failureOf(client.categories.create({ name: 'Everyday Drinking', description: '' }));
    await failureOf(client.wines.publish('no-such-wine'));
    client.setToken(null);
    await failureOf(client.categories.create({ name: 'Anonymous', description: '' }));
    expect(db.auditEvents.count()).toBe(before);
  });

  it('tells activation and deactivation from other admin updates', async () => {
    await atLater();
    const target = db.admins.findFirst((q) => q.where({ email: 'totp@vinotheca.test' }));
    if (!target) throw new Error('no totp admin');
    const body = { fullName: target.fullName, email: target.email, role: target.role };
    await client.users.update(target.id, { ...body, active: false });
    expect(await newest()).toMatchObject({
      action: 'admin.deactivate',
      target: { type: 'ADMIN', id: target.id, label: 'totp@vinotheca.test' },
    });
    await client.users.update(target.id, { ...body, active: true });
    expect(await newest()).toMatchObject({ action: 'admin.activate' });
    await client.users.update(target.id, { ...body, fullName: 'Tessa M.', active: true });
    expect(await newest()).toMatchObject({ action: 'admin.update' });
  });

  it('records a full sign-in as auth.login, a setup-only one only once enrolment completes, and sign-out', async () => {
    await atLater();
    const other = createTestClient();
    const setup = await other.signIn('setup@vinotheca.test');
    expect(setup.requires2FASetup).toBe(true);
    expect(await newest()).not.toMatchObject({ actor: { email: 'setup@vinotheca.test' } });
    const signedIn = await other.auth.login({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD });
    expect(await newest()).toMatchObject({
      action: 'auth.login',
      actor: { id: admin().id, email: 'admin@vinotheca.test' },
      target: { type: 'ADMIN', id: admin().id, label: 'admin@vinotheca.test' },
    });
    await other.auth.logout(signedIn.refreshToken);
    expect(await newest()).toMatchObject({ action: 'auth.logout', actor: { email: 'admin@vinotheca.test' } });
  });

  it('records auth.login when two-factor enrolment issues the full-access session', async () => {
    const clock = await atLater();
    const other = createTestClient();
    await other.signIn('setup@vinotheca.test');
    const { secret } = await other.auth.setupTwoFactor();
    expect(await newest()).toMatchObject({ action: 'profile.2fa-setup', actor: { email: 'setup@vinotheca.test' } });
    const full = await other.auth.verifyTwoFactor(totpCodeAt(secret, clock.now()));
    expect(full.requires2FASetup).toBe(false);
    expect(await newest()).toMatchObject({
      action: 'auth.login',
      actor: { email: 'setup@vinotheca.test' },
      target: { type: 'ADMIN', label: 'setup@vinotheca.test' },
    });
  });

  it('survives a snapshot round trip with the rest of the data', async () => {
    await client.categories.create({ name: 'Orange Wines', description: '' });
    const { restoreDb, snapshotDb } = await import('../../core/db');
    const snapshot = snapshotDb();
    expect(await restoreDb(JSON.parse(JSON.stringify(snapshot)))).toBe(true);
    expect(snapshotDb().data.auditEvents).toEqual(snapshot.data.auditEvents);
    expect(snapshot.data.auditEvents.at(-1)).toMatchObject({ action: 'category.create', targetLabel: 'Orange Wines' });
  });
});

describe('refused attempts', () => {
  it('records a refused change as denied, with who tried and on what, and changes nothing', async () => {
    await atLater();
    const viewer = createTestClient();
    await viewer.signIn('viewer@vinotheca.test');
    const target = admin();
    expect((await failureOf(viewer.users.resetPassword(target.id, 'Another#Pass-2030'))).body).toMatchObject({
      status: 403,
      code: 'ROLE_FORBIDDEN',
    });
    expect((await failureOf(viewer.wines.create({} as never))).status).toBe(403);
    const denied = await client.audit.list({ outcome: 'denied', size: 100 });
    const viewerId = db.admins.findFirst((q) => q.where({ email: 'viewer@vinotheca.test' }))?.id;
    expect(denied.content.map((e) => [e.action, e.actor?.id, e.target.type, e.target.id, e.outcome])).toEqual([
      ['wine.create', viewerId, 'WINE', null, 'denied'],
      ['admin.reset-password', viewerId, 'ADMIN', target.id, 'denied'],
    ]);
    // The password is unchanged: the super admin still signs in with it.
    await expect(createTestClient().signIn('admin@vinotheca.test', { password: DEMO_PASSWORD })).resolves.toBeDefined();
  });

  it('records a target rule refusal and deactivating oneself as denied, but not a bad request', async () => {
    await atLater();
    const me = admin();
    expect((await failureOf(client.users.resetPassword(me.id, 'Another#Pass-2030'))).body).toMatchObject({
      code: 'OWN_PASSWORD_RESET',
    });
    expect((await failureOf(client.users.deactivate(me.id))).status).toBe(409);
    expect((await failureOf(client.users.resetPassword('not-an-admin', 'Another#Pass-2030'))).status).toBe(404);
    const denied = await client.audit.list({ outcome: 'denied', size: 100 });
    expect(denied.content.map((e) => e.action)).toEqual(['admin.deactivate', 'admin.reset-password']);
    expect((await client.audit.list({ outcome: 'success', size: 1 })).content[0]?.outcome).toBe('success');
  });
});
