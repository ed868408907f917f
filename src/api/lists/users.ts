import { defineListSpec, flag, STANDARD_PAGING, oneOf } from '@/api/list-spec';
import { ADMIN_ROLES } from '@/api/wire-enums';

/**
 * The admin users list. `search` matches name or e-mail, case-insensitive. `locked` and
 * `twoFactorEnabled` extend the spec's filters (documented in contracts/README.md). The console's
 * Status filter sets `active` or `locked`; its two-factor filter says "pending" for not enabled.
 */
export const USER_LIST = defineListSpec({
  sortFields: ['fullName', 'email', 'role', 'active', 'lastLoginAt', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  ...STANDARD_PAGING,
  searchMaxLength: 100,
  params: {
    active: flag('Active'),
    role: oneOf('Role', ADMIN_ROLES),
    locked: flag('Locked'),
    twoFactorEnabled: flag('Two-factor enabled'),
  },
  filters: ({ param, choice }) => ({
    status: choice('status', 'all', {
      active: { active: true },
      inactive: { active: false },
      locked: { locked: true },
    }),
    role: param('role', 'all'),
    twoFactor: choice('twoFactor', 'all', {
      enabled: { twoFactorEnabled: true },
      pending: { twoFactorEnabled: false },
    }),
  }),
});
