import type { CellarFillBand, CellarVisibility } from '@/api/cellars';
import { formatPercent } from '@/lib/locale';

export const CELLAR_VISIBILITY_LABELS: Record<CellarVisibility, string> = { PRIVATE: 'Private', SHARED: 'Shared' };

export const CELLAR_FILL_LABELS: Record<CellarFillBand, string> = {
  EMPTY: 'Empty',
  LOW: 'Low (under 25%)',
  MEDIUM: 'Medium (25–75%)',
  HIGH: 'High (75–99%)',
  FULL: 'Full (100% or more)',
};

/** A fill rate (0..1+) as a whole percentage, "62%"; overfull cellars read over 100%. */
export const formatFill = (fillRate: number): string => formatPercent(fillRate);
