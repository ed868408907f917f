import { Badge, Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FAULT_KINDS, FAULT_LABELS, type Chaos, type ChaosState, type FaultKind } from '../core/faults';

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
              {FAULT_LABELS[kind]}
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
        <KindSelect label="Fail the next request with" value={nextKind} onChange={setNextKind} />
        <HStack>
          <Button size="sm" onClick={() => chaos.failNext(nextKind)}>
            Fail next request
          </Button>
          {state.next && <Badge colorPalette="orange">Armed: {FAULT_LABELS[state.next]}</Badge>}
        </HStack>
      </Stack>
      <Stack gap="2">
        <Field.Root>
          <Field.Label>Endpoint</Field.Label>
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
        <KindSelect label="Fail it with, until cleared" value={endpointKind} onChange={setEndpointKind} />
        <Button
          size="sm"
          onClick={() => {
            const [method = 'GET', path = '/'] = endpoint.split(' ');
            chaos.failEndpoint({ method, path, kind: endpointKind });
          }}
        >
          Fail endpoint
        </Button>
        {state.endpoints.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none">
            {state.endpoints.map((f) => (
              <HStack as="li" key={`${f.method} ${f.path}`} justify="space-between">
                <Text fontSize="sm">
                  {f.method} {f.path}: {FAULT_LABELS[f.kind]}
                </Text>
                <Button size="xs" variant="outline" onClick={() => chaos.clearEndpoint(f.method, f.path)}>
                  Clear
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
        <Button size="sm" variant="outline" onClick={chaos.clearAll}>
          Clear all faults
        </Button>
      </Stack>
    </Stack>
  );
}
