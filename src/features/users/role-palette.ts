import type { AdminRole } from '@/api/types';

const PALETTES: Record<AdminRole, string> = {
  SUPER_ADMIN: 'purple',
  ADMIN: 'blue',
  EDITOR: 'teal',
  VIEWER: 'gray',
};

/** The badge colour palette of a role, most powerful the most saturated. */
export function rolePalette(role: AdminRole): string {
  return PALETTES[role];
}
