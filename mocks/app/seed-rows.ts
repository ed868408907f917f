import type { AdminRole, ThemePreference } from '@/api/types';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@/config/demo-accounts';
import { newAdminRecord } from '../resources/users/admin-record';
import { DEFAULT_ADMIN_COUNT, DEFAULT_WINE_COUNT, MAX_ADMIN_COUNT, MIN_ADMIN_COUNT } from '../core/seed-sizes';
import type { AdminRecord } from '../core/db';
import type { SeedOptions, SeedRows } from '../core/seed-options';
import { createSeedRandom } from '../core/seed-random';
import { drawPersonName, emailPart } from '../resources/people/person-names';
import type { NameLocale } from '../resources/people/person-names';
import type { SeedRandom } from '../core/seed-random';
import { seedCategories, seedWines } from '../resources/wines/wine-seed';
import { alignLastSignIns, seedAuditEvents, settingsChangedAt } from '../resources/audit/audit-seed';
import { defaultSettings } from '../resources/settings/settings-defaults';
import { DEFAULT_MEMBER_COUNT, seedCellars } from '../resources/cellars/cellar-seed';
import { SEED_REFERENCE_DATE } from '../core/demo-clock';

export const SEED = 2026;

const ROLE_WEIGHTS: { weight: number; value: AdminRole }[] = [
  { weight: 1, value: 'SUPER_ADMIN' },
  { weight: 3, value: 'ADMIN' },
  { weight: 4, value: 'EDITOR' },
  { weight: 4, value: 'VIEWER' },
];
const THEMES: ThemePreference[] = ['SYSTEM', 'SYSTEM', 'LIGHT', 'DARK'];
const SEEDED_HISTORY_MS = 3 * 365 * 24 * 60 * 60 * 1000;
/** The console went live 990 days and an hour before the reference: 2024-03-01T08:00Z at the reference. */
const FOUNDED_BEFORE_MS = (990 * 24 + 1) * 60 * 60 * 1000;

/**
 * The demo's data: the demo accounts, deterministic filler admins, the wine catalogue, cellars and
 * their history, as plain rows in the order a snapshot lists them. Pure (no db, no zod), so a Web
 * Worker can compute it off the page's main thread.
 */
export function seedRows(options: SeedOptions = {}): SeedRows {
  const count = Math.min(
    MAX_ADMIN_COUNT,
    Math.max(MIN_ADMIN_COUNT, Math.floor(options.adminCount ?? DEFAULT_ADMIN_COUNT)),
  );
  const to = Date.parse(options.referenceDate ?? SEED_REFERENCE_DATE);
  const founded = new Date(to - FOUNDED_BEFORE_MS).toISOString();
  const none = { sessions: [], usedTotpCodes: [] };
  if (options.empty) {
    return {
      admins: demoAdmins(founded),
      ...none,
      categories: [],
      wines: [],
      members: [],
      cellars: [],
      inventory: [],
      settings: [defaultSettings(founded)],
      auditEvents: [],
      bulkOperations: [],
      savedViews: [],
    };
  }
  const records = [...demoAdmins(founded), ...fillerAdmins(createSeedRandom(SEED), count - DEMO_ACCOUNTS.length, to)];
  // A generator of its own, so the wines never shift the admins' data (or the other way round).
  const random = createSeedRandom(SEED + 1);
  const categories = seedCategories(random, founded);
  const wines = seedWines(random, categories, {
    count: Math.max(0, Math.floor(options.wineCount ?? DEFAULT_WINE_COUNT)),
    lastVintage: new Date(to).getUTCFullYear() - 2,
    thisYear: new Date(to).getUTCFullYear(),
    from: to - SEEDED_HISTORY_MS,
    to,
  });
  const cellarSeed = seedCellars(createSeedRandom(SEED + 2), {
    memberCount: Math.max(0, Math.floor(options.memberCount ?? DEFAULT_MEMBER_COUNT)),
    wines,
    from: to - SEEDED_HISTORY_MS,
    to,
  });
  // Last: the history refers to the admins, wines, categories and cellars above, and the admins'
  // last sign-ins are then made to agree with it.
  const history = seedAuditEvents(createSeedRandom(SEED + 3), {
    admins: records,
    wines,
    categories,
    cellars: cellarSeed.cellars,
    to,
  });
  return {
    admins: alignLastSignIns(records, history, to),
    ...none,
    categories,
    wines,
    members: cellarSeed.members,
    cellars: cellarSeed.cellars,
    inventory: cellarSeed.inventory,
    // Last changed when the history says so.
    settings: [defaultSettings(new Date(settingsChangedAt(to)).toISOString())],
    auditEvents: history,
    bulkOperations: [],
    savedViews: [],
  };
}

