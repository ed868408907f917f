import { Badge, Card, DataList, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { Link, useLoaderData } from 'react-router';
import type { SystemInfo } from '@/api/system';
import type { UserListQuery } from '@/api/users';
import { BUILD_INFO } from '@/config/build-info';
import { formatRole } from '@/lib/format-role';
import { systemApi, usersApi } from '@/state/api';
import { sessionAtom } from '@/state/session';

/** Each figure is the total of a one-row list query, so it always matches what the users list shows. */
const FIGURES: { key: string; label: string; query: UserListQuery; href: string }[] = [
  { key: 'total', label: 'Total admins', query: {}, href: '/users' },
  { key: 'active', label: 'Active', query: { active: true }, href: '/users?status=active' },
  { key: 'locked', label: 'Locked', query: { locked: true }, href: '/users?status=locked' },
  { key: 'pending2fa', label: 'Pending 2FA', query: { twoFactorEnabled: false }, href: '/users?twoFactor=pending' },
];

async function count(query: UserListQuery): Promise<number | null> {
  try {
    return (await usersApi.list({ ...query, page: 0, size: 1 })).totalElements;
  } catch {
    return null;
  }
}

export async function loader(): Promise<{ system: SystemInfo | null; figures: (number | null)[] }> {
  const [system, ...figures] = await Promise.all([systemApi.info().catch(() => null), ...FIGURES.map((f) => count(f.query))]);
  return { system, figures };
}

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function Component() {
  const { system, figures } = useLoaderData<typeof loader>();
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
      <SimpleGrid as="section" aria-label="Administrators" columns={{ base: 2, md: 4 }} gap="4">
        {FIGURES.map((figure, i) => (
          <Card.Root key={figure.key} asChild variant="outline" _hover={{ borderColor: 'wine.border' }}>
            <Link to={figure.href}>
              <Card.Body gap="1">
                <Text fontSize="sm" color="fg.muted">
                  {figure.label}
                </Text>
                <Text fontSize="3xl" fontWeight="semibold" data-testid={`figure-${figure.key}`}>
                  {figures[i] ?? '—'}
                </Text>
              </Card.Body>
            </Link>
          </Card.Root>
        ))}
      </SimpleGrid>
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
                <DataList.ItemValue>{user ? formatRole(user.role) : ''}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}
