import { Badge, Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { t, type MessageKey } from '@/lib/i18n';
import { FAULT_KINDS, type Chaos, type ChaosState, type FaultKind } from '../core/faults';

/**
 * The faults as the mock console shows them, in its language (mocks/core/faults.ts keeps FAULT_LABELS in
 * English for the request log and the standalone server).
 */
export const FAULT_LABEL: Record<FaultKind, MessageKey> = {
  'bad-request': 'mockConsole.faults.badRequest',
  unauthorized: 'mockConsole.faults.unauthorized',
  forbidden: 'mockConsole.faults.forbidden',
  'setup-required': 'mockConsole.faults.setupRequired',
  'not-found': 'mockConsole.faults.notFound',
  conflict: 'mockConsole.faults.conflict',
  validation: 'mockConsole.faults.validation',
  'rate-limit': 'mockConsole.faults.rateLimit',
  'server-error': 'mockConsole.faults.serverError',
  unavailable: 'mockConsole.faults.unavailable',
  'network-error': 'mockConsole.faults.networkError',
  timeout: 'mockConsole.faults.timeout',
};

interface FaultControlsProps {
  chaos: Chaos;
  state: ChaosState;
  endpoints: { method: string; path: string }[];
}

function KindSelect({
  value,
  onChange,
  label,
}: {
  value: FaultKind;
  onChange: (kind: FaultKind) => void;
  label: string;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value as FaultKind)}>
          {FAULT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(FAULT_LABEL[kind])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Fail the next request, or one endpoint until cleared, with any fault of the catalogue. */
export function FaultControls({ chaos, state, endpoints }: FaultControlsProps) {
  const [nextKind, setNextKind] = useState<FaultKind>('server-error');
  const [endpointKind, setEndpointKind] = useState<FaultKind>('unavailable');
  const [endpoint, setEndpoint] = useState(endpoints[0] ? `${endpoints[0].method} ${endpoints[0].path}` : '');

  return (
    <Stack gap="4">
      <Stack gap="2">
        <KindSelect label={t('mockConsole.faults.failNextWith')} value={nextKind} onChange={setNextKind} />
        <HStack>
          <Button size="sm" onClick={() => chaos.failNext(nextKind)}>
            {t('mockConsole.faults.failNext')}
          </Button>
          {state.next && (
            <Badge colorPalette="orange">{t('mockConsole.faults.armed', { fault: t(FAULT_LABEL[state.next]) })}</Badge>
          )}
        </HStack>
      </Stack>
      <Stack gap="2">
        <Field.Root>
          <Field.Label>{t('mockConsole.faults.endpoint')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={endpoint} onChange={(e) => setEndpoint(e.currentTarget.value)}>
              {endpoints.map((e) => (
                <option key={`${e.method} ${e.path}`} value={`${e.method} ${e.path}`}>
                  {e.method} {e.path}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <KindSelect label={t('mockConsole.faults.failEndpointWith')} value={endpointKind} onChange={setEndpointKind} />
        <Button
          size="sm"
          onClick={() => {
            const [method = 'GET', path = '/'] = endpoint.split(' ');
            chaos.failEndpoint({ method, path, kind: endpointKind });
          }}
        >
          {t('mockConsole.faults.failEndpoint')}
        </Button>
        {state.endpoints.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none">
            {state.endpoints.map((f) => (
              <HStack as="li" key={`${f.method} ${f.path}`} justify="space-between">
                <Text fontSize="sm">
                  {t('mockConsole.faults.endpointFault', {
                    method: f.method,
                    path: f.path,
                    fault: t(FAULT_LABEL[f.kind]),
                  })}
                </Text>
                <Button size="xs" variant="outline" onClick={() => chaos.clearEndpoint(f.method, f.path)}>
                  {t('mockConsole.faults.clear')}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
        <Button size="sm" variant="outline" onClick={chaos.clearAll}>
          {t('mockConsole.faults.clearAll')}
        </Button>
      </Stack>
    </Stack>
  );
}
