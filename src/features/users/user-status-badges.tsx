import { Badge, Wrap } from '@chakra-ui/react';
import type { AdminUser } from '@/api/types';
import { t } from '@/lib/i18n';

/** Active or inactive, locked, and whether two-factor authentication is on. */
export function UserStatusBadges({ user }: { user: Pick<AdminUser, 'active' | 'locked' | 'twoFactorEnabled'> }) {
  return (
    <Wrap gap="1">
      {user.active ? (
        <Badge colorPalette="green">{t('users.status.active')}</Badge>
      ) : (
        <Badge colorPalette="gray">{t('users.status.inactive')}</Badge>
      )}
      {user.locked && <Badge colorPalette="red">{t('users.status.locked')}</Badge>}
      {user.twoFactorEnabled ? (
        <Badge colorPalette="blue" variant="outline">
          {t('users.status.twoFactorOn')}
        </Badge>
      ) : (
        <Badge colorPalette="orange" variant="outline">
          {t('users.status.twoFactorPending')}
        </Badge>
      )}
    </Wrap>
  );
}
