import { DEMO_ACCOUNTS } from '@/config/demo-accounts';

/**
 * Seed sizes, apart from the seed (mocks/app/seed-rows.ts) so that code choosing a size does not load
 * the seed's data tables.
 */
export const DEFAULT_ADMIN_COUNT = 150;
/** The fewest admins a seed holds: the demo accounts. */
export const MIN_ADMIN_COUNT = DEMO_ACCOUNTS.length;
export const MAX_ADMIN_COUNT = 10_000;
export const DEFAULT_WINE_COUNT = 2_000;
