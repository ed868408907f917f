import type { WineStatus, WineType } from './wire-enums';

/** The words for each wine type, the one place the console, its charts and its CSV take them from. */
export const WINE_TYPE_LABELS: Record<WineType, string> = {
  RED: 'Red',
  WHITE: 'White',
  ROSE: 'Rosé',
  SPARKLING: 'Sparkling',
  DESSERT: 'Dessert',
  FORTIFIED: 'Fortified',
};

/** The words for each wine status. */
export const WINE_STATUS_LABELS: Record<WineStatus, string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
  ARCHIVED: 'Archived',
};
