import { Box, IconButton, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { formatRole } from '@/lib/format-role';
import type { SessionUser } from '@/state/session';
import { PATHS } from '@/config/paths';
import { LANGUAGES } from '@/api/wire-enums';
import { LANGUAGE_NAMES, useLanguageChoice } from '@/components/language-select';
import { t } from '@/lib/i18n';
import { useLocale } from '@/state/locale';
import { UserAvatar } from './user-avatar';

export type UserMenuUser = Pick<SessionUser, 'fullName' | 'email' | 'role' | 'avatarUrls'>;

export interface UserMenuProps {
  user: UserMenuUser;
  onLogout: () => void;
}

/** The signed-in admin's avatar, opening their details, the Profile and Settings items, the language and Logout. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const name = user.fullName.trim();
  const navigate = useNavigate();
  const { change } = useLanguageChoice();
  const shown = useLocale();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      // Drawn when first opened: every signed-in screen's first render skips the details and items.
      lazyMount
      onSelect={({ value }) => {
        // Plain items navigate here: Ark re-dispatches keyboard selection as a non-bubbling click,
        // which a router link never sees, so a link item would reload the whole page.
        if (value === 'logout') onLogout();
        else if (value === 'profile') void navigate(PATHS.profile);
        else if (value === 'settings') void navigate(PATHS.settings);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" rounded="full">
          <UserAvatar fullName={user.fullName} imageUrl={user.avatarUrls?.icon} />
          {/* Named by hidden text rather than aria-label: the visible initials are not the name. */}
          <VisuallyHidden>{name ? t('shell.userMenu.labelFor', { name }) : t('shell.userMenu.label')}</VisuallyHidden>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" color="fg">
                {name || t('shell.userMenu.administrator')}
              </Text>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                {user.email}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {formatRole(user.role)}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="profile">{t('shell.userMenu.profile')}</Menu.Item>
            <Menu.Item value="settings">{t('shell.userMenu.settings')}</Menu.Item>
            <Menu.Separator />
            <Menu.RadioItemGroup
              value={shown}
              onValueChange={({ value }) => {
                const language = LANGUAGES.find((offered) => offered === value);
                if (language && language !== shown) change(language);
              }}
            >
              <Menu.ItemGroupLabel>{t('language.label')}</Menu.ItemGroupLabel>
              {LANGUAGES.map((language) => (
                <Menu.RadioItem key={language} value={language} lang={language}>
                  <Menu.ItemIndicator />
                  {t(LANGUAGE_NAMES[language])}
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout">{t('shell.userMenu.logout')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
