import { adminChangeRefusal, type AdminChange } from '@/api/permissions';
import type { AuditAction, AuditTargetType } from '@/api/audit';
import type { SignInFailureReason } from '@/api/wire-enums';
import { AUDIT_LOGIN_ACTION } from '@/api/audit';
import { SETTINGS_TARGET } from './audit-targets';
import type { AdminRecord, AuditEventRecord, CategoryRecord, CellarRecord, WineRecord } from '../../core/db';
import type { SeedRandom } from '../../core/seed-random';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const AUDIT_HISTORY_DAYS = 120;
/** Before that, back to a year and a month: sign-ins only, fewer, so a 12-month chart is full. */
export const SIGN_IN_HISTORY_DAYS = 400;

export interface AuditSeedInput {
  admins: readonly AdminRecord[];
  wines: readonly WineRecord[];
  categories: readonly CategoryRecord[];
  cellars: readonly CellarRecord[];
  /** The seed's reference instant: every event is before it. */
  to: number;
}

interface Target {
  type: AuditTargetType;
  id: string;
  label: string;
}

/** When the seeded history changes the system settings (the settings row says the same). */
export function settingsChangedAt(to: number): number {
  return to - (AUDIT_HISTORY_DAYS - 30) * DAY_MS + 10 * HOUR_MS;
}

/**
 * A plausible history of the last `AUDIT_HISTORY_DAYS` days (and sign-ins only for the year
 * before), oldest first: a handful of sign-ins
 * per working day (fewer at weekends) by a regular team, the edits they make while signed in, and
 * an `admin.create` / `wine.create` at the creation time of every admin and wine created in that
 * period, so the log agrees with the records.
 */
