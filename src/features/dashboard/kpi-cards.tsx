import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { AnalyticsSummary } from '@/api/analytics';
import { t, type MessageKey } from '@/lib/i18n';
import { formatMoney, formatNumber } from '@/lib/locale';
import { WINE_LIST } from '@/api/wines';
import { PATHS } from '@/config/paths';

const KPIS: { key: keyof AnalyticsSummary; label: MessageKey; href: string; format: (n: number) => string }[] = [
  { key: 'admins', label: 'dashboard.kpi.admins', href: PATHS.users, format: formatNumber },
  {
    key: 'publishedWines',
    label: 'dashboard.kpi.publishedWines',
    href: WINE_LIST.linkTo(PATHS.wines, { status: 'PUBLISHED' }),
    format: formatNumber,
  },
  // The cellar figures count active cellars only (archived ones are kept for history).
  { key: 'cellars', label: 'dashboard.kpi.activeCellars', href: PATHS.cellars, format: formatNumber },
  { key: 'bottles', label: 'dashboard.kpi.bottles', href: PATHS.cellars, format: formatNumber },
  {
    key: 'totalValueEur',
    label: 'dashboard.kpi.totalValue',
    href: PATHS.analytics,
    format: (n) => formatMoney(n, 'EUR', { wholeUnits: true }),
  },
];

/** The key figures, each linking to where it comes from. */
export function KpiCards({ summary }: { summary: AnalyticsSummary | null }) {
  return (
    <SimpleGrid as="section" aria-label={t('dashboard.kpi.label')} columns={{ base: 2, md: 3, xl: 5 }} gap="4">
      {KPIS.map((kpi) => (
        <Card.Root key={kpi.key} asChild variant="outline" _hover={{ borderColor: 'wine.border' }}>
          <Link to={kpi.href}>
            <Card.Body gap="1">
              <Text fontSize="sm" color="fg.muted">
                {t(kpi.label)}
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
