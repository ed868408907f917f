import { assignableRoles } from '@/api/permissions';
import type { AdminRole } from '@/api/types';
import type { UserBulkAction } from '@/api/users';
import type { BulkActionSpec } from '@/components/data-list/bulk-actions';
import { formatRole } from '@/lib/format-role';

const RULES_NOTE = 'Your own account, and admins your role may not change, are left as they are.';
const UNDO_NOTE = 'You can undo this for a few seconds afterwards.';

/** What the users list's bulk bar offers a role that manages users, in the order of its buttons. */
export function userBulkActions(
  actorRole: AdminRole | null | undefined,
): (BulkActionSpec & { action: UserBulkAction })[] {
  return [
    {
      action: 'UNLOCK',
      label: 'Unlock',
      title: (what) => `Unlock ${what}?`,
      description: `They can sign in again at once; admins who are not locked are left as they are. ${UNDO_NOTE}`,
      confirmLabel: 'Unlock',
    },
    {
      action: 'SET_ROLE',
      label: 'Change role',
      title: (what) => `Change the role of ${what}?`,
      description: `Each gets the role you choose. ${RULES_NOTE} ${UNDO_NOTE}`,
      confirmLabel: 'Change role',
      choice: {
        label: 'Role',
        placeholder: 'Choose a role…',
        options: assignableRoles(actorRole).map((role) => ({ value: role, label: formatRole(role) })),
      },
    },
    {
      action: 'DEACTIVATE',
      label: 'Deactivate',
      title: (what) => `Deactivate ${what}?`,
      description: `They can no longer sign in, and their sessions end. ${RULES_NOTE} ${UNDO_NOTE}`,
      confirmLabel: 'Deactivate',
      destructive: true,
    },
  ];
}