function demoAdmins(created: string): AdminRecord[] {
  const ids = createSeedRandom(SEED + 6);
  const demo = (email: string, fullName: string, role: AdminRole, extra: Partial<AdminRecord>): AdminRecord =>
    newAdminRecord({ id: ids.uuid(), email, fullName, role, password: DEMO_PASSWORD, createdAt: created, ...extra });
  // One ready account per role. Their ids come from a generator of their own, so adding them did
  // not move anything drawn for the rest of the seed.
  const roleIds = createSeedRandom(SEED + 7);
  const roleDemo = (email: string, fullName: string, role: AdminRole): AdminRecord =>
    newAdminRecord({ id: roleIds.uuid(), email, fullName, role, password: DEMO_PASSWORD, createdAt: created });
  return [
    demo('admin@vinotheca.test', 'Ava Laurent', 'SUPER_ADMIN', {}),
    demo('setup@vinotheca.test', 'Sam Ortega', 'ADMIN', { requires2FASetup: true }),
    demo('totp@vinotheca.test', 'Tessa Moreau', 'ADMIN', { twoFactorEnabled: true, totpSecret: DEMO_TOTP_SECRET }),
    demo('locked@vinotheca.test', 'Lena Fischer', 'EDITOR', { locked: true, failedLoginAttempts: 5 }),
    roleDemo('manager@vinotheca.test', 'Marco Bianchi', 'ADMIN'),
    roleDemo('editor@vinotheca.test', 'Elena Petrova', 'EDITOR'),
    roleDemo('viewer@vinotheca.test', 'Victor Hale', 'VIEWER'),
  ];
}

/** Where the team sits: most admins write English, the rest the languages of the big wine countries. */
const ADMIN_LOCALES: { weight: number; value: NameLocale }[] = [
  { weight: 6, value: 'en' },
  { weight: 4, value: 'fr' },
  { weight: 2, value: 'it' },
  { weight: 2, value: 'es' },
  { weight: 2, value: 'de' },
  { weight: 1, value: 'pt' },
];

/** Filler admins, each named in one language (see person-names.ts), from the seed's cheap generator. */
function fillerAdmins(random: SeedRandom, count: number, to: number): AdminRecord[] {
  const emails = new Set<string>(DEMO_ACCOUNTS.map((a) => a.email));
  const from = to - SEEDED_HISTORY_MS;
  const records: AdminRecord[] = [];
  for (let i = 0; i < count; i++) {
    const { first: firstName, last: lastName } = drawPersonName(random, random.weighted(ADMIN_LOCALES));
    const createdAt = random.between(from, to);
    const enrolled = random.chance(0.4);
    const locked = random.chance(0.05);
    records.push({
      id: random.uuid(),
      email: uniqueEmail(emailOf(random, firstName, lastName), emails),
      fullName: `${firstName} ${lastName}`,
      role: random.weighted(ROLE_WEIGHTS),
      active: random.chance(0.9),
      locked,
      twoFactorEnabled: enrolled,
      lastLoginAt: random.chance(0.85) ? new Date(random.between(createdAt, to)).toISOString() : null,
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(random.between(createdAt, to)).toISOString(),
      avatarUrls: null,
      themePreference: random.pick(THEMES),
      language: null,
      password: DEMO_PASSWORD,
      totpSecret: enrolled ? random.base32(32) : null,
      pendingTotpSecret: null,
      requires2FASetup: !enrolled && random.chance(0.1),
      failedLoginAttempts: locked ? 5 : 0,
      // Seeded locks are an administrator's: they last until someone unlocks the account.
      lockedUntil: null,
    });
  }
  return records;
}

function emailOf(random: SeedRandom, firstName: string, lastName: string): string {
  const first = emailPart(firstName);
  const last = emailPart(lastName);
  const local = random.pick([`${first}.${last}`, `${first}_${last}`, `${first.charAt(0)}${last}`, `${first}${last}`]);
  return `${local}@vinotheca.test`;
}

function uniqueEmail(candidate: string, taken: Set<string>): string {
  const [local, domain] = candidate.split('@');
  let email = candidate;
  for (let n = 2; taken.has(email); n++) email = `${local}${n}@${domain}`;
  taken.add(email);
  return email;
}
