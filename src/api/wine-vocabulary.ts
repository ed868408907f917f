import { t, type MessageKey } from '@/lib/i18n';
import type { WineStatus, WineType } from './wire-enums';

/** The catalogue's words for each wine type, the one place the console, its charts and its CSV take them from. */
const WINE_TYPE_LABEL_KEYS: Record<WineType, MessageKey> = {
  RED: 'wines.type.red',
  WHITE: 'wines.type.white',
  ROSE: 'wines.type.rose',
  SPARKLING: 'wines.type.sparkling',
  DESSERT: 'wines.type.dessert',
  FORTIFIED: 'wines.type.fortified',
};

/** The catalogue's words for each wine status. */
const WINE_STATUS_LABEL_KEYS: Record<WineStatus, MessageKey> = {
  DRAFT: 'wines.status.draft',
  PUBLISHED: 'wines.status.published',
  ARCHIVED: 'wines.status.archived',
};

/** A wine type in the language shown ("Red", "Rouge"); call it when rendering, not at module level. */
export const wineTypeLabel = (type: WineType): string => t(WINE_TYPE_LABEL_KEYS[type]);

/** A wine status in the language shown ("Draft", "Brouillon"). */
export const wineStatusLabel = (status: WineStatus): string => t(WINE_STATUS_LABEL_KEYS[status]);
