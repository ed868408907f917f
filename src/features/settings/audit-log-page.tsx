import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditEvent } from '@/api/audit';
import type { Page } from '@/api/types';
import { FilterSelect } from '@/components/data-list/filter-select';
import { ListPagination } from '@/components/data-list/list-pagination';
import { useListView } from '@/components/data-list/use-list-view';
import { auditActionWords } from '@/lib/audit-action-words';
import { AUDIT_PAGE_SIZES, parseAuditLogParams, serializeAuditLogParams, type AuditLogState } from './audit-log-params';
import { AuditLogTable, targetTypeLabel } from './audit-log-table';
import { SettingsTabs } from './settings-tabs';

const CODEC = { parse: parseAuditLogParams, serialize: serializeAuditLogParams };
const ACTION_OPTIONS = [{ value: '', label: 'All actions' }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: `${auditActionWords(a)} (${a})` }))];
const TARGET_OPTIONS = [
  { value: '' as const, label: 'All targets' },
  ...AUDIT_TARGET_TYPES.map((t) => ({ value: t, label: targetTypeLabel(t) })),
];

/** Recent admin actions from the audit log, newest first, paged and filtered in the URL. */
export function AuditLogPage({ events }: { events: Page<AuditEvent> }) {
  const view = useListView<AuditLogState>(CODEC);
  const { state } = view;
  const hrefForPage = useCallback((page: number) => view.hrefFor({ ...state, page }), [view, state]);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="xl">
          Settings
        </Heading>
        <Text color="fg.muted">Every change an admin makes, and every sign-in, is recorded here.</Text>
      </Stack>
      <SettingsTabs />
      <Stack gap="4" aria-busy={view.loading}>
        <Heading as="h3" size="md">
          Audit log
        </Heading>
        <Flex gap="4" wrap="wrap">
          <FilterSelect label="Action" width="56" value={state.action} options={ACTION_OPTIONS} onChange={(action) => view.update({ action })} />
          <FilterSelect label="Target" value={state.targetType} options={TARGET_OPTIONS} onChange={(targetType) => view.update({ targetType })} />
        </Flex>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {events.totalElements === 1 ? '1 event' : `${events.totalElements.toLocaleString()} events`}
        </Text>
        {events.content.length > 0 ? <AuditLogTable events={events.content} /> : <Text>No events match these filters.</Text>}
        <ListPagination
          page={state.page}
          totalPages={events.totalPages}
          size={state.size}
          sizes={AUDIT_PAGE_SIZES}
          hrefForPage={hrefForPage}
          onSizeChange={(size) => view.update({ size })}
        />
      </Stack>
    </Stack>
  );
}
