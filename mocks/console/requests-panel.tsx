import { Button, Checkbox, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { downloadTextFile } from '@/lib/download-file';
import { t } from '@/lib/i18n';
import { summarizeCoverage, toHar } from '../core/request-record';
import type { RequestLog } from '../runtimes/request-log';
import { filterEntries, NO_FILTER, STATUS_CLASSES, type RequestFilter, type StatusClass } from './request-copy';
import { RequestEntry } from './request-entry';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const HAR_FILE = 'vinotheca-mock-requests.har';

/** A status class as the filter offers it: the class itself, or the words for a request that had no answer. */
const statusClassLabel = (status: StatusClass) =>
  status === 'network' ? t('mockConsole.requests.networkError') : status;

function exportHar(entries: Parameters<typeof toHar>[0]): void {
  const har = toHar(entries, { name: 'Vinotheca mock console', version: '1' }, window.location.origin);
  downloadTextFile(HAR_FILE, JSON.stringify(har, null, 2), 'application/json');
}

/** The Requests view: every request the app made to the mock, newest first, masked, with its contract coverage. */
export function RequestsPanel({ log }: { log: RequestLog }) {
  const entries = useSyncExternalStore(log.subscribe, log.entries);
  const paused = useSyncExternalStore(log.subscribe, log.paused);
  const [filter, setFilter] = useState<RequestFilter>(NO_FILTER);
  const shown = useMemo(() => filterEntries(entries, filter), [entries, filter]);
  const summary = useMemo(() => summarizeCoverage(entries), [entries]);
  const filtered = shown.length !== entries.length;
  const update = (change: Partial<RequestFilter>) => setFilter((f) => ({ ...f, ...change }));

  return (
    <Stack gap="3">
      <Text fontSize="sm" data-testid="mock-requests-summary">
        {t('mockConsole.requests.summary', {
          endpoints: summary.endpoints,
          covered: summary.covered,
          uncovered: summary.uncovered,
        })}
      </Text>
      <Field.Root>
        <Field.Label>{t('mockConsole.requests.filter')}</Field.Label>
        <Input size="sm" type="search" value={filter.text} onChange={(e) => update({ text: e.currentTarget.value })} />
      </Field.Root>
      <HStack gap="2" align="end">
        <Field.Root>
          <Field.Label>{t('mockConsole.requests.method')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={filter.method} onChange={(e) => update({ method: e.currentTarget.value })}>
              <option value="">{t('mockConsole.requests.anyMethod')}</option>
              {METHODS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('mockConsole.requests.status')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={filter.status}
              onChange={(e) => update({ status: e.currentTarget.value as StatusClass | '' })}
            >
              <option value="">{t('mockConsole.requests.anyStatus')}</option>
              {STATUS_CLASSES.map((s) => (
                <option key={s} value={s}>
                  {statusClassLabel(s)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Checkbox.Root
        size="sm"
        checked={filter.uncoveredOnly}
        onCheckedChange={({ checked }) => update({ uncoveredOnly: checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('mockConsole.requests.uncoveredOnly')}</Checkbox.Label>
      </Checkbox.Root>
      <HStack gap="2" flexWrap="wrap">
        <Button size="xs" variant="outline" aria-pressed={paused} onClick={() => log.setPaused(!paused)}>
          {paused ? t('mockConsole.requests.resume') : t('mockConsole.requests.pause')}
        </Button>
        <Button size="xs" variant="outline" onClick={log.clear} disabled={entries.length === 0}>
          {t('mockConsole.requests.clear')}
        </Button>
        <Button size="xs" variant="outline" onClick={() => exportHar(entries)} disabled={entries.length === 0}>
          {t('mockConsole.requests.exportAll')}
        </Button>
        {filtered && (
          <Button size="xs" variant="outline" onClick={() => exportHar(shown)} disabled={shown.length === 0}>
            {t('mockConsole.requests.exportShown')}
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted" role="status">
        {paused ? `${t('mockConsole.requests.paused')} ` : ''}
        {filtered
          ? t('mockConsole.requests.countShown', { shown: shown.length, total: entries.length })
          : t('mockConsole.requests.count', { count: entries.length })}
      </Text>
      <Stack as="ul" gap="0" listStyleType="none" aria-label={t('mockConsole.requests.list')}>
        {shown.map((entry) => (
          <RequestEntry key={entry.id} entry={entry} />
        ))}
      </Stack>
    </Stack>
  );
}
