import type { WineStatus, WineType } from '@/api/wines';

export const WINE_TYPE_LABELS: Record<WineType, string> = {
  RED: 'Red',
  WHITE: 'White',
  ROSE: 'Rosé',
  SPARKLING: 'Sparkling',
  DESSERT: 'Dessert',
  FORTIFIED: 'Fortified',
};

/** The badge colour of each wine type. */
export const WINE_TYPE_PALETTES: Record<WineType, string> = {
  RED: 'red',
  WHITE: 'yellow',
  ROSE: 'pink',
  SPARKLING: 'cyan',
  DESSERT: 'orange',
  FORTIFIED: 'purple',
};

export const WINE_STATUS_LABELS: Record<WineStatus, string> = { DRAFT: 'Draft', PUBLISHED: 'Published', ARCHIVED: 'Archived' };
export const WINE_STATUS_PALETTES: Record<WineStatus, string> = { DRAFT: 'gray', PUBLISHED: 'green', ARCHIVED: 'orange' };

const formatters = new Map<string, Intl.NumberFormat>();

/** "€24.50" in the wine's own currency; an unknown currency code falls back to "24.50 XYZ". */
export function formatPrice(amount: number, currency: string, locale?: string): string {
  const key = `${locale ?? ''}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      return `${amount.toFixed(2)} ${currency}`;
    }
    formatters.set(key, format);
  }
  return format.format(amount);
}
