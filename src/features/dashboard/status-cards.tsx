import { Badge, Card, DataList, Heading, SimpleGrid } from '@chakra-ui/react';
import type { AdminUser } from '@/api/types';
import type { SystemInfo } from '@/api/system';
import { BUILD_INFO } from '@/config/build-info';
import { formatRole } from '@/lib/format-role';
import { t } from '@/lib/i18n';

/** The backend's status and versions, and who is signed in. */
export function StatusCards({
  system,
  user,
}: {
  system: SystemInfo | null;
  user: Pick<AdminUser, 'email' | 'role'> | undefined;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Card.Root>
        <Card.Header>
          <Heading as="h3" size="md">
            {t('dashboard.status.system')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t('dashboard.status.backend')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {system ? (
                  <Badge colorPalette="green">{t('dashboard.status.operational')}</Badge>
                ) : (
                  <Badge colorPalette="orange">{t('dashboard.status.unavailable')}</Badge>
                )}
              </DataList.ItemValue>
            </DataList.Item>
            {system && (
              <DataList.Item>
                <DataList.ItemLabel>{t('dashboard.status.backendVersion')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {system.version} ({system.build.hash})
                </DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>{t('dashboard.status.consoleVersion')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {BUILD_INFO.version} ({BUILD_INFO.hash})
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading as="h3" size="md">
            {t('dashboard.status.account')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t('dashboard.status.signedInAs')}</DataList.ItemLabel>
              <DataList.ItemValue>{user?.email}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('dashboard.status.role')}</DataList.ItemLabel>
              <DataList.ItemValue>{user ? formatRole(user.role) : ''}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
