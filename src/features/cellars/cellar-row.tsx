import { Badge, Link, Stack, Table, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Cellar, CellarSortField } from '@/api/cellars';
import { PATHS } from '@/config/paths';
import { formatDay, formatMoney, formatNumber } from '@/lib/locale';
import { cellarVisibilityLabel } from './cellar-format';
import { FillBar } from './fill-bar';
import { t } from '@/lib/i18n';

/** The columns the cellars list can show. */
export type CellarColumn = Extract<
  CellarSortField,
  'name' | 'owner' | 'location' | 'bottles' | 'fillRate' | 'value' | 'lastActivityAt'
>;

/** Each column's cell. */
const CELLAR_CELLS: Record<CellarColumn, (cellar: Cellar, countryName: string) => ReactNode> = {
  name: (cellar) => (
    <Table.Cell key="name">
      <Stack gap="0" minW="40">
        <Link asChild fontWeight="medium" color="fg">
          <RouterLink to={PATHS.cellarDetail(cellar.id)}>{cellar.name}</RouterLink>
        </Link>
        <Text as="span" fontSize="xs" color="fg.muted">
          {cellarVisibilityLabel(cellar.visibility)}
          {cellar.status === 'ARCHIVED' && (
            <Badge ms="2" size="xs" variant="outline" colorPalette="gray">
              {t('cellars.status.archived')}
            </Badge>
          )}
        </Text>
      </Stack>
    </Table.Cell>
  ),
  owner: (cellar) => (
    <Table.Cell key="owner">
      <Stack gap="0">
        <Text as="span">{cellar.owner.fullName}</Text>
        <Text as="span" fontSize="xs" color="fg.muted">
          {cellar.owner.email}
        </Text>
      </Stack>
    </Table.Cell>
  ),
  location: (cellar, countryName) => (
    <Table.Cell key="location">
      {cellar.location}
      <Text as="span" color="fg.muted" title={cellar.country}>
        , {countryName}
      </Text>
    </Table.Cell>
  ),
  bottles: (cellar) => (
    <Table.Cell key="bottles" textAlign="end" fontVariantNumeric="tabular-nums">
      {formatNumber(cellar.bottles)}
      <Text as="span" color="fg.muted">
        {' '}
        / {formatNumber(cellar.capacity)}
      </Text>
    </Table.Cell>
  ),
  fillRate: (cellar) => (
    <Table.Cell key="fillRate">
      <FillBar fillRate={cellar.fillRate} />
    </Table.Cell>
  ),
  value: (cellar) => (
    <Table.Cell key="value" textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {formatMoney(cellar.estimatedValue.amount)}
    </Table.Cell>
  ),
  lastActivityAt: (cellar) => (
    <Table.Cell key="lastActivityAt" whiteSpace="nowrap">
      {formatDay(cellar.lastActivityAt)}
    </Table.Cell>
  ),
};

export interface CellarRowProps {
  cellar: Cellar;
  countryName: string;
  /** The columns shown, in order (the admin's choice). */
  columns: readonly CellarColumn[];
}

/** One cellar. Memoised so a page of rows does not re-render on every navigation state change. */
export const CellarRow = memo(function CellarRow({ cellar, countryName, columns }: CellarRowProps) {
  return <Table.Row>{columns.map((column) => CELLAR_CELLS[column](cellar, countryName))}</Table.Row>;
});
