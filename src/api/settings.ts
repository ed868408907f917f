/** Bounds of the security settings; the mock answers 422 outside them. */
export const LOCKOUT_THRESHOLD_RANGE = { min: 3, max: 10 } as const;
export const ACCESS_TOKEN_MINUTES_RANGE = { min: 5, max: 120 } as const;
