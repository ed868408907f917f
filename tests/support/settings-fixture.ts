import type { SystemSettings } from '@/api/settings';

/** The system settings as the demo starts with them: the settings screens' tests start from these. */
export const SETTINGS: SystemSettings = {
  brandName: 'Vinotheca',
  companyName: 'Vinotheca Ltd.',
  enforceTwoFactor: false,
  lockoutThreshold: 5,
  lockoutMinutes: 15,
  accessTokenMinutes: 15,
  updatedAt: '2026-11-01T08:00:00.000Z',
};
