import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { AnalyticsSummary } from '@/api/analytics';

const count = new Intl.NumberFormat('en');
const euros = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const KPIS: { key: keyof AnalyticsSummary; label: string; href: string; format: (n: number) => string }[] = [
  { key: 'admins', label: 'Admins', href: '/users', format: count.format },
  { key: 'publishedWines', label: 'Published wines', href: '/wines?status=PUBLISHED', format: count.format },
  { key: 'cellars', label: 'Cellars', href: '/cellars', format: count.format },
  { key: 'bottles', label: 'Bottles', href: '/cellars', format: count.format },
  { key: 'totalValueEur', label: 'Total value', href: '/analytics', format: euros.format },
];

/** The key figures, each linking to where it comes from. */
export function KpiCards({ summary }: { summary: AnalyticsSummary | null }) {
  return (
    <SimpleGrid as="section" aria-label="Key figures" columns={{ base: 2, md: 3, xl: 5 }} gap="4">
      {KPIS.map((kpi) => (
        <Card.Root key={kpi.key} asChild variant="outline" _hover={{ borderColor: 'wine.border' }}>
          <Link to={kpi.href}>
            <Card.Body gap="1">
              <Text fontSize="sm" color="fg.muted">
                {kpi.label}
              </Text>
              <Text fontSize="2xl" fontWeight="semibold" data-testid={`kpi-${kpi.key}`}>
                {summary ? kpi.format(summary[kpi.key]) : '—'}
              </Text>
            </Card.Body>
          </Link>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
