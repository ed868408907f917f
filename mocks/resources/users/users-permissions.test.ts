import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { findAdminByEmail } from '../auth/auth-model';
import { createTestClient, failureOf, setupMockBackend } from '@tests/support/mock-backend';

const { client } = setupMockBackend();

const idOf = (email: string) => {
  const admin = findAdminByEmail(email);
  if (!admin) throw new Error(`no seeded admin ${email}`);
  return admin.id;
};
const forbidden = (code: string, message: string) => ({
  status: 403,
  body: { status: 403, error: 'Forbidden', code, message },
});
const SUPER = 'admin@vinotheca.test';

describe('who may change which admin, on the mock', () => {
  it('stops the takeover chain at its first step: a viewer cannot reset the super admin’s password', async () => {
    await client.signIn('viewer@vinotheca.test');
    expect(await failureOf(client.users.resetPassword(idOf(SUPER), 'Taken-Over#2026'))).toEqual(
      forbidden('ROLE_FORBIDDEN', 'Your role does not allow this action.'),
    );
    await expect(createTestClient().signIn(SUPER)).resolves.toMatchObject({ role: 'SUPER_ADMIN' });
    expect((await failureOf(createTestClient().signIn(SUPER, { password: 'Taken-Over#2026' }))).status).toBe(401);
  });

  it('lets no role promote itself', async () => {
    for (const email of ['viewer@vinotheca.test', 'editor@vinotheca.test', 'manager@vinotheca.test']) {
      const caller = createTestClient();
      const me = await caller.signIn(email);
      const failure = await failureOf(
        caller.users.update(me.adminId, { fullName: me.fullName, email, role: 'SUPER_ADMIN', active: true }),
      );
      expect(failure.status, email).toBe(403);
      expect(['ROLE_FORBIDDEN', 'ROLE_ABOVE_OWN', 'SELF_ROLE_CHANGE']).toContain(failure.body.code);
      await expect(createTestClient().signIn(email)).resolves.toMatchObject({ role: me.role });
    }
  });

  it('keeps an admin away from super admins, and from granting a role above its own', async () => {
    await client.signIn('manager@vinotheca.test');
    const superId = idOf(SUPER);
    const above = forbidden('TARGET_ABOVE_ROLE', 'Only a super admin can change a super admin’s account.');
    expect(
      await failureOf(
        client.users.update(superId, { fullName: 'Ava L', email: SUPER, role: 'SUPER_ADMIN', active: true }),
      ),
    ).toEqual(above);
    expect(await failureOf(client.users.deactivate(superId))).toEqual(above);
    expect(await failureOf(client.users.unlock(superId))).toEqual(above);
    expect(await failureOf(client.users.resetPassword(superId, 'Taken-Over#2026'))).toEqual(above);
    expect(await failureOf(client.users.deleteAvatar(superId))).toEqual(above);
    expect(
      await failureOf(
        client.users.create({
          fullName: 'New Boss',
          email: 'boss@vinotheca.test',
          role: 'SUPER_ADMIN',
          active: true,
          password: DEMO_PASSWORD,
        }),
      ),
    ).toEqual(forbidden('ROLE_ABOVE_OWN', 'You cannot grant a role above your own.'));
    const editorId = idOf('editor@vinotheca.test');
    expect(
      await failureOf(
        client.users.update(editorId, {
          fullName: 'Elena Petrova',
          email: 'editor@vinotheca.test',
          role: 'SUPER_ADMIN',
          active: true,
        }),
      ),
    ).toEqual(forbidden('ROLE_ABOVE_OWN', 'You cannot grant a role above your own.'));
    await expect(client.users.get(superId)).resolves.toMatchObject({
      role: 'SUPER_ADMIN',
      active: true,
      fullName: 'Ava Laurent',
    });
    await expect(
      client.users.update(editorId, {
        fullName: 'Elena Petrova',
        email: 'editor@vinotheca.test',
        role: 'ADMIN',
        active: true,
      }),
    ).resolves.toMatchObject({ role: 'ADMIN' });
    await expect(
      client.users.create({
        fullName: 'New Editor',
        email: 'new.editor@vinotheca.test',
        role: 'EDITOR',
        active: true,
        password: DEMO_PASSWORD,
      }),
    ).resolves.toMatchObject({ role: 'EDITOR' });
  });

  it('refuses editors and viewers every change to an admin, and changes nothing', async () => {
    for (const email of ['editor@vinotheca.test', 'viewer@vinotheca.test']) {
      const caller = createTestClient();
      await caller.signIn(email);
      const target = idOf('manager@vinotheca.test');
      expect((await failureOf(caller.users.deactivate(target))).body.code, email).toBe('ROLE_FORBIDDEN');
      expect((await failureOf(caller.users.unlock(target))).body.code, email).toBe('ROLE_FORBIDDEN');
      expect(
        (
          await failureOf(
            caller.users.create({
              fullName: 'Sneaky One',
              email: `sneaky.${email}`,
              role: 'VIEWER',
              active: true,
              password: DEMO_PASSWORD,
            }),
          )
        ).body.code,
        email,
      ).toBe('ROLE_FORBIDDEN');
    }
    await client.signIn(SUPER);
    await expect(client.users.get(idOf('manager@vinotheca.test'))).resolves.toMatchObject({ active: true });
    expect(findAdminByEmail('sneaky.viewer@vinotheca.test')).toBeUndefined();
  });

  it('lets a viewer read but change nothing of the catalogue, and an editor change it', async () => {
    await client.signIn('viewer@vinotheca.test');
    const page = await client.wines.list({ size: 1 });
    const wine = page.content[0];
    if (!wine) throw new Error('the seed has wines');
    expect((await failureOf(client.wines.archive(wine.id))).body.code).toBe('ROLE_FORBIDDEN');
    expect((await failureOf(client.categories.create({ name: 'Viewer Picks', description: '' }))).body.code).toBe(
      'ROLE_FORBIDDEN',
    );
    await client.signIn('editor@vinotheca.test');
    await expect(client.categories.create({ name: 'Editor Picks', description: '' })).resolves.toMatchObject({
      name: 'Editor Picks',
    });
  });
});
