import type { CellarFillBand, CellarVisibility } from '@/api/cellars';

export const CELLAR_VISIBILITY_LABELS: Record<CellarVisibility, string> = { PRIVATE: 'Private', SHARED: 'Shared' };

export const CELLAR_FILL_LABELS: Record<CellarFillBand, string> = {
  EMPTY: 'Empty',
  LOW: 'Low (under 25%)',
  MEDIUM: 'Medium (25–75%)',
  HIGH: 'High (75–99%)',
  FULL: 'Full (100% or more)',
};

const eur = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

/** "€1,234.50". */
export const formatEur = (amount: number): string => eur.format(amount);

/** A fill rate (0..1+) as a whole percentage, "62%"; overfull cellars read over 100%. */
export const formatFill = (fillRate: number): string => `${Math.round(fillRate * 100)}%`;

/** "$24.50" in the currency paid; an unknown currency code falls back to "24.50 XYZ". */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
