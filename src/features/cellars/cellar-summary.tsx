import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Cellar } from '@/api/cellars';
import { formatMoney, formatNumber } from '@/lib/locale';
import { FillBar } from './fill-bar';
import { t } from '@/lib/i18n';

/** Bottles, capacity, fill and estimated value: the figures the API derives from the inventory. */
export function CellarSummary({ cellar }: { cellar: Cellar }) {
  return (
    <SimpleGrid
      as="section"
      aria-label={t('cellars.summary.label')}
      columns={{ base: 2, md: 4 }}
      gap="4"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="4"
    >
      <Figure label={t('cellars.fields.bottles')}>
        <Text fontSize="2xl" fontWeight="semibold" data-testid="cellar-bottles">
          {formatNumber(cellar.bottles)}
        </Text>
      </Figure>
      <Figure label={t('cellars.fields.capacity')}>
        <Text fontSize="2xl" fontWeight="semibold">
          {formatNumber(cellar.capacity)}
        </Text>
      </Figure>
      <Figure label={t('cellars.fields.fill')}>
        <FillBar fillRate={cellar.fillRate} width="32" />
      </Figure>
      <Figure label={t('cellars.summary.value')} hint={t('cellars.summary.valueHint')}>
        <Text fontSize="2xl" fontWeight="semibold" data-testid="cellar-value">
          {formatMoney(cellar.estimatedValue.amount)}
        </Text>
      </Figure>
    </SimpleGrid>
  );
}

function Figure({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {children}
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}
