import { t, type MessageKey } from './i18n';

/** The roles the console knows (api/wire-enums' ADMIN_ROLES; lib does not import api). */
const ROLE_LABELS: Partial<Record<string, MessageKey>> = {
  SUPER_ADMIN: 'role.superAdmin',
  ADMIN: 'role.admin',
  EDITOR: 'role.editor',
  VIEWER: 'role.viewer',
};

/**
 * A role code as people read it, in the language shown: SUPER_ADMIN → "Super Admin"; a code the
 * console does not know is spelled out from its words (NEW_ROLE → "New Role").
 */
export function formatRole(role: string): string {
  const key = Object.hasOwn(ROLE_LABELS, role) ? ROLE_LABELS[role] : undefined;
  if (key) return t(key);
  return role
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
