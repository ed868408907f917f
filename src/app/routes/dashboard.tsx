import { Badge, Card, DataList, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useLoaderData } from 'react-router';
import type { SystemInfo } from '@/api/system';
import { BUILD_INFO } from '@/config/build-info';
import { systemApi } from '@/state/api';
import { sessionAtom } from '@/state/session';

export async function loader(): Promise<{ system: SystemInfo | null }> {
  try {
    return { system: await systemApi.info() };
  } catch {
    return { system: null };
  }
}

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function Component() {
  const { system } = useLoaderData<typeof loader>();
  const user = useAtomValue(sessionAtom)?.user;
  const firstName = user?.fullName.split(/\s+/)[0] ?? '';

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="2xl">
          {greeting(new Date().getHours())}
          {firstName ? `, ${firstName}` : ''}
        </Heading>
        <Text color="fg.muted">Here is the state of the Vinotheca back office.</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root>
          <Card.Header>
            <Heading as="h3" size="md">System status</Heading>
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>Backend</DataList.ItemLabel>
                <DataList.ItemValue>
                  {system ? <Badge colorPalette="green">Operational</Badge> : <Badge colorPalette="orange">Unavailable</Badge>}
                </DataList.ItemValue>
              </DataList.Item>
              {system && (
                <DataList.Item>
                  <DataList.ItemLabel>Backend version</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {system.version} ({system.build.hash})
                  </DataList.ItemValue>
                </DataList.Item>
              )}
              <DataList.Item>
                <DataList.ItemLabel>Console version</DataList.ItemLabel>
                <DataList.ItemValue>
                  {BUILD_INFO.version} ({BUILD_INFO.hash})
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading as="h3" size="md">Your account</Heading>
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>Signed in as</DataList.ItemLabel>
                <DataList.ItemValue>{user?.email}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Role</DataList.ItemLabel>
                <DataList.ItemValue>{user?.role}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}
