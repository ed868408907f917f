import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/config/demo-accounts';
import { db, resetDb } from '../../core/db';
import { seedDb } from '../../app/seed';
import { COUNTRY_NAME_LOCALE, PERSON_NAMES, type NameLocale } from './person-names';

/** The languages whose lists hold both the given name and (each part of) the surname. */
function localesOf(fullName: string): NameLocale[] {
  const [first = '', ...rest] = fullName.split(' ');
  const last = rest.join(' ');
  return (Object.keys(PERSON_NAMES) as NameLocale[]).filter((locale) => {
    const names = PERSON_NAMES[locale];
    // A double surname: two of the language's surnames joined by a hyphen (or a space in Spanish).
    const double = [...last.matchAll(/[- ]/g)].some(
      (m) => names.last.includes(last.slice(0, m.index)) && names.last.includes(last.slice(m.index + 1)),
    );
    return names.first.includes(first) && (names.last.includes(last) || double);
  });
}

describe('people in the demo are named in one language', () => {
  beforeAll(async () => {
    resetDb();
    await seedDb();
  });

  it('every filler admin has a given name and a surname of the same language', () => {
    const demo = new Set(DEMO_ACCOUNTS.map((a) => a.email));
    const admins = db.admins.all().filter((a) => !demo.has(a.email));
    expect(admins.length).toBeGreaterThan(100);
    expect(admins.filter((a) => localesOf(a.fullName).length === 0).map((a) => a.fullName)).toEqual([]);
    // A mixed team: several languages, none a single-language roster.
    const languages = new Set(admins.flatMap((a) => localesOf(a.fullName)));
    expect(languages.size).toBeGreaterThanOrEqual(5);
  });

  it('every member is named in their country’s language', () => {
    const members = db.members.all();
    expect(members.length).toBeGreaterThan(100);
    const off = members.filter((m) => !localesOf(m.fullName).includes(COUNTRY_NAME_LOCALE[m.country] ?? 'en'));
    expect(off.map((m) => `${m.fullName} (${m.country})`)).toEqual([]);
  });

  it('the first page of cellars by name is no run of one name', () => {
    const first = db.cellars
      .all()
      .map((c) => c.name)
      .sort((a, b) => a.localeCompare(b))
      .slice(0, 20);
    const most = Math.max(...first.map((name) => first.filter((other) => other === name).length));
    expect(most, first.join(', ')).toBeLessThanOrEqual(2);
  });
});
