import { Badge, Button, EmptyState, Flex, Heading, HStack, Stack, Text, VStack } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { INVENTORY_LIST } from '@/api/cellars';
import { ListPagination } from '@/components/data-list/list-pagination';
import { useListView } from '@/components/data-list/use-list-view';
import { BackLink } from '@/components/back-link';
import { PATHS } from '@/config/paths';
import { describeRange, genderOf } from '@/lib/describe-range';
import { usePermissions } from '@/state/permissions';
import { ArchiveCellarDialog } from './archive-cellar-dialog';
import type { CellarDetailLoaderData } from './cellar-detail-loader';
import { CellarEditDialog } from './cellar-edit-dialog';
import { CellarFacts } from './cellar-facts';
import { CellarSummary } from './cellar-summary';
import { InventoryTable } from './inventory-table';
import { t } from '@/lib/i18n';
import { countryName } from '@/lib/locale';

/** One cellar: its metadata, the summary figures, the inventory (paged, sortable), and the edit and archive actions (for roles that may). */
export function CellarDetailPage({ data }: { data: CellarDetailLoaderData }) {
  const view = useListView(INVENTORY_LIST);
  const [dialog, setDialog] = useState<'edit' | 'archive' | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const countryNames = useMemo(() => new Map(data.countries.map((c) => [c.code, countryName(c)])), [data.countries]);
  const { cellar, inventory } = data;
  const editable = usePermissions().can('cellars.write');

  if (!cellar || !inventory) return <CellarNotFound />;
  const archived = cellar.status === 'ARCHIVED';
  return (
    <Stack gap="6">
      <BackLink to={PATHS.cellars}>{t('cellars.detail.back')}</BackLink>
      <Flex gap="4" justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap="1">
          <HStack gap="3">
            <Heading as="h2" size="xl">
              {cellar.name}
            </Heading>
            {archived && (
              <Badge variant="outline" colorPalette="gray">
                {t('cellars.status.archived')}
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted">
            {cellar.owner.fullName} · {cellar.location}, {countryNames.get(cellar.country) ?? cellar.country}
          </Text>
        </Stack>
        {editable && (
          <HStack gap="2">
            <Button variant="outline" size="sm" disabled={archived} onClick={() => setDialog('edit')}>
              {t('cellars.detail.edit')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              colorPalette="red"
              disabled={archived}
              onClick={() => setDialog('archive')}
            >
              {t('cellars.archive.confirm')}
            </Button>
          </HStack>
        )}
      </Flex>
      <CellarSummary cellar={cellar} />
      <CellarFacts cellar={cellar} countryName={countryNames.get(cellar.country) ?? cellar.country} />
      <Stack as="section" aria-labelledby="inventory-heading" gap="3">
        <Heading as="h3" size="md" id="inventory-heading">
          {t('cellars.inventory.title')}
        </Heading>
        <Text role="status" fontSize="sm" color="fg.muted">
          {describeRange(inventory, {
            one: t('cellars.inventory.lineOne'),
            many: t('cellars.inventory.lineMany'),
            gender: genderOf(t('cellars.inventory.lineGender')),
          })}
        </Text>
        {inventory.totalElements === 0 ? (
          <Text color="fg.muted">{t('cellars.inventory.empty')}</Text>
        ) : (
          <>
            <InventoryTable
              items={inventory.content}
              sortField={view.state.sortField}
              sortDirection={view.state.sortDirection}
              onSort={(sortField, sortDirection) => view.update({ sortField, sortDirection })}
              loading={view.loading}
            />
            <ListPagination
              page={data.inventoryState.page}
              totalPages={inventory.totalPages}
              size={view.state.size}
              sizes={INVENTORY_LIST.pageSizes}
              hrefForPage={(p) => view.hrefFor({ ...data.inventoryState, page: p })}
              onSizeChange={(size) => view.update({ size })}
            />
          </>
        )}
      </Stack>
      {editable && (
        <>
          <CellarEditDialog cellar={cellar} countries={data.countries} open={dialog === 'edit'} onClose={close} />
          <ArchiveCellarDialog cellar={cellar} open={dialog === 'archive'} onClose={close} />
        </>
      )}
    </Stack>
  );
}

function CellarNotFound() {
  return (
    <EmptyState.Root borderWidth="1px" borderColor="border" rounded="md">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{t('cellars.detail.notFoundTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('cellars.detail.notFoundDescription')}</EmptyState.Description>
        </VStack>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={PATHS.cellars}>{t('cellars.detail.back')}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
