import { Flex, Text } from '@chakra-ui/react';
import { BUILD_INFO } from '@/config/build-info';
import { useAtomValue } from 'jotai';
import { brandAtom } from '@/state/brand';
import { useBackendInfo } from './use-backend-info';
import { t } from '@/lib/i18n';

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
      <Text>{t('shell.footer.copyright', { year: String(year), company: companyName })}</Text>
      <Flex gap="4" wrap="wrap">
        <Text title={t('shell.footer.frontendBuild', { branch: BUILD_INFO.branch, builtAt: BUILD_INFO.builtAt })}>
          {t('shell.footer.frontend', { version: BUILD_INFO.version, hash: BUILD_INFO.hash })}
        </Text>
        {backend && (
          <Text title={backend.build.time ? t('shell.footer.backendBuild', { time: backend.build.time }) : undefined}>
            {t('shell.footer.backend', { version: backend.version, hash: backend.build.hash })}
          </Text>
        )}
      </Flex>
    </Flex>
  );
}
