export const CELLAR_VISIBILITIES = ['PRIVATE', 'SHARED'] as const;
export type CellarVisibility = (typeof CELLAR_VISIBILITIES)[number];

export const CELLAR_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type CellarStatus = (typeof CELLAR_STATUSES)[number];
