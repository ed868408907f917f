import { Badge, Flex, Image, Link, Table, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Wine, WineSortField } from '@/api/wines';
import { SelectRowCell } from '@/components/data-list/selection-controls';
import { PendingRowStatus } from '@/components/data-list/pending-row-status';
import { pendingRowProps } from '@/components/data-list/pending-rows';
import { PATHS } from '@/config/paths';
import { wineStatusLabel, wineTypeLabel } from '@/api/wine-vocabulary';
import { WINE_STATUS_PALETTES, WINE_TYPE_PALETTES } from './wine-format';
import { formatMoney } from '@/lib/locale';
import { WineLabelArt } from './wine-label-art';
import { WineRowMenu, type WineActionTarget } from './wine-row-menu';
import { t } from '@/lib/i18n';

export interface WineRowProps {
  wine: Wine;
  countryName: string;
  /** What a change on its way is doing to it ("Archiving…"): it stays as it is, marked, until the server answers. */
  pending?: string;
  /** Whether the signed-in role may change wines: only then does the row end with its actions. */
  editable: boolean;
  onPublish: (wine: WineActionTarget) => void;
  onArchive: (wine: WineActionTarget) => void;
  onDelete: (wine: WineActionTarget) => void;
  /** The columns shown, in order (the admin's choice). */
  columns: readonly WineColumn[];
  /** Ticked in the list's selection (only offered when `editable`). */
  selected: boolean;
  onSelect: (id: string, selected: boolean) => void;
}

/** The columns the wines list can show. */
export type WineColumn = Extract<
  WineSortField,
  'name' | 'producer' | 'vintage' | 'type' | 'region' | 'country' | 'price' | 'status'
>;

/** Each column's cell. */
const WINE_CELLS: Record<WineColumn, (wine: Wine, countryName: string) => ReactNode> = {
  name: (wine) => (
    <Table.Cell key="name">
      <Flex align="center" gap="2" minW="48">
        <Thumbnail wine={wine} />
        <Link asChild fontWeight="medium" color="fg">
          <RouterLink to={PATHS.wineDetail(wine.id)}>{wine.name}</RouterLink>
        </Link>
      </Flex>
    </Table.Cell>
  ),
  producer: (wine) => (
    <Table.Cell key="producer" color="fg.muted">
      {wine.producer}
    </Table.Cell>
  ),
  vintage: (wine) => (
    <Table.Cell key="vintage">
      {wine.vintage ?? (
        <Text as="span" color="fg.muted">
          {t('wines.vintage.nvShort')}
        </Text>
      )}
    </Table.Cell>
  ),
  type: (wine) => (
    <Table.Cell key="type">
      <Badge colorPalette={WINE_TYPE_PALETTES[wine.type]} variant="subtle">
        {wineTypeLabel(wine.type)}
      </Badge>
    </Table.Cell>
  ),
  region: (wine) => <Table.Cell key="region">{wine.region}</Table.Cell>,
  country: (wine, countryName) => (
    <Table.Cell key="country" title={wine.country}>
      {countryName}
    </Table.Cell>
  ),
  price: (wine) => (
    <Table.Cell key="price" textAlign="end" whiteSpace="nowrap">
      {formatMoney(wine.price.amount, wine.price.currency)}
    </Table.Cell>
  ),
  status: (wine) => (
    <Table.Cell key="status">
      <Badge colorPalette={WINE_STATUS_PALETTES[wine.status]} variant="outline">
        {wineStatusLabel(wine.status)}
      </Badge>
    </Table.Cell>
  ),
};

/** One wine. Memoised so a page of rows does not re-render on every navigation state change. */
export const WineRow = memo(function WineRow({
  wine,
  countryName,
  pending,
  editable,
  onPublish,
  onArchive,
  onDelete,
  columns,
  selected,
  onSelect,
}: WineRowProps) {
  return (
    <Table.Row data-selected={selected ? '' : undefined} {...pendingRowProps(pending)}>
      {editable && <SelectRowCell id={wine.id} label={wineLabel(wine)} checked={selected} onToggle={onSelect} />}
      {columns.map((column) => WINE_CELLS[column](wine, countryName))}
      {editable && (
        <Table.Cell textAlign="end" whiteSpace="nowrap">
          <PendingRowStatus status={pending} />
          <WineRowMenu
            wine={wine}
            busy={pending !== undefined}
            onPublish={onPublish}
            onArchive={onArchive}
            onDelete={onDelete}
          />
        </Table.Cell>
      )}
    </Table.Row>
  );
});

/** How a checkbox names the wine: "Barolo, Giacomo Conterno 2016". */
const wineLabel = (wine: Wine) =>
  t('wines.row.checkboxLabel', {
    name: wine.name,
    producer: wine.producer,
    vintage: wine.vintage ?? t('wines.vintage.nvShort'),
  });

/** The uploaded label, or one drawn from the wine's data; decorative, as the name beside it is the link. */
function Thumbnail({ wine }: { wine: Wine }) {
  if (wine.labelImageUrl)
    return (
      <Image src={wine.labelImageUrl} alt="" w="6" h="8" objectFit="cover" rounded="sm" loading="lazy" flexShrink={0} />
    );
  return <WineLabelArt wine={wine} compact />;
}
