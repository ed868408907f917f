import { t, type MessageKey } from './i18n';

/** The roles' names in the catalogue. */
const ROLE_LABEL: Record<string, MessageKey | undefined> = {
  SUPER_ADMIN: 'common.role.superAdmin',
  ADMIN: 'common.role.admin',
  EDITOR: 'common.role.editor',
  VIEWER: 'common.role.viewer',
};

/**
 * A role code as people read it, in the language shown: SUPER_ADMIN → "Super Admin"; a role this
 * console does not know yet reads as its code's words.
 */
export function formatRole(role: string): string {
  const known = ROLE_LABEL[role];
  if (known) return t(known);
  return role
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
