import { Badge, Wrap } from '@chakra-ui/react';
import type { AdminUser } from '@/api/types';

/** Active or inactive, locked, and whether two-factor authentication is on. */
export function UserStatusBadges({ user }: { user: Pick<AdminUser, 'active' | 'locked' | 'twoFactorEnabled'> }) {
  return (
    <Wrap gap="1">
      {user.active ? <Badge colorPalette="green">Active</Badge> : <Badge colorPalette="gray">Inactive</Badge>}
      {user.locked && <Badge colorPalette="red">Locked</Badge>}
      {user.twoFactorEnabled ? (
        <Badge colorPalette="blue" variant="outline">
          2FA on
        </Badge>
      ) : (
        <Badge colorPalette="orange" variant="outline">
          2FA pending
        </Badge>
      )}
    </Wrap>
  );
}
