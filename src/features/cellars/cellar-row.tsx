import { Badge, Link, Stack, Table, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Cellar } from '@/api/cellars';
import { PATHS } from '@/config/paths';
import { formatCount } from '@/lib/format-count';
import { formatDay } from '@/lib/format-day';
import { CELLAR_VISIBILITY_LABELS, formatEur } from './cellar-format';
import { FillBar } from './fill-bar';

/** One cellar. Memoised so a page of rows does not re-render on every navigation state change. */
export const CellarRow = memo(function CellarRow({ cellar, countryName }: { cellar: Cellar; countryName: string }) {
  return (
    <Table.Row>
      <Table.Cell>
        <Stack gap="0" minW="40">
          <Link asChild fontWeight="medium" color="fg">
            <RouterLink to={PATHS.cellarDetail(cellar.id)}>{cellar.name}</RouterLink>
          </Link>
          <Text as="span" fontSize="xs" color="fg.muted">
            {CELLAR_VISIBILITY_LABELS[cellar.visibility]}
            {cellar.status === 'ARCHIVED' && (
              <Badge ms="2" size="xs" variant="outline" colorPalette="gray">
                Archived
              </Badge>
            )}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <Stack gap="0">
          <Text as="span">{cellar.owner.fullName}</Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            {cellar.owner.email}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell>
        {cellar.location}
        <Text as="span" color="fg.muted" title={cellar.country}>
          , {countryName}
        </Text>
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {formatCount(cellar.bottles)}
        <Text as="span" color="fg.muted">
          {' '}/ {formatCount(cellar.capacity)}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <FillBar fillRate={cellar.fillRate} />
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatEur(cellar.estimatedValue.amount)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDay(cellar.lastActivityAt)}</Table.Cell>
    </Table.Row>
  );
});
