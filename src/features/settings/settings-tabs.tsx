import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { PATHS } from '@/config/paths';
import { t, type MessageKey } from '@/lib/i18n';

const TABS: { label: MessageKey; to: string }[] = [
  { label: 'settings.tabs.settings', to: PATHS.settings },
  { label: 'settings.tabs.auditLog', to: `${PATHS.settings}/audit` },
];

/** The two pages under Settings, as links (the current one marked with aria-current). */
export function SettingsTabs() {
  return (
    <HStack as="nav" aria-label={t('settings.tabs.label')} gap="1" borderBottomWidth="1px" borderColor="border">
      {TABS.map((tab) => (
        <ChakraLink
          key={tab.to}
          asChild
          px="3"
          py="2"
          mb="-1px"
          fontWeight="medium"
          borderBottomWidth="2px"
          borderColor="transparent"
          color="fg.muted"
          _currentPage={{ color: 'fg', borderColor: 'wine.solid' }}
        >
          <NavLink to={tab.to} end>
            {t(tab.label)}
          </NavLink>
        </ChakraLink>
      ))}
    </HStack>
  );
}
