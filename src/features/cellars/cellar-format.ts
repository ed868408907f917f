import type { CellarFillBand, CellarVisibility } from '@/api/cellars';
import { formatPercent } from '@/lib/locale';
import { t, type MessageKey } from '@/lib/i18n';

const CELLAR_VISIBILITY_KEYS: Record<CellarVisibility, MessageKey> = {
  PRIVATE: 'cellars.visibility.private',
  SHARED: 'cellars.visibility.shared',
};

const CELLAR_FILL_KEYS: Record<CellarFillBand, MessageKey> = {
  EMPTY: 'cellars.fill.empty',
  LOW: 'cellars.fill.low',
  MEDIUM: 'cellars.fill.medium',
  HIGH: 'cellars.fill.high',
  FULL: 'cellars.fill.full',
};

/** A visibility in the language shown ("Private"). */
export const cellarVisibilityLabel = (visibility: CellarVisibility): string => t(CELLAR_VISIBILITY_KEYS[visibility]);

/** A fill band in the language shown ("Low (under 25%)"). */
export const cellarFillLabel = (band: CellarFillBand): string => t(CELLAR_FILL_KEYS[band]);

/** A fill rate (0..1+) as a whole percentage, "62%"; overfull cellars read over 100%. */
export const formatFill = (fillRate: number): string => formatPercent(fillRate);
