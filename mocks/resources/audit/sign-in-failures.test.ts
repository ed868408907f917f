import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@/api/audit';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@/config/demo-accounts';
import { CLIENT_ADDRESS_HEADER } from '../auth/login-rate-limit';
import { findAdminByEmail } from '../auth/auth-model';
import {
  createTestClient,
  failureOf,
  installTestClock,
  setupMockBackend,
  totpCodeAt,
} from '@tests/support/mock-backend';

const { client } = setupMockBackend();
/** After the seeded history, so the events a test causes are the newest. */
const LATER = Date.parse('2030-01-01T10:00:00Z');
const ADDRESS = '203.0.113.7';

/** A caller from ADDRESS, as the standalone server reports it. */
const stranger = () => createTestClient({ [CLIENT_ADDRESS_HEADER]: ADDRESS });

/** The events since LATER with this action, oldest first, as an admin reads them. */
async function eventsSince(query: {
  action?: string;
  outcome?: 'success' | 'denied' | 'failed';
}): Promise<AuditEvent[]> {
  await client.signIn('admin@vinotheca.test');
  const page = await client.audit.list({ ...query, from: new Date(LATER).toISOString(), size: 100, sort: 'at,asc' });
  return page.content;
}

describe('failed sign-ins on the record', () => {
  it('records three wrong passwords for viewer@ as three failed sign-ins, without the password', async () => {
    installTestClock(LATER);
    for (let i = 1; i <= 3; i++)
      await failureOf(stranger().auth.login({ email: ' Viewer@Vinotheca.TEST ', password: `Wrong#Password${i}` }));
    const failed = await eventsSince({ action: 'auth.login-failed' });
    const viewer = findAdminByEmail('viewer@vinotheca.test');
    expect(failed).toEqual(
      Array(3).fill({
        id: expect.any(String),
        at: new Date(LATER).toISOString(),
        actor: null,
        action: 'auth.login-failed',
        target: { type: 'ADMIN', id: viewer?.id, label: 'viewer@vinotheca.test' },
        outcome: 'failed',
        signIn: { email: 'viewer@vinotheca.test', reason: 'wrong-password', clientAddress: ADDRESS },
      }),
    );
    expect(JSON.stringify(failed)).not.toMatch(/Wrong#Password/);
  });

  it('records each kind of failure with its reason', async () => {
    const clock = installTestClock(LATER);
    const caller = stranger();
    await failureOf(caller.auth.login({ email: 'nobody@vinotheca.test', password: DEMO_PASSWORD }));
    await failureOf(caller.auth.login({ email: 'totp@vinotheca.test', password: DEMO_PASSWORD }));
    await failureOf(caller.auth.login({ email: 'totp@vinotheca.test', password: DEMO_PASSWORD, totpCode: '000000' }));
    await failureOf(caller.auth.login({ email: 'locked@vinotheca.test', password: DEMO_PASSWORD }));
    await client.signIn('admin@vinotheca.test');
    await client.users.deactivate(findAdminByEmail('editor@vinotheca.test')?.id ?? '');
    await failureOf(caller.auth.login({ email: 'editor@vinotheca.test', password: DEMO_PASSWORD }));
    clock.advance(1000);
    const failed = await eventsSince({ outcome: 'failed' });
    expect(failed.map((e) => [e.signIn?.email, e.signIn?.reason, e.target.id !== null])).toEqual([
      ['nobody@vinotheca.test', 'unknown-email', false],
      ['totp@vinotheca.test', 'totp-missing', true],
      ['totp@vinotheca.test', 'totp-invalid', true],
      ['locked@vinotheca.test', 'account-locked', true],
      ['editor@vinotheca.test', 'account-inactive', true],
    ]);
    expect(JSON.stringify(failed)).not.toContain('000000');
  });

  it('records a rate-limited attempt with the e-mail it tried', async () => {
    installTestClock(LATER);
    const caller = stranger();
    for (let i = 0; i < 20; i++) await failureOf(caller.auth.login({ email: 'nobody@vinotheca.test', password: 'x' }));
    expect((await failureOf(caller.auth.login({ email: 'Manager@vinotheca.test', password: 'y' }))).status).toBe(429);
    const limited = await eventsSince({ outcome: 'failed' });
    expect(limited).toHaveLength(21);
    expect(limited.at(-1)).toMatchObject({
      target: { id: null, label: 'manager@vinotheca.test' },
      signIn: { email: 'manager@vinotheca.test', reason: 'rate-limited', clientAddress: ADDRESS },
    });
  });

  it('records the lock at the threshold and the unlock, and the attempts during the lock', async () => {
    installTestClock(LATER);
    const caller = stranger();
    for (let i = 1; i <= 6; i++)
      await failureOf(caller.auth.login({ email: 'viewer@vinotheca.test', password: `Wrong#Password${i}` }));
    const viewer = findAdminByEmail('viewer@vinotheca.test');
    const locks = await eventsSince({ action: 'admin.lock' });
    expect(locks).toEqual([
      expect.objectContaining({
        actor: null,
        target: { type: 'ADMIN', id: viewer?.id, label: 'viewer@vinotheca.test' },
        outcome: 'success',
        signIn: { email: 'viewer@vinotheca.test', reason: 'wrong-password', clientAddress: ADDRESS },
      }),
    ]);
    const reasons = (await eventsSince({ action: 'auth.login-failed' })).map((e) => e.signIn?.reason);
    expect(reasons).toEqual([...Array(5).fill('wrong-password'), 'account-locked']);
    await client.users.unlock(viewer?.id ?? '');
    expect(await eventsSince({ action: 'admin.unlock' })).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ email: 'admin@vinotheca.test' }) }),
    ]);
  });

  it('records the browser demo’s one client at a fixed stand-in address', async () => {
    installTestClock(LATER);
    await failureOf(createTestClient().auth.login({ email: 'viewer@vinotheca.test', password: 'Wrong#Password1' }));
    const [event] = await eventsSince({ outcome: 'failed' });
    expect(event?.signIn?.clientAddress).toBe('127.0.0.1');
  });

  it('records a wrong code in two-factor sign-in once, and a right one as a sign-in', async () => {
    const clock = installTestClock(LATER);
    const caller = stranger();
    await failureOf(caller.auth.login({ email: 'totp@vinotheca.test', password: DEMO_PASSWORD, totpCode: '000000' }));
    await caller.auth.login({
      email: 'totp@vinotheca.test',
      password: DEMO_PASSWORD,
      totpCode: totpCodeAt(DEMO_TOTP_SECRET, clock.now()),
    });
    const events = (await eventsSince({})).filter((e) => e.target.label === 'totp@vinotheca.test');
    expect(events.map((e) => [e.action, e.outcome])).toEqual([
      ['auth.login-failed', 'failed'],
      ['auth.login', 'success'],
    ]);
  });
});
