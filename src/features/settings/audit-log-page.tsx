import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_LIST, AUDIT_TARGET_TYPES, type AuditEvent, type AuditLogState } from '@/api/audit';
import { FilterPanel } from '@/components/data-list/filter-panel';
import { FilterSelect } from '@/components/data-list/filter-select';
import { ListError } from '@/components/data-list/list-error';
import { ListPagination } from '@/components/data-list/list-pagination';
import type { PagedListData } from '@/components/data-list/paged-list-loader';
import { useListView } from '@/components/data-list/use-list-view';
import { auditActionWords } from '@/lib/audit-action-words';
import { t } from '@/lib/i18n';
import { AuditLogTable, targetTypeLabel } from './audit-log-table';
import { SettingsTabs } from './settings-tabs';

/** The filters' choices, in the language shown (built at render). */
const actionOptions = () => [
  { value: '', label: t('audit.filters.allActions') },
  ...AUDIT_ACTIONS.map((a) => ({
    value: a,
    label: t('audit.filters.actionOption', { words: auditActionWords(a), action: a }),
  })),
];
const outcomeOptions = () => [
  { value: '' as const, label: t('audit.filters.anyOutcome') },
  { value: 'success' as const, label: t('audit.filters.succeeded') },
  { value: 'denied' as const, label: t('audit.filters.denied') },
  { value: 'failed' as const, label: t('audit.filters.failedSignIns') },
];
const targetOptions = () => [
  { value: '' as const, label: t('audit.filters.allTargets') },
  ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: targetTypeLabel(type) })),
];

/** Recent admin actions from the audit log, newest first, paged and filtered in the URL. */
export function AuditLogPage({ data }: { data: PagedListData<AuditLogState, AuditEvent> }) {
  const view = useListView(AUDIT_LIST);
  const revalidator = useRevalidator();
  const { state } = view;
  const hrefForPage = useCallback((page: number) => view.hrefFor({ ...state, page }), [view, state]);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="xl">
          {t('settings.page.title')}
        </Heading>
        <Text color="fg.muted">{t('audit.page.intro')}</Text>
      </Stack>
      <SettingsTabs />
      <Stack gap="4" aria-busy={view.loading}>
        <Heading as="h3" size="md">
          {t('audit.page.title')}
        </Heading>
        <Flex gap="3" wrap="wrap" align="flex-end">
          <FilterPanel activeCount={[state.action, state.targetType, state.outcome].filter(Boolean).length}>
            <FilterSelect
              label={t('audit.filters.action')}
              width="56"
              value={state.action}
              options={actionOptions()}
              onChange={(action) => view.update({ action })}
            />
            <FilterSelect
              label={t('audit.filters.target')}
              value={state.targetType}
              options={targetOptions()}
              onChange={(targetType) => view.update({ targetType })}
            />
            <FilterSelect
              label={t('audit.filters.outcome')}
              value={state.outcome}
              options={outcomeOptions()}
              onChange={(outcome) => view.update({ outcome })}
            />
          </FilterPanel>
        </Flex>
        {data.status === 'error' ? (
          <ListError
            what={t('audit.list.what')}
            status={data.error.status}
            retrying={revalidator.state === 'loading'}
            onRetry={() => void revalidator.revalidate()}
          />
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t('audit.list.count', { count: data.page.totalElements })}
            </Text>
            {data.page.content.length > 0 ? (
              <AuditLogTable events={data.page.content} />
            ) : (
              <Text>{t('audit.list.empty')}</Text>
            )}
            <ListPagination
              page={state.page}
              totalPages={data.page.totalPages}
              size={state.size}
              sizes={AUDIT_LIST.pageSizes}
              hrefForPage={hrefForPage}
              onSizeChange={(size) => view.update({ size })}
            />
          </>
        )}
      </Stack>
    </Stack>
  );
}
