import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import type { AdminUser } from '@/api/types';
import { MoreIcon } from '@/components/data-list/icons';
import { PATHS } from '@/config/paths';

export type UserActionTarget = Pick<AdminUser, 'id' | 'fullName' | 'active' | 'locked'>;

export interface UserRowActionsProps {
  user: UserActionTarget;
  /** False for the signed-in admin (nobody deactivates themselves) and for inactive admins. */
  canDeactivate: boolean;
  onDeactivate: (user: UserActionTarget) => void;
  onResetPassword: (user: UserActionTarget) => void;
  onUnlock: (user: UserActionTarget) => void;
  /** An action on this admin is in flight. */
  busy?: boolean;
}

/** The selector of a row's menu trigger, so a dialog can hand focus back to it. */
export const actionsTriggerSelector = (id: string) => `[data-user-actions="${CSS.escape(id)}"]`;

/** A row's menu: edit, deactivate (confirmed in a dialog), unlock (when locked), reset password. */
export function UserRowActions({ user, canDeactivate, onDeactivate, onResetPassword, onUnlock, busy = false }: UserRowActionsProps) {
  const navigate = useNavigate();
  const name = user.fullName.trim() || 'this admin';

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
      onSelect={({ value }) => {
        // Navigation happens here rather than through link items: Ark re-dispatches keyboard
        // selection as a non-bubbling click, which a router link never sees.
        if (value === 'edit') void navigate(PATHS.userEdit(user.id));
        else if (value === 'deactivate') onDeactivate(user);
        else if (value === 'reset-password') onResetPassword(user);
        else if (value === 'unlock') onUnlock(user);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Actions for ${name}`} loading={busy} data-user-actions={user.id}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="edit">Edit</Menu.Item>
            {user.locked && <Menu.Item value="unlock">Unlock</Menu.Item>}
            <Menu.Item value="reset-password">Reset password</Menu.Item>
            {canDeactivate && (
              <>
                <Menu.Separator />
                <Menu.Item value="deactivate" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
                  Deactivate
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
