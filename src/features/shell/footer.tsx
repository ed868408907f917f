import { Flex, Text } from '@chakra-ui/react';
import { BUILD_INFO } from '@/config/build-info';
import { useAtomValue } from 'jotai';
import { brandAtom } from '@/state/brand';
import { useBackendInfo } from './use-backend-info';

/** Copyright, and the frontend and (when known) backend versions with their build hashes. */
export function Footer() {
  const backend = useBackendInfo();
  const { companyName } = useAtomValue(brandAtom);
  const year = new Date().getFullYear();
  return (
    <Flex
      as="footer"
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      gap="1"
      px={{ base: '3', md: '6' }}
      py="3"
      borderTopWidth="1px"
      borderColor="border"
      fontSize="xs"
      color="fg.muted"
    >
      <Text>
        © {year} {companyName}
      </Text>
      <Flex gap="4" wrap="wrap">
        <Text title={`Branch ${BUILD_INFO.branch}, built ${BUILD_INFO.builtAt}`}>
          Frontend v{BUILD_INFO.version} ({BUILD_INFO.hash})
        </Text>
        {backend && (
          <Text title={backend.build.time ? `Built ${backend.build.time}` : undefined}>
            Backend v{backend.version} ({backend.build.hash})
          </Text>
        )}
      </Flex>
    </Flex>
  );
}
