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
import { formatNumber } from '@/lib/locale';
import { AuditLogTable, targetTypeLabel } from './audit-log-table';
import { SettingsTabs } from './settings-tabs';

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...AUDIT_ACTIONS.map((a) => ({ value: a, label: `${auditActionWords(a)} (${a})` })),
];
const OUTCOME_OPTIONS = [
  { value: '' as const, label: 'Any outcome' },
  { value: 'success' as const, label: 'Succeeded' },
  { value: 'denied' as const, label: 'Denied' },
  { value: 'failed' as const, label: 'Failed sign-ins' },
];
const TARGET_OPTIONS = [
  { value: '' as const, label: 'All targets' },
  ...AUDIT_TARGET_TYPES.map((t) => ({ value: t, label: targetTypeLabel(t) })),
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
          Settings
        </Heading>
        <Text color="fg.muted">
          Every change an admin makes, every sign-in, every failed sign-in and every refused attempt is recorded here.
        </Text>
      </Stack>
      <SettingsTabs />
      <Stack gap="4" aria-busy={view.loading}>
        <Heading as="h3" size="md">
          Audit log
        </Heading>
        <Flex gap="3" wrap="wrap" align="flex-end">
          <FilterPanel activeCount={[state.action, state.targetType, state.outcome].filter(Boolean).length}>
            <FilterSelect
              label="Action"
              width="56"
              value={state.action}
              options={ACTION_OPTIONS}
              onChange={(action) => view.update({ action })}
            />
            <FilterSelect
              label="Target"
              value={state.targetType}
              options={TARGET_OPTIONS}
              onChange={(targetType) => view.update({ targetType })}
            />
            <FilterSelect
              label="Outcome"
              value={state.outcome}
              options={OUTCOME_OPTIONS}
              onChange={(outcome) => view.update({ outcome })}
            />
          </FilterPanel>
        </Flex>
        {data.status === 'error' ? (
          <ListError
            what="the audit log"
            status={data.error.status}
            retrying={revalidator.state === 'loading'}
            onRetry={() => void revalidator.revalidate()}
          />
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {data.page.totalElements === 1 ? '1 event' : `${formatNumber(data.page.totalElements)} events`}
            </Text>
            {data.page.content.length > 0 ? (
              <AuditLogTable events={data.page.content} />
            ) : (
              <Text>No events match these filters.</Text>
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
