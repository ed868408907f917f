import { Alert, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@/api/analytics';
import { analyticsDatasets } from '@/components/charts/analytics-datasets';
import { ChartFigure } from '@/components/charts/chart-figure';
import { t } from '@/lib/i18n';
import type { AnalyticsLoaderData } from './analytics-loader';
import { PeriodSelect } from './period-select';
import { countryName } from '@/lib/locale';

/** The Analytics screen: the period selector, the snapshot charts, then the charts over time. */
export function AnalyticsPage({ data }: { data: AnalyticsLoaderData }) {
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading = navigation.state === 'loading' && navigation.location.pathname === window.location.pathname;
  const datasets = useMemo(
    () =>
      data.status === 'ok'
        ? analyticsDatasets(data.analytics, new Map(data.countries.map((c) => [c.code, countryName(c)])))
        : null,
    [data],
  );
  const choosePeriod = (period: AnalyticsPeriod) =>
    setSearchParams((params) => {
      if (period === DEFAULT_ANALYTICS_PERIOD) params.delete('period');
      else params.set('period', period);
      return params;
    });

  return (
    <Stack gap="6" aria-busy={loading}>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="4">
        <Text color="fg.muted" maxW="2xl">
          {t('analytics.page.intro')}
        </Text>
        <PeriodSelect value={data.period} onChange={choosePeriod} disabled={loading} />
      </Stack>
      {data.status === 'error' && (
        <Alert.Root status="error" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('analytics.page.loadFailed')}</Alert.Title>
            <Alert.Description>
              {data.error.status === 0
                ? t('analytics.page.unreachable')
                : t('analytics.page.serverError', { status: String(data.error.status) })}
            </Alert.Description>
          </Alert.Content>
          <Button
            size="sm"
            variant="outline"
            loading={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            {t('analytics.page.retry')}
          </Button>
        </Alert.Root>
      )}
      {datasets && (
        <>
          <Stack as="section" aria-labelledby="analytics-catalogue" gap="4">
            <Heading as="h2" size="lg" id="analytics-catalogue">
              {t('analytics.page.catalogueHeading')}
            </Heading>
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <ChartFigure dataset={datasets.winesByType} />
              <ChartFigure dataset={datasets.winesByCountry} height="320px" />
              <ChartFigure dataset={datasets.vintages} />
              <ChartFigure dataset={datasets.fillRates} />
              <ChartFigure dataset={datasets.holdingsByType} />
            </SimpleGrid>
          </Stack>
          <Stack as="section" aria-labelledby="analytics-over-time" gap="4">
            <Heading as="h2" size="lg" id="analytics-over-time">
              {t('analytics.page.overTimeHeading')}
            </Heading>
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <ChartFigure dataset={datasets.catalogueGrowth} />
              <ChartFigure dataset={datasets.signIns} />
            </SimpleGrid>
          </Stack>
        </>
      )}
    </Stack>
  );
}