export function seedAuditEvents(random: SeedRandom, input: AuditSeedInput): AuditEventRecord[] {
  const from = input.to - AUDIT_HISTORY_DAYS * DAY_MS;
  const signInsFrom = input.to - SIGN_IN_HISTORY_DAYS * DAY_MS;
  const usable = input.admins.filter((a) => a.active && !a.locked && !a.requires2FASetup);
  const supers = usable.filter((a) => a.role === 'SUPER_ADMIN');
  const editors = usable.filter((a) => a.role !== 'VIEWER');
  // The regular team: the demo accounts that can sign in, and a dozen others.
  const team = [...usable.slice(0, 2), ...editors.slice(2, 14)];
  if (team.length === 0) return [];
  const events: AuditEventRecord[] = [];
  const add = (at: number, actor: AdminRecord, action: AuditAction, target: Target | null, since = from) => {
    if (at >= input.to || at < since || !target) return;
    events.push({
      id: random.uuid(),
      at: new Date(at).toISOString(),
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      targetType: target.type,
      targetId: target.id,
      targetLabel: target.label,
      outcome: 'success',
      signInEmail: null,
      signInReason: null,
      clientAddress: null,
    });
  };
  // A change to an admin is history only when the permission rules allow it to that actor (an
  // editor edits no admin, an admin no super admin, nobody resets their own password here).
  const addAdminChange = (
    at: number,
    actor: AdminRecord,
    action: AuditAction,
    change: (whom: AdminRecord) => AdminChange,
  ) => {
    const whom = usable.length > 0 ? random.pick(usable) : null;
    if (whom && adminChangeRefusal(actor, change(whom), whom, Number.POSITIVE_INFINITY) === null)
      add(at, actor, action, adminTarget(whom));
  };
  const byStatus = (status: WineRecord['status']) => input.wines.filter((w) => w.status === status);
  const published = byStatus('PUBLISHED');
  const archived = byStatus('ARCHIVED');
  const edits: { weight: number; value: (at: number, actor: AdminRecord) => void }[] = [
    { weight: 10, value: (at, actor) => add(at, actor, 'wine.update', pickTarget(random, input.wines, wineTarget)) },
    { weight: 4, value: (at, actor) => add(at, actor, 'wine.publish', pickTarget(random, published, wineTarget)) },
    { weight: 2, value: (at, actor) => add(at, actor, 'wine.archive', pickTarget(random, archived, wineTarget)) },
    {
      weight: 1,
      value: (at, actor) => add(at, actor, 'category.rename', pickTarget(random, input.categories, categoryTarget)),
    },
    {
      weight: 2,
      value: (at, actor) => add(at, actor, 'cellar.update', pickTarget(random, input.cellars, cellarTarget)),
    },
    {
      weight: 2,
      value: (at, actor) =>
        addAdminChange(at, actor, 'admin.update', (whom) => ({ kind: 'update', role: whom.role, active: whom.active })),
    },
    {
      weight: 1,
      value: (at, actor) => addAdminChange(at, actor, 'admin.reset-password', () => ({ kind: 'reset-password' })),
    },
    { weight: 1, value: (at, actor) => add(at, actor, 'profile.theme', adminTarget(actor)) },
  ];

  for (let day = 0; day < AUDIT_HISTORY_DAYS; day++) {
    const start = from + day * DAY_MS;
    const weekday = new Date(start).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const signIns = weekend ? random.int(3) : 4 + random.int(6);
    for (let i = 0; i < signIns; i++) {
      // The first demo account signs in most working days; the rest of the team in turns.
      const actor = i === 0 && !weekend && random.chance(0.8) ? team[0] : random.pick(team);
      if (!actor) continue;
      const at = startOfDay(start) + 7 * HOUR_MS + random.int(11 * HOUR_MS);
      add(at, actor, AUDIT_LOGIN_ACTION, adminTarget(actor));
      let t = at;
      const work = weekend ? random.int(2) : random.int(5);
      for (let k = 0; k < work; k++) {
        t += 2 * 60 * 1000 + random.int(40 * 60 * 1000);
        random.weighted(edits)(t, actor);
      }
      if (random.chance(0.35)) add(t + 5 * 60 * 1000 + random.int(HOUR_MS), actor, 'auth.logout', adminTarget(actor));
    }
  }
  const creator = supers[0] ?? team[0];
  for (const admin of input.admins) {
    const at = Date.parse(admin.createdAt);
    if (at >= from && creator) add(at, creator, 'admin.create', adminTarget(admin));
  }
  for (const wine of input.wines) {
    const at = Date.parse(wine.createdAt);
    if (at >= from) add(at, random.pick(team), 'wine.create', wineTarget(wine));
  }
  if (creator) add(settingsChangedAt(input.to), creator, 'settings.update', { type: 'SETTINGS', ...SETTINGS_TARGET });
  // The older months: one or two sign-ins per working day (drawn last, so the recent history above
  // stays what it was).
  for (let start = signInsFrom; start < from; start += DAY_MS) {
    const weekday = new Date(start).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let i = 1 + random.int(2); i > 0; i--) {
      const actor = random.pick(team);
      if (actor)
        add(
          startOfDay(start) + 7 * HOUR_MS + random.int(11 * HOUR_MS),
          actor,
          AUDIT_LOGIN_ACTION,
          adminTarget(actor),
          signInsFrom,
        );
    }
  }
  // Drawn after everything above, so the history above stays what it was.
  events.push(...seedFailedSignIns(random, input, team, from));
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return events;
}

/** Documentation addresses (RFC 5737): the team's offices, and strangers. */
const OFFICE_ADDRESSES = ['192.0.2.10', '192.0.2.24', '198.51.100.7'];
const STRANGER_ADDRESSES = ['203.0.113.66', '203.0.113.91', '198.51.100.203'];
const STRANGER_EMAILS = ['admin@vinotheca.com', 'root@vinotheca.test', 'test@vinotheca.test', 'support@vinotheca.test'];

/**
 * Failed sign-ins the demo can show: now and then a team member mistypes their password, a stranger
 * tries made-up e-mails, and every locked admin of the seed was locked by a run of wrong passwords
 * (`failedLoginAttempts` of them) ending in `admin.lock`.
 */
