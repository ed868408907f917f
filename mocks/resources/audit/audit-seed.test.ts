import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOGIN_ACTION } from '@/api/audit';
import { adminChangeRefusal, can, type Permission } from '@/api/permissions';
import { db, resetDb } from '../../core/db';
import { seedDb } from '../../app/seed';
import { SEED_REFERENCE_DATE } from '../../core/demo-clock';
import { SEED } from '../../app/seed-rows';
import { AUDIT_HISTORY_DAYS, seedAuditEvents, SIGN_IN_HISTORY_DAYS } from './audit-seed';
import { createSeedRandom } from '../../core/seed-random';

const DAY_MS = 24 * 60 * 60 * 1000;
const to = Date.parse(SEED_REFERENCE_DATE);

beforeAll(async () => {
  resetDb();
  await seedDb();
});

const input = () => ({
  admins: db.admins.all(),
  wines: db.wines.all(),
  categories: db.categories.all(),
  cellars: db.cellars.all(),
  to,
});

describe('seedAuditEvents', () => {
  it('holds only what the permission rules let each actor do', () => {
    const admins = new Map(db.admins.all().map((a) => [a.id, a]));
    const needs: Record<string, Permission> = {
      wine: 'wines.write',
      category: 'categories.write',
      cellar: 'cellars.write',
      admin: 'users.manage',
      settings: 'settings.write',
    };
    const refused = db.auditEvents.all().filter((event) => {
      const actor = event.actorId ? admins.get(event.actorId) : undefined;
      const permission = needs[event.action.split('.')[0] ?? ''];
      if (!actor || !permission) return false;
      if (!can(actor.role, permission)) return true;
      const target = event.targetId ? admins.get(event.targetId) : undefined;
      if (event.action === 'admin.update' && target)
        return (
          adminChangeRefusal(actor, { kind: 'update', role: target.role, active: target.active }, target, Infinity) !==
          null
        );
      if (event.action === 'admin.reset-password' && target)
        return adminChangeRefusal(actor, { kind: 'reset-password' }, target, Infinity) !== null;
      return false;
    });
    expect(refused.map((e) => `${e.actorEmail} ${e.action} ${e.targetLabel}`)).toEqual([]);
    expect(db.auditEvents.all().filter((e) => e.action === 'admin.update').length).toBeGreaterThan(10);
  });

  it('is deterministic, chronological, inside the last 400 days, and only sign-ins before the last 120', () => {
    const events = seedAuditEvents(createSeedRandom(SEED + 3), input());
    expect(seedAuditEvents(createSeedRandom(SEED + 3), input())).toEqual(events);
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort());
    expect(
      events[0]?.at.localeCompare(new Date(to - SIGN_IN_HISTORY_DAYS * DAY_MS).toISOString()),
    ).toBeGreaterThanOrEqual(0);
    expect(events.at(-1)?.at.localeCompare(SEED_REFERENCE_DATE)).toBeLessThan(0);
    const dense = new Date(to - AUDIT_HISTORY_DAYS * DAY_MS).toISOString();
    expect(new Set(events.filter((e) => e.at < dense).map((e) => e.action))).toEqual(new Set([AUDIT_LOGIN_ACTION]));
    expect(events.length).toBeGreaterThan(500);
    expect(events.length).toBeLessThan(4500);
  });

  it('fills every chart up to the reference date: sign-ins in each of the last 12 months and on most of the last 7 days', () => {
    const signIns = db.auditEvents.all().filter((e) => e.action === AUDIT_LOGIN_ACTION);
    const months = new Set(signIns.map((e) => e.at.slice(0, 7)));
    for (let back = 0; back < 12; back++) {
      const month = new Date(Date.UTC(new Date(to).getUTCFullYear(), new Date(to).getUTCMonth() - back, 1))
        .toISOString()
        .slice(0, 7);
      expect(months.has(month), month).toBe(true);
    }
    const days = new Set(signIns.map((e) => e.at.slice(0, 10)));
    const lastWeek = Array.from({ length: 7 }, (_, back) => new Date(to - back * DAY_MS).toISOString().slice(0, 10));
    expect(lastWeek.filter((day) => days.has(day)).length).toBeGreaterThanOrEqual(5);
    // The reference is a Monday morning: the newest sign-in may be the weekend's.
    expect(to - Date.parse(signIns.at(-1)!.at)).toBeLessThan(3 * DAY_MS);
  });

  it('is what seedDb stores, and every target and actor is a real seeded record with its label', () => {
    const stored = db.auditEvents.all();
    expect(stored).toEqual(seedAuditEvents(createSeedRandom(SEED + 3), input()));
    const admins = new Map(db.admins.all().map((a) => [a.id, a.email]));
    const wines = new Map(db.wines.all().map((w) => [w.id, w.name]));
    const categories = new Map(db.categories.all().map((c) => [c.id, c.name]));
    const cellars = new Map(db.cellars.all().map((c) => [c.id, c.name]));
    const labels = { ADMIN: admins, WINE: wines, CATEGORY: categories, CELLAR: cellars } as Record<
      string,
      Map<string, string>
    >;
    for (const event of stored) {
      // A failed sign-in and the lock it caused have no actor; the target is the admin tried, if any.
      if (event.actorId === null) expect(['auth.login-failed', 'admin.lock']).toContain(event.action);
      else expect(admins.get(event.actorId)).toBe(event.actorEmail);
      const known = labels[event.targetType];
      if (known && event.targetId !== null) expect(known.get(event.targetId)).toBe(event.targetLabel);
    }
  });

  it('holds failed sign-ins of every seeded kind, and a run of them locking each locked admin', () => {
    const stored = db.auditEvents.all();
    const failed = stored.filter((e) => e.action === 'auth.login-failed');
    expect(failed.every((e) => e.outcome === 'failed' && e.signInEmail !== null && e.clientAddress !== null)).toBe(
      true,
    );
    expect(new Set(failed.map((e) => e.signInReason))).toEqual(
      new Set(['wrong-password', 'unknown-email', 'totp-invalid']),
    );
    const locks = stored.filter((e) => e.action === 'admin.lock');
    const locked = db.admins.all().filter((a) => a.locked);
    expect(locks.map((e) => e.targetId).sort()).toEqual(locked.map((a) => a.id).sort());
    for (const lock of locks) {
      const before = failed.filter((e) => e.targetId === lock.targetId && e.at <= lock.at);
      expect(before.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('has several sign-ins on a working day and fewer at weekends, and a wine.create for each wine created in the period', () => {
    const stored = db.auditEvents.all();
    const signInsByDay = new Map<string, number>();
    for (const e of stored)
      if (e.action === AUDIT_LOGIN_ACTION)
        signInsByDay.set(e.at.slice(0, 10), (signInsByDay.get(e.at.slice(0, 10)) ?? 0) + 1);
    const dense = new Date(to - AUDIT_HISTORY_DAYS * DAY_MS).toISOString().slice(0, 10);
    const average = (weekend: boolean) => {
      const days = [...signInsByDay].filter(
        ([day]) => day >= dense && [0, 6].includes(new Date(day).getUTCDay()) === weekend,
      );
      return days.reduce((sum, [, n]) => sum + n, 0) / Math.max(1, days.length);
    };
    expect(average(false)).toBeGreaterThanOrEqual(4);
    expect(average(true)).toBeLessThan(average(false) / 2);
    const from = new Date(to - AUDIT_HISTORY_DAYS * DAY_MS).toISOString();
    const created = db.wines
      .all()
      .filter((w) => w.createdAt >= from)
      .map((w) => w.id)
      .sort();
    expect(
      stored
        .filter((e) => e.action === 'wine.create')
        .map((e) => e.targetId)
        .sort(),
    ).toEqual(created);
  });

  it("gives every admin the last sign-in the log holds, and none inside the log's window that it does not", () => {
    const from = to - AUDIT_HISTORY_DAYS * DAY_MS;
    const latest = new Map<string, string>();
    for (const e of db.auditEvents.all()) if (e.action === AUDIT_LOGIN_ACTION && e.actorId) latest.set(e.actorId, e.at);
    expect(latest.size).toBeGreaterThan(5);
    let before = 0;
    for (const admin of db.admins.all()) {
      const logged = latest.get(admin.id);
      if (logged) expect(admin.lastLoginAt).toBe(logged);
      else if (admin.lastLoginAt !== null) {
        expect(Date.parse(admin.lastLoginAt)).toBeLessThan(from);
        expect(admin.lastLoginAt >= admin.createdAt).toBe(true);
        before++;
      }
    }
    // Most admins still have a sign-in from before the window: the users list is not mostly "Never".
    expect(before).toBeGreaterThan(db.admins.count() / 2);
  });
});
