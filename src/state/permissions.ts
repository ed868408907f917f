import { atom, useAtomValue } from 'jotai';
import { can, type AdminActor, type Permission } from '@/api/permissions';
import { sessionAtom } from './session';

/** The signed-in admin as the permission rules see them (id and role), or null when signed out. */
export const actorAtom = atom<AdminActor | null>((get) => {
  const user = get(sessionAtom)?.user;
  return user ? { id: user.id, role: user.role } : null;
});

export interface CurrentPermissions {
  actor: AdminActor | null;
  /** Whether the signed-in admin's role holds `permission` (false when signed out). */
  can: (permission: Permission) => boolean;
}

/** What the signed-in admin may do: screens offer only that (src/api/permissions.ts). */
export function usePermissions(): CurrentPermissions {
  const actor = useAtomValue(actorAtom);
  return { actor, can: (permission) => can(actor?.role, permission) };
}
