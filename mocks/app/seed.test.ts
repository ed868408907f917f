import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from '@/api/types';
import { db, MOCK_DB_VERSION, resetDb, restoreDb, snapshotDb } from '../core/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@/config/demo-accounts';
import { seedDb } from './seed';
import { seedRows } from './seed-rows';
import { DEFAULT_ADMIN_COUNT } from '../core/seed-sizes';

beforeEach(() => resetDb());

describe('seedDb', () => {
  it('is deterministic', async () => {
    await seedDb();
    const first = snapshotDb();
    resetDb();
    await seedDb();
    expect(snapshotDb()).toEqual(first);
  });

  it('computes rows that pass their schemas as they are (every default filled in, keys in order), so a save finds no change in an unchanged seed', async () => {
    // seedDb trusts the seed's rows (it restores them without validating each): this holds them to the schemas.
    for (const options of [{}, { adminCount: 40, wineCount: 60, memberCount: 12 }, { empty: true }]) {
      const rows = seedRows(options);
      let dropped = 0;
      resetDb();
      await expect(
        restoreDb(
          { version: MOCK_DB_VERSION, data: structuredClone(rows) },
          { onDropped: (count) => (dropped = count) },
        ),
      ).resolves.toBe(true);
      expect(dropped).toBe(0);
      expect(JSON.stringify(snapshotDb().data)).toBe(JSON.stringify(rows));
    }
  });

  it('stores exactly the seed’s rows, and a reseed brings them back whatever was changed since', async () => {
    const options = { adminCount: 40, wineCount: 60, memberCount: 12 };
    await seedDb(options);
    expect(snapshotDb().data).toStrictEqual(seedRows(options));
    const admin = db.admins.findFirst((q) => q.where({ email: 'admin@vinotheca.test' }))!;
    await db.admins.update((q) => q.where({ id: admin.id }), { data: (record) => void (record.fullName = 'Changed') });
    await db.wines.delete((q) => q.where({ id: db.wines.all()[0]!.id }));
    expect(db.admins.findFirst((q) => q.where({ id: admin.id }))?.fullName).toBe('Changed');
    await seedDb(options);
    expect(snapshotDb().data).toStrictEqual(seedRows(options));
  });

  it('creates the demo accounts as documented', async () => {
    await seedDb();
    const byEmail = (email: string) => db.admins.findFirst((q) => q.where({ email }));
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual([
      'admin@vinotheca.test',
      'setup@vinotheca.test',
      'totp@vinotheca.test',
      'locked@vinotheca.test',
      'manager@vinotheca.test',
      'editor@vinotheca.test',
      'viewer@vinotheca.test',
    ]);
    expect(DEMO_ACCOUNTS.every((a) => a.password === 'Vinotheca#2026')).toBe(true);
    expect(byEmail('admin@vinotheca.test')).toMatchObject({
      fullName: 'Ava Laurent',
      role: 'SUPER_ADMIN',
      requires2FASetup: false,
      totpSecret: null,
    });
    expect(byEmail('setup@vinotheca.test')).toMatchObject({
      fullName: 'Sam Ortega',
      role: 'ADMIN',
      requires2FASetup: true,
      twoFactorEnabled: false,
    });
    expect(byEmail('totp@vinotheca.test')).toMatchObject({
      fullName: 'Tessa Moreau',
      role: 'ADMIN',
      twoFactorEnabled: true,
      totpSecret: DEMO_TOTP_SECRET,
    });
    expect(byEmail('locked@vinotheca.test')).toMatchObject({ fullName: 'Lena Fischer', role: 'EDITOR', locked: true });
    // One ready account per role, none asking for two-factor.
    for (const [email, role] of [
      ['manager@vinotheca.test', 'ADMIN'],
      ['editor@vinotheca.test', 'EDITOR'],
      ['viewer@vinotheca.test', 'VIEWER'],
    ] as const) {
      expect(byEmail(email)).toMatchObject({
        role,
        active: true,
        locked: false,
        requires2FASetup: false,
        twoFactorEnabled: false,
      });
    }
    expect(DEMO_TOTP_SECRET).toHaveLength(32);
    expect(byEmail('admin@vinotheca.test')?.password).toBe(DEMO_PASSWORD);
  });

  it('seeds an empty console: the demo accounts and the settings, nothing else', async () => {
    await seedDb({ empty: true });
    expect(
      db.admins
        .all()
        .map((a) => a.email)
        .sort(),
    ).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    expect(db.settings.all()).toHaveLength(1);
    const rest = [db.categories, db.wines, db.members, db.cellars, db.inventory, db.auditEvents, db.sessions].map(
      (collection) => collection.all().length,
    );
    expect(rest).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('creates the requested number of admins with unique e-mails and ids, within bounds', async () => {
    await seedDb();
    expect(db.admins.count()).toBe(DEFAULT_ADMIN_COUNT);
    const admins = db.admins.all();
    expect(new Set(admins.map((a) => a.email)).size).toBe(admins.length);
    expect(new Set(admins.map((a) => a.id)).size).toBe(admins.length);
    expect(new Set(admins.map((a) => a.role))).toEqual(new Set(ADMIN_ROLES));
    expect(admins.every((a) => a.createdAt <= '2026-11-16T09:00:00.000Z')).toBe(true);
    resetDb();
    await seedDb({ adminCount: 24 });
    expect(db.admins.count()).toBe(24);
    resetDb();
    await seedDb({ adminCount: 1 });
    expect(db.admins.count()).toBe(DEMO_ACCOUNTS.length);
  });

  // How fast is a figure of `npm run bench`, never a test.
  it('seeds 10,000 admins with unique e-mails', async () => {
    await seedDb({ adminCount: 10_000 });
    expect(db.admins.count()).toBe(10_000);
    expect(new Set(db.admins.all().map((a) => a.email)).size).toBe(10_000);
  }, 60_000);
});
