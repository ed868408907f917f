import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { PATHS } from '@/config/paths';

const TABS = [
  { label: 'Settings', to: PATHS.settings },
  { label: 'Audit log', to: `${PATHS.settings}/audit` },
] as const;

/** The two pages under Settings, as links (the current one marked with aria-current). */
export function SettingsTabs() {
  return (
    <HStack as="nav" aria-label="Settings sections" gap="1" borderBottomWidth="1px" borderColor="border">
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
            {tab.label}
          </NavLink>
        </ChakraLink>
      ))}
    </HStack>
  );
}
