import { Avatar, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { AdminUser } from '@/api/types';
import { PATHS } from '@/config/paths';
import { t } from '@/lib/i18n';
import { initials } from '@/lib/initials';

/**
 * The admin's avatar (initials until the image loads) and name, linking to their edit page when the
 * signed-in admin may edit them (`editable`): otherwise the name is plain text, as that page would
 * only refuse them.
 */
export function UserNameCell({
  user,
  isYou,
  editable,
}: {
  user: Pick<AdminUser, 'id' | 'fullName' | 'avatarUrls'>;
  isYou: boolean;
  editable: boolean;
}) {
  const name = user.fullName.trim() || t('users.row.unnamed');
  return (
    <HStack gap="3" minW="0">
      <Avatar.Root size="sm" colorPalette="wine" aria-hidden="true" flexShrink={0}>
        <Avatar.Fallback>{initials(user.fullName)}</Avatar.Fallback>
        {user.avatarUrls?.icon && <Avatar.Image src={user.avatarUrls.icon} alt="" />}
      </Avatar.Root>
      <Stack gap="0" minW="0">
        {editable ? (
          <Link asChild fontWeight="medium" color="fg" truncate>
            <RouterLink to={PATHS.userEdit(user.id)}>{name}</RouterLink>
          </Link>
        ) : (
          <Text as="span" fontWeight="medium" truncate>
            {name}
          </Text>
        )}
        {isYou && (
          <Text as="span" fontSize="xs" color="fg.muted">
            {t('users.row.you')}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
