import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { t } from '@/lib/i18n';
import { ADMIN_FIGURES } from './dashboard-loader';

/** The administrators at a glance; each figure links to the users list filtered the same way. */
export function AdminFigures({ figures }: { figures: (number | null)[] }) {
  return (
    <Stack as="section" aria-labelledby="dashboard-admins" gap="3">
      <Heading as="h3" size="md" id="dashboard-admins">
        {t('dashboard.admins.title')}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {ADMIN_FIGURES.map((figure, i) => (
          <Card.Root key={figure.key} asChild variant="outline" _hover={{ borderColor: 'wine.border' }}>
            <Link to={figure.href}>
              <Card.Body gap="1">
                <Text fontSize="sm" color="fg.muted">
                  {t(figure.label)}
                </Text>
                <Text fontSize="3xl" fontWeight="semibold" data-testid={`figure-${figure.key}`}>
                  {figures[i] ?? '—'}
                </Text>
              </Card.Body>
            </Link>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
