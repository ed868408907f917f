import { db } from '../../mocks/core/db';
import { toAuditEvent } from '../../mocks/resources/audit/audit-query';
import { cellarView, inventoryViews } from '../../mocks/resources/cellars/cellar-view';
import { currentSettings, toSystemSettings } from '../../mocks/resources/settings/system-settings';
import { toAdminUser } from '../../mocks/resources/users/admin-view';
import { toCategory, toWine } from '../../mocks/resources/wines/wine-view';
import { resetMockBackend } from '../../mocks/app/reset-mock-backend';

/** The instant the examples are seeded at, so the document is the same whenever it is generated. */
const EXAMPLES_AT = Date.parse('2026-11-16T09:00:00.000Z');

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

/**
 * One record of each kind from the demo seed, as the mock answers it: the examples of the OpenAPI
 * document's component schemas. Seeds the mock's in-memory database (with the clock pinned), so
 * call it where that is free to change: the generator and the tests of the document.
 */
export async function seedExamples(): Promise<Record<string, unknown>> {
  await resetMockBackend({ config: { now: () => EXAMPLES_AT } });
  const admin = db.admins.all().find((record) => record.email === 'admin@vinotheca.test');
  const wine = db.wines
    .all()
    .filter((record) => record.status === 'PUBLISHED')
    .sort(byName)[0];
  const category = db.categories.all().sort(byName)[0];
  const cellar = db.cellars
    .all()
    .filter((record) => record.status === 'ACTIVE')
    .sort(byName)[0];
  const event = db.auditEvents.all().sort((a, b) => b.at.localeCompare(a.at))[0];
  if (!admin || !wine || !category || !cellar || !event)
    throw new Error('The demo seed lacks a record the examples need');
  return {
    AdminUser: toAdminUser(admin),
    Wine: toWine(wine),
    WineCategory: toCategory(category),
    Cellar: cellarView(cellar),
    InventoryItem: inventoryViews(cellar.id)[0],
    AuditEvent: toAuditEvent(event),
    SystemSettings: toSystemSettings(currentSettings()),
  };
}
