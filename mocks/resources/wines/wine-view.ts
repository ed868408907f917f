import type { WineCategory } from '@/api/categories';
import type { Wine } from '@/api/wines';
import { db } from '../../core/db';
import type { CategoryRecord, WineRecord } from '../../core/db';

/** Category names by id, for the wine responses (read at answer time, never copied into a wine). */
export function categoryNames(): Map<string, string> {
  return new Map(db.categories.all().map((c) => [c.id, c.name]));
}

export function toWine(record: WineRecord, names: Map<string, string> = categoryNames()): Wine {
  return {
    id: record.id,
    name: record.name,
    producer: record.producer,
    vintage: record.vintage,
    type: record.type,
    categoryId: record.categoryId,
    categoryName: names.get(record.categoryId) ?? '',
    grapes: record.grapes.map((g) => ({ variety: g.variety, percentage: g.percentage })),
    country: record.country,
    region: record.region,
    appellation: record.appellation,
    abv: record.abv,
    bottleSizeMl: record.bottleSizeMl,
    description: record.description,
    price: { amount: record.price.amount, currency: record.price.currency },
    drinkFrom: record.drinkFrom,
    drinkUntil: record.drinkUntil,
    labelImageUrl: record.labelImageUrl,
    status: record.status,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** Wines per category id, counted from the wines (the count is never stored). */
export function wineCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const wine of db.wines.all()) counts.set(wine.categoryId, (counts.get(wine.categoryId) ?? 0) + 1);
  return counts;
}

export function toCategory(record: CategoryRecord, counts: Map<string, number> = wineCounts()): WineCategory {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    wineCount: counts.get(record.id) ?? 0,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
