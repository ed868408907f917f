import { assignableRoles } from '@/api/permissions';
import type { AdminRole } from '@/api/types';
import type { UserBulkAction } from '@/api/users';
import type { BulkActionSpec } from '@/components/data-list/bulk-actions';
import { formatRole } from '@/lib/format-role';
import { t } from '@/lib/i18n';

/** What the users list's bulk bar offers a role that manages users, in the order of its buttons. */
export function userBulkActions(
  actorRole: AdminRole | null | undefined,
): (BulkActionSpec & { action: UserBulkAction })[] {
  return [
    {
      action: 'UNLOCK',
      label: t('users.bulk.unlock'),
      title: (what) => t('users.bulk.unlockTitle', { what }),
      description: t('users.bulk.unlockDescription'),
      confirmLabel: t('users.bulk.unlock'),
    },
    {
      action: 'SET_ROLE',
      label: t('users.bulk.setRole'),
      title: (what) => t('users.bulk.setRoleTitle', { what }),
      description: t('users.bulk.setRoleDescription'),
      confirmLabel: t('users.bulk.setRole'),
      choice: {
        label: t('users.bulk.roleLabel'),
        placeholder: t('users.bulk.rolePlaceholder'),
        options: assignableRoles(actorRole).map((role) => ({ value: role, label: formatRole(role) })),
      },
    },
    {
      action: 'DEACTIVATE',
      label: t('users.bulk.deactivate'),
      title: (what) => t('users.bulk.deactivateTitle', { what }),
      description: t('users.bulk.deactivateDescription'),
      confirmLabel: t('users.bulk.deactivate'),
      destructive: true,
    },
  ];
}
