import { base, en, Faker } from '@faker-js/faker';
import type { AdminRole, ThemePreference } from '@/api/types';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@/config/demo-accounts';
import { db } from './db';
import type { AdminRecord } from './db';

/** Seeded dates are relative to this instant, not to the clock, so every seed is identical. */
export const SEED_REFERENCE_DATE = '2026-01-15T09:00:00.000Z';
export const SEED = 2026;
export const DEFAULT_ADMIN_COUNT = 150;
export const MAX_ADMIN_COUNT = 10_000;

export interface SeedOptions {
  /** Total number of admins, demo accounts included (clamped to 4..10,000). */
  adminCount?: number;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const ROLE_WEIGHTS: { weight: number; value: AdminRole }[] = [
  { weight: 1, value: 'SUPER_ADMIN' },
  { weight: 3, value: 'ADMIN' },
  { weight: 4, value: 'EDITOR' },
  { weight: 4, value: 'VIEWER' },
];
const THEMES: ThemePreference[] = ['SYSTEM', 'SYSTEM', 'LIGHT', 'DARK'];

/** Adds the demo accounts and deterministic filler admins; call on an empty db. */
export async function seedDb(options: SeedOptions = {}): Promise<void> {
  const faker = new Faker({ locale: [en, base], seed: SEED });
  const refDate = new Date(SEED_REFERENCE_DATE);
  const count = Math.min(MAX_ADMIN_COUNT, Math.max(DEMO_ACCOUNTS.length, Math.floor(options.adminCount ?? DEFAULT_ADMIN_COUNT)));
  const records = [...demoAdmins(faker), ...fillerAdmins(faker, refDate, count - DEMO_ACCOUNTS.length)];
  for (const record of records) await db.admins.create(record);
}

function demoAdmins(faker: Faker): AdminRecord[] {
  const created = '2024-03-01T08:00:00.000Z';
  const demo = (email: string, fullName: string, role: AdminRole, extra: Partial<AdminRecord>): AdminRecord => ({
    id: faker.string.uuid(),
    email,
    fullName,
    role,
    active: true,
    locked: false,
    twoFactorEnabled: false,
    lastLoginAt: null,
    createdAt: created,
    updatedAt: created,
    avatarUrls: null,
    themePreference: 'SYSTEM',
    password: DEMO_PASSWORD,
    totpSecret: null,
    pendingTotpSecret: null,
    requires2FASetup: false,
    failedLoginAttempts: 0,
    ...extra,
  });
  return [
    demo('admin@vinotheca.test', 'Ava Laurent', 'SUPER_ADMIN', { lastLoginAt: '2026-01-14T17:42:00.000Z' }),
    demo('setup@vinotheca.test', 'Sam Ortega', 'ADMIN', { requires2FASetup: true }),
    demo('totp@vinotheca.test', 'Tessa Moreau', 'ADMIN', { twoFactorEnabled: true, totpSecret: DEMO_TOTP_SECRET }),
    demo('locked@vinotheca.test', 'Lena Fischer', 'EDITOR', { locked: true, failedLoginAttempts: 5 }),
  ];
}

function fillerAdmins(faker: Faker, refDate: Date, count: number): AdminRecord[] {
  const emails = new Set<string>(DEMO_ACCOUNTS.map((a) => a.email));
  const from = new Date(refDate.getTime() - 3 * 365 * 24 * 60 * 60 * 1000);
  return Array.from({ length: count }, () => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const email = uniqueEmail(faker.internet.email({ firstName, lastName, provider: 'vinotheca.test' }), emails);
    const createdAt = faker.date.between({ from, to: refDate });
    const updatedAt = faker.date.between({ from: createdAt, to: refDate });
    const lastLoginAt = faker.datatype.boolean(0.85) ? faker.date.between({ from: createdAt, to: refDate }) : null;
    const enrolled = faker.datatype.boolean(0.4);
    const locked = faker.datatype.boolean(0.05);
    return {
      id: faker.string.uuid(),
      email,
      fullName: `${firstName} ${lastName}`,
      role: faker.helpers.weightedArrayElement(ROLE_WEIGHTS),
      active: faker.datatype.boolean(0.9),
      locked,
      twoFactorEnabled: enrolled,
      lastLoginAt: lastLoginAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
      avatarUrls: null,
      themePreference: faker.helpers.arrayElement(THEMES),
      password: DEMO_PASSWORD,
      totpSecret: enrolled ? faker.string.fromCharacters(BASE32, 32) : null,
      pendingTotpSecret: null,
      requires2FASetup: !enrolled && faker.datatype.boolean(0.1),
      failedLoginAttempts: locked ? 5 : 0,
    };
  });
}

function uniqueEmail(candidate: string, taken: Set<string>): string {
  const lower = candidate.toLowerCase();
  const [local, domain] = lower.split('@');
  let email = lower;
  for (let n = 2; taken.has(email); n++) email = `${local}${n}@${domain}`;
  taken.add(email);
  return email;
}
