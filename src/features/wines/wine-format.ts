import type { Wine, WineStatus, WineType } from '@/api/wines';
import { t } from '@/lib/i18n';

/** The badge colour of each wine type. */
export const WINE_TYPE_PALETTES: Record<WineType, string> = {
  RED: 'red',
  WHITE: 'yellow',
  ROSE: 'pink',
  SPARKLING: 'cyan',
  DESSERT: 'orange',
  FORTIFIED: 'purple',
};

export const WINE_STATUS_PALETTES: Record<WineStatus, string> = {
  DRAFT: 'gray',
  PUBLISHED: 'green',
  ARCHIVED: 'orange',
};

/** "Barolo 2016 (Giacomo Conterno)": tells apart wines that share a name, e.g. in control labels. */
export function wineLabel(wine: Pick<Wine, 'name' | 'vintage' | 'producer'>): string {
  const name = wine.name.trim() || t('wines.label.unnamed');
  const producer = wine.producer.trim();
  const vintage = wine.vintage ?? t('wines.vintage.nvShort');
  return producer ? t('wines.label.withProducer', { name, vintage, producer }) : `${name} ${vintage}`;
}

/** "2024–2032", "From 2024", "Until 2032", or null when neither end is known. */
export function drinkingWindow(from: number | null, until: number | null): string | null {
  if (from !== null && until !== null) return from === until ? String(from) : `${from}–${until}`;
  if (from !== null) return t('wines.drinking.from', { year: from });
  if (until !== null) return t('wines.drinking.until', { year: until });
  return null;
}
