import { DataList } from '@chakra-ui/react';
import type { Wine } from '@/api/wines';
import { FormSection } from '@/components/form-section';
import { formatDateTime } from '@/lib/locale';
import { wineStatusLabel } from '@/api/wine-vocabulary';
import { t } from '@/lib/i18n';

/** Status and dates, read-only: status changes go through publish and archive in the list. */
export function WineLifecycleSection({ wine }: { wine: Pick<Wine, 'status' | 'createdAt' | 'updatedAt'> }) {
  return (
    <FormSection headingAs="h3" title={t('wineForm.lifecycle.title')} description={t('wineForm.lifecycle.description')}>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{t('wineForm.lifecycle.status')}</DataList.ItemLabel>
          <DataList.ItemValue>{wineStatusLabel(wine.status)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('wineForm.lifecycle.created')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <time dateTime={wine.createdAt}>{formatDateTime(wine.createdAt)}</time>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('wineForm.lifecycle.updated')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <time dateTime={wine.updatedAt}>{formatDateTime(wine.updatedAt)}</time>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </FormSection>
  );
}
