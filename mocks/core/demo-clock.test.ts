import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchorFor, anchorOfDay, anchorOfNewest, moveToToday, SEED_REFERENCE_DATE, shiftSnapshot } from './demo-clock';
import { resetDb, snapshotDb } from './db';
import { seedDb } from '../app/seed';

const DAY_MS = 24 * 60 * 60 * 1000;
const reference = Date.parse(SEED_REFERENCE_DATE);

const snapshot = {
  version: 3,
  data: {
    admins: [
      {
        id: 'a1',
        createdAt: '2026-11-01T10:00:00.000Z',
        lastLoginAt: '2026-11-15T17:30:00.000Z',
        lockedUntil: '2026-11-15T17:45:00.000Z',
        email: 'a@b.test',
      },
    ],
    inventory: [{ id: 'i1', purchaseDate: '2026-10-31', binLocation: 'A-1' }],
    sessions: [{ id: 's1', expiresAt: '2026-11-15T18:00:00.000Z' }],
    usedTotpCodes: [{ adminId: 'a1', at: '2026-11-15T17:29:00.000Z' }],
    bulkOperations: [
      {
        id: 'b1',
        at: '2026-11-15T17:31:00.000Z',
        undoUntil: '2026-11-15T17:32:00.000Z',
        items: [{ before: { updatedAt: '2026-11-15T17:00:00.000Z' } }],
      },
    ],
    wines: [{ id: 'w1', vintage: 2019, name: '2019-01-01 is not a date here? it is text' }],
  },
};

describe('the demo clock', () => {
  it('anchors at the reference moved by whole days to the latest one not after now', () => {
    expect(anchorFor(reference)).toBe(SEED_REFERENCE_DATE);
    expect(anchorFor(reference + 3 * DAY_MS + 5 * 60 * 60 * 1000)).toBe('2026-11-19T09:00:00.000Z');
    expect(anchorFor(reference + 3 * DAY_MS - 1)).toBe('2026-11-18T09:00:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: -2000 * DAY_MS, max: 2000 * DAY_MS }), (offset) => {
        const now = reference + offset;
        const anchor = Date.parse(anchorFor(now));
        expect(anchor).toBeLessThanOrEqual(now);
        expect(now - anchor).toBeLessThan(DAY_MS);
        expect(Math.abs((anchor - reference) % DAY_MS)).toBe(0);
      }),
    );
  });

  it('anchors a --seed-date day at the reference’s time of day, and refuses a day that does not exist', () => {
    expect(anchorOfDay('2026-11-16')).toBe(SEED_REFERENCE_DATE);
    expect(anchorOfDay('2027-02-28')).toBe('2027-02-28T09:00:00.000Z');
    for (const day of ['2026-02-30', '2026-13-01', '16/11/2026', '2026-11-16T09:00:00Z', ''])
      expect(anchorOfDay(day), day).toBeNull();
  });

  it('dates saved data without an anchor at its newest activity’s day; none without dated history', () => {
    // Its newest activity is a sign-in at 17:30 on 15 November (lock ends and sessions are no history).
    expect(anchorOfNewest(snapshot)).toBe('2026-11-15T09:00:00.000Z');
    expect(anchorOfNewest({ version: 3, data: { admins: [] } })).toBeNull();
    expect(anchorOfNewest('not a snapshot')).toBeNull();
  });

  it('moves every date of the history, and nothing else', () => {
    const moved = shiftSnapshot(snapshot, 2 * DAY_MS) as typeof snapshot;
    expect(moved.data.admins[0]).toEqual({
      ...snapshot.data.admins[0],
      createdAt: '2026-11-03T10:00:00.000Z',
      lastLoginAt: '2026-11-17T17:30:00.000Z',
    });
    expect(moved.data.inventory[0]?.purchaseDate).toBe('2026-11-02');
    // A session's expiry, a used code and a lock's end are not history: they never come back to life.
    expect(moved.data.sessions).toEqual(snapshot.data.sessions);
    expect(moved.data.usedTotpCodes).toEqual(snapshot.data.usedTotpCodes);
    // Nor a bulk change's time to undo: moved, an expired change could be undone again.
    expect(moved.data.bulkOperations).toEqual(snapshot.data.bulkOperations);
    expect(moved.data.wines).toEqual(snapshot.data.wines);
    expect(shiftSnapshot('not a snapshot', DAY_MS)).toBe('not a snapshot');
  });

  it('a move and its reverse give back the snapshot, in the same order (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4000 * DAY_MS }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: -400, max: 400 }),
        (offsets, days) => {
          const rows = offsets.map((offset, i) => ({ id: `r${i}`, at: new Date(reference - offset).toISOString() }));
          const moved = shiftSnapshot({ version: 3, data: { auditEvents: rows } }, days * DAY_MS) as {
            data: { auditEvents: typeof rows };
          };
          const order = (list: typeof rows) => [...list].sort((a, b) => a.at.localeCompare(b.at)).map((r) => r.id);
          expect(order(moved.data.auditEvents)).toEqual(order(rows));
          expect(shiftSnapshot(moved, -days * DAY_MS)).toEqual({ version: 3, data: { auditEvents: rows } });
        },
      ),
    );
  });

  it('brings a saved demo to today by whole days, never putting its last activity in the future', () => {
    // Saved on Nov 15 (last sign-in 17:30), reopened three days later at 10:00.
    const reopened = moveToToday(snapshot, '2026-11-15T09:00:00.000Z', Date.parse('2026-11-18T10:00:00.000Z'));
    // Three days would put the 17:30 sign-in at 17:30 today, after 10:00: two days it is.
    expect(reopened.movedMs).toBe(2 * DAY_MS);
    expect(reopened.anchor).toBe('2026-11-17T09:00:00.000Z');
    expect((reopened.snapshot as typeof snapshot).data.admins[0]?.lastLoginAt).toBe('2026-11-17T17:30:00.000Z');
    // A bulk change whose time to undo ended a minute ago does not hold the move back.
    const withRecentBulk = {
      ...snapshot,
      data: {
        ...snapshot.data,
        bulkOperations: [
          { id: 'b2', at: '2026-11-18T09:58:00.000Z', undoUntil: '2026-11-18T09:59:00.000Z', items: [] },
        ],
      },
    };
    expect(
      moveToToday(withRecentBulk, '2026-11-15T09:00:00.000Z', Date.parse('2026-11-18T10:00:00.000Z')).movedMs,
    ).toBe(2 * DAY_MS);
    // Reopened the same day, or before its anchor: unchanged.
    expect(moveToToday(snapshot, '2026-11-15T09:00:00.000Z', Date.parse('2026-11-15T20:00:00.000Z'))).toMatchObject({
      movedMs: 0,
      snapshot,
    });
    expect(moveToToday(snapshot, '2026-11-15T09:00:00.000Z', Date.parse('2026-11-01T20:00:00.000Z'))).toMatchObject({
      movedMs: 0,
      snapshot,
    });
  });

  it('a seed at a later anchor is the seed at the reference moved by those days: deterministic relative to its anchor', async () => {
    resetDb();
    await seedDb({ wineCount: 200, memberCount: 20 });
    const atReference = snapshotDb();
    // Four weeks later: the same weekdays, so the same draws.
    resetDb();
    await seedDb({ wineCount: 200, memberCount: 20, referenceDate: new Date(reference + 28 * DAY_MS).toISOString() });
    const later = snapshotDb();
    resetDb();
    expect(later).toEqual(shiftSnapshot(atReference, 28 * DAY_MS));
  });
});