function seedFailedSignIns(
  random: SeedRandom,
  input: AuditSeedInput,
  team: readonly AdminRecord[],
  from: number,
): AuditEventRecord[] {
  const events: AuditEventRecord[] = [];
  const failure = (
    at: number,
    email: string,
    admin: AdminRecord | null,
    reason: SignInFailureReason,
    address: string,
  ) => {
    if (at >= input.to || at < from) return;
    const event: AuditEventRecord = {
      id: random.uuid(),
      at: new Date(at).toISOString(),
      actorId: null,
      actorEmail: null,
      action: 'auth.login-failed',
      targetType: 'ADMIN',
      targetId: admin?.id ?? null,
      targetLabel: admin?.email ?? email,
      outcome: 'failed',
      signInEmail: email,
      signInReason: reason,
      clientAddress: address,
    };
    events.push(event);
    return event;
  };
  for (let day = 0; day < AUDIT_HISTORY_DAYS; day += 1 + random.int(4)) {
    const at = startOfDay(from + day * DAY_MS) + 7 * HOUR_MS + random.int(11 * HOUR_MS);
    if (random.chance(0.7)) {
      const who = random.pick(team);
      const reason = who.twoFactorEnabled && random.chance(0.4) ? 'totp-invalid' : 'wrong-password';
      failure(at, who.email, who, reason, random.pick(OFFICE_ADDRESSES));
    } else {
      const address = random.pick(STRANGER_ADDRESSES);
      for (let i = 1 + random.int(3); i > 0; i--)
        failure(at + i * 7000, random.pick(STRANGER_EMAILS), null, 'unknown-email', address);
    }
  }
  for (const admin of input.admins) {
    if (!admin.locked || admin.failedLoginAttempts === 0) continue;
    // Within the history, and early enough that the whole run is in it.
    const earliest = Math.max(from, Date.parse(admin.createdAt));
    const start = earliest + random.int(Math.max(1, input.to - HOUR_MS - earliest));
    const address = random.pick(STRANGER_ADDRESSES);
    let last: ReturnType<typeof failure>;
    for (let i = 0; i < admin.failedLoginAttempts; i++)
      last = failure(start + i * 9000, admin.email, admin, 'wrong-password', address) ?? last;
    if (last) events.push({ ...last, id: random.uuid(), action: 'admin.lock', outcome: 'success' });
  }
  return events;
}

/**
 * The admins with `lastLoginAt` as the history tells it: the newest sign-in the log holds, or, for
 * an admin with none in its window, a sign-in from before the window (kept when already there,
 * otherwise the window's start less a stable offset), or never for an admin created within it.
 */
export function alignLastSignIns(
  admins: readonly AdminRecord[],
  events: readonly AuditEventRecord[],
  to: number,
): AdminRecord[] {
  const from = to - AUDIT_HISTORY_DAYS * DAY_MS;
  const latest = new Map<string, string>();
  for (const event of events)
    if (event.action === AUDIT_LOGIN_ACTION && event.actorId) latest.set(event.actorId, event.at);
  return admins.map((admin) => {
    const logged = latest.get(admin.id);
    if (logged) return logged === admin.lastLoginAt ? admin : { ...admin, lastLoginAt: logged };
    if (admin.lastLoginAt === null || Date.parse(admin.lastLoginAt) < from) return admin;
    const created = Date.parse(admin.createdAt);
    if (created >= from) return { ...admin, lastLoginAt: null };
    // Stable for an admin: as far before the window as their last sign-in was inside it.
    const before = Math.max(created, from - (Date.parse(admin.lastLoginAt) - from) - HOUR_MS);
    return { ...admin, lastLoginAt: new Date(before).toISOString() };
  });
}

function startOfDay(ms: number): number {
  return ms - (ms % DAY_MS);
}

/** A random item as a target, or null (nothing recorded) when there is none. */
function pickTarget<T>(random: SeedRandom, items: readonly T[], toTarget: (item: T) => Target): Target | null {
  return items.length > 0 ? toTarget(random.pick(items)) : null;
}

function adminTarget(a: AdminRecord): Target {
  return { type: 'ADMIN', id: a.id, label: a.email };
}

function wineTarget(w: WineRecord): Target {
  return { type: 'WINE', id: w.id, label: w.name };
}

function categoryTarget(c: CategoryRecord): Target {
  return { type: 'CATEGORY', id: c.id, label: c.name };
}

function cellarTarget(c: CellarRecord): Target {
  return { type: 'CELLAR', id: c.id, label: c.name };
}
