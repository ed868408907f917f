import type { Wine, WineStatus, WineType } from '@/api/wines';

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
  const name = wine.name.trim() || 'Unnamed wine';
  const producer = wine.producer.trim();
  return `${name} ${wine.vintage ?? 'NV'}${producer ? ` (${producer})` : ''}`;
}

/** "2024–2032", "From 2024", "Until 2032", or null when neither end is known. */
export function drinkingWindow(from: number | null, until: number | null): string | null {
  if (from !== null && until !== null) return from === until ? String(from) : `${from}–${until}`;
  if (from !== null) return `From ${from}`;
  if (until !== null) return `Until ${until}`;
  return null;
}
