import type { AdminRole } from '@/api/types';
import { t, type MessageKey } from '@/lib/i18n';

const ROLE_LABELS: Record<AdminRole, MessageKey> = {
  SUPER_ADMIN: 'shell.role.superAdmin',
  ADMIN: 'shell.role.admin',
  EDITOR: 'shell.role.editor',
  VIEWER: 'shell.role.viewer',
};

/** A role as people read it, in the language shown (SUPER_ADMIN → “Super Admin”). */
export function roleLabel(role: AdminRole): string {
  return t(ROLE_LABELS[role]);
}
