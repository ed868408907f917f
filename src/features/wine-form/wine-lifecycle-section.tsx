import { DataList } from '@chakra-ui/react';
import type { Wine } from '@/api/wines';
import { FormSection } from '@/components/form-section';
import { formatDateTime } from '@/lib/locale';
import { WINE_STATUS_LABELS } from '@/api/wine-vocabulary';

/** Status and dates, read-only: status changes go through publish and archive in the list. */
export function WineLifecycleSection({ wine }: { wine: Pick<Wine, 'status' | 'createdAt' | 'updatedAt'> }) {
  return (
    <FormSection
      headingAs="h3"
      title="Lifecycle"
      description="Publish or archive the wine from the list's row actions."
    >
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Status</DataList.ItemLabel>
          <DataList.ItemValue>{WINE_STATUS_LABELS[wine.status]}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Created</DataList.ItemLabel>
          <DataList.ItemValue>
            <time dateTime={wine.createdAt}>{formatDateTime(wine.createdAt)}</time>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Last updated</DataList.ItemLabel>
          <DataList.ItemValue>
            <time dateTime={wine.updatedAt}>{formatDateTime(wine.updatedAt)}</time>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </FormSection>
  );
}
