import type { Cellar, InventoryItem } from '@/api/cellars';
import { cellarFigures, centsToEur, groupByCellar, lineValueCents } from './cellar-figures';
import type { CellarFigures } from './cellar-figures';
import { db } from '../../core/db';
import type { CellarRecord, InventoryItemRecord, MemberRecord, WineRecord } from '../../core/db';

const MISSING_OWNER = { id: '', fullName: 'Unknown member', email: '' };

/** The wines by id, read once per answer. */
function winesById(): Map<string, WineRecord> {
  return new Map(db.wines.all().map((w) => [w.id, w]));
}

function toCellar(record: CellarRecord, owner: MemberRecord | undefined, figures: CellarFigures): Cellar {
  return {
    id: record.id,
    name: record.name,
    owner: owner ? { id: owner.id, fullName: owner.fullName, email: owner.email } : MISSING_OWNER,
    location: record.location,
    country: record.country,
    capacity: record.capacity,
    temperatureC: record.temperatureC,
    visibility: record.visibility,
    status: record.status,
    createdAt: record.createdAt,
    lastActivityAt: record.lastActivityAt,
    bottles: figures.bottles,
    fillRate: figures.fillRate,
    estimatedValue: figures.estimatedValue,
  };
}

/** Every cellar with its derived figures, computed in one pass over the inventory. */
export function allCellarViews(): Cellar[] {
  const members = new Map(db.members.all().map((m) => [m.id, m]));
  const wines = winesById();
  const lines = groupByCellar(db.inventory.all());
  return db.cellars
    .all()
    .map((record) =>
      toCellar(record, members.get(record.memberId), cellarFigures(record, lines.get(record.id) ?? [], wines)),
    );
}

/** One cellar as the API returns it. */
export function cellarView(record: CellarRecord): Cellar {
  const owner = db.members.findFirst((q) => q.where({ id: record.memberId }));
  const lines = db.inventory.findMany((q) => q.where({ cellarId: record.id }));
  return toCellar(record, owner, cellarFigures(record, lines, winesById()));
}

function toInventoryItem(record: InventoryItemRecord, wine: WineRecord | undefined): InventoryItem {
  return {
    id: record.id,
    wine: wine
      ? {
          id: wine.id,
          name: wine.name,
          producer: wine.producer,
          vintage: wine.vintage,
          type: wine.type,
          price: { amount: wine.price.amount, currency: wine.price.currency },
        }
      : {
          id: record.wineId,
          name: 'Unknown wine',
          producer: '',
          vintage: null,
          type: 'RED',
          price: { amount: 0, currency: 'EUR' },
        },
    quantity: record.quantity,
    binLocation: record.binLocation,
    purchasePrice: { amount: record.purchasePrice.amount, currency: record.purchasePrice.currency },
    purchaseDate: record.purchaseDate,
    value: centsToEur(lineValueCents(record, wine)),
  };
}

/** A cellar's inventory lines as returned. */
export function inventoryViews(cellarId: string): InventoryItem[] {
  const wines = winesById();
  return db.inventory
    .findMany((q) => q.where({ cellarId }))
    .map((record) => toInventoryItem(record, wines.get(record.wineId)));
}
