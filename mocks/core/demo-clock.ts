/**
 * The demo's dates follow the calendar. The seed is deterministic relative to a reference instant:
 * tests seed at `SEED_REFERENCE_DATE`; the browser demo and the standalone server seed at the
 * anchor of the day they start (the server at its `--seed-date` when pinned), and a saved demo
 * reopened days later, or a server left running, is moved forward by whole days, so its newest
 * activity is always hours old and every chart runs up to today.
 * Whole days keep every time of day (sign-ins stay in working hours).
 *
 * Kept apart from the seed (mocks/app/seed-rows.ts) and its data tables: a returning visit needs
 * this and not the seed.
 */

/** The instant the seed's own history ends at, unless it is seeded at another anchor. */
export const SEED_REFERENCE_DATE = '2026-11-16T09:00:00.000Z';
/** Its day, as `--seed-date` takes it: the provider verification pins the standalone server there. */
export const SEED_REFERENCE_DAY = SEED_REFERENCE_DATE.slice(0, 10);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reference instant moved by whole days to the latest one not after `now`. */
export function anchorFor(now: number): string {
  const reference = Date.parse(SEED_REFERENCE_DATE);
  return new Date(reference + Math.floor((now - reference) / DAY_MS) * DAY_MS).toISOString();
}

/**
 * The anchor of a calendar day (`YYYY-MM-DD`, as `--seed-date` takes it): that day at the reference's
 * time of day, so the reference's own day seeds exactly as the tests do. Null for anything else.
 */
export function anchorOfDay(day: string): string | null {
  if (!DATE.test(day)) return null;
  const time = Date.parse(`${day}${SEED_REFERENCE_DATE.slice(10)}`);
  const anchor = Number.isNaN(time) ? null : new Date(time).toISOString();
  // Date.parse rolls 2026-02-30 over to March: a day that does not exist is refused.
  return anchor?.startsWith(day) ? anchor : null;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Collections whose dates are not history: a session's expiry, a used code's window and a bulk
 * change's time to undo must not come back to life when the demo moves forward (nor hold the move
 * back: a bulk change's undo window ends a minute after it). `lockedUntil` is such a date on any row.
 */
const NOT_HISTORY = new Set(['sessions', 'usedTotpCodes', 'bulkOperations']);
const NOT_HISTORY_FIELDS = new Set(['lockedUntil']);

/** The latest instant among the history's dates (the fields `shiftValue` would move), or -Infinity. */
function latestInstant(value: unknown): number {
  if (typeof value === 'string') return INSTANT.test(value) ? Date.parse(value) || -Infinity : -Infinity;
  if (Array.isArray(value))
    return value.reduce<number>((latest, item) => Math.max(latest, latestInstant(item)), -Infinity);
  if (value && typeof value === 'object') {
    return Object.entries(value).reduce<number>(
      (latest, [key, item]) => (NOT_HISTORY_FIELDS.has(key) ? latest : Math.max(latest, latestInstant(item))),
      -Infinity,
    );
  }
  return -Infinity;
}

function shiftValue(value: unknown, ms: number): unknown {
  if (typeof value === 'string') {
    if (INSTANT.test(value)) {
      const time = Date.parse(value);
      return Number.isNaN(time) ? value : new Date(time + ms).toISOString();
    }
    if (DATE.test(value)) {
      const time = Date.parse(`${value}T00:00:00.000Z`);
      return Number.isNaN(time) ? value : new Date(time + ms).toISOString().slice(0, 10);
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => shiftValue(item, ms));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, NOT_HISTORY_FIELDS.has(key) ? item : shiftValue(item, ms)]),
    );
  }
  return value;
}

function historyOf(snapshot: unknown): [string, unknown][] | null {
  if (!snapshot || typeof snapshot !== 'object' || !('data' in snapshot)) return null;
  const { data } = snapshot as { data: unknown };
  return data && typeof data === 'object' ? Object.entries(data) : null;
}

/**
 * A saved snapshot (`{ version, data: { collection: rows } }`) with every date of its history moved
 * by `ms`: instants and calendar dates alike. Anything that is not a snapshot comes back as it is,
 * for the restore to refuse.
 */
export function shiftSnapshot(snapshot: unknown, ms: number): unknown {
  const history = historyOf(snapshot);
  if (ms === 0 || !history) return snapshot;
  return {
    ...(snapshot as object),
    data: Object.fromEntries(
      history.map(([name, rows]) => [name, NOT_HISTORY.has(name) ? rows : shiftValue(rows, ms)]),
    ),
  };
}

/**
 * The anchor of the day a snapshot's newest history happened on, for saved data that does not say
 * what it is dated at (the mock console's export); null when it holds no dated history.
 */
export function anchorOfNewest(snapshot: unknown): string | null {
  const history = historyOf(snapshot);
  if (!history) return null;
  const latest = history.reduce(
    (max, [name, rows]) => (NOT_HISTORY.has(name) ? max : Math.max(max, latestInstant(rows))),
    -Infinity,
  );
  return latest === -Infinity ? null : anchorFor(latest);
}

/**
 * A saved demo dated at `anchor`, brought to `now`: moved forward by the whole days since, but never
 * so far that something done in it (a sign-in late yesterday) would lie in the future. Returns the
 * snapshot and the anchor it is now dated at.
 */
export function moveToToday(
  snapshot: unknown,
  anchor: string,
  now: number,
): { snapshot: unknown; anchor: string; movedMs: number } {
  const history = historyOf(snapshot);
  const since = Math.floor((now - Date.parse(anchor)) / DAY_MS);
  if (!history || !Number.isFinite(since) || since <= 0) return { snapshot, anchor, movedMs: 0 };
  const latest = history.reduce(
    (max, [name, rows]) => (NOT_HISTORY.has(name) ? max : Math.max(max, latestInstant(rows))),
    -Infinity,
  );
  const room = latest === -Infinity ? since : Math.floor((now - latest) / DAY_MS);
  const days = Math.max(0, Math.min(since, room));
  if (days === 0) return { snapshot, anchor, movedMs: 0 };
  const movedMs = days * DAY_MS;
  return {
    snapshot: shiftSnapshot(snapshot, movedMs),
    anchor: new Date(Date.parse(anchor) + movedMs).toISOString(),
    movedMs,
  };
}
