import {
  Alert,
  Box,
  ChakraProvider,
  CloseButton,
  Drawer,
  Field,
  Heading,
  NativeSelect,
  Portal,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { cspNonce } from '@/config/csp-nonce';
import { system } from '@/theme/system';
import type { MockRuntime } from '../runtimes/browser';
import { LATENCIES, type Latency } from '../core/faults';
import { SCENARIO_PARAM, SCENARIOS } from '../runtimes/scenarios';
import { DataControls } from './data-controls';
import { FaultControls } from './fault-controls';
import { LiveTotp } from './live-totp';
import { RequestsPanel } from './requests-panel';
import { SessionControlsPanel } from './session-controls-panel';

const LATENCY_LABELS: Record<Latency, string> = { off: 'Off', realistic: 'Realistic (150–400 ms)', slow: 'Slow (2 s)' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderTopWidth="1px" borderColor="border" pt="3">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Re-runs the current screen's loaders, so it shows what the mock now answers. */
function refreshScreen(): void {
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

// Its own style cache (key 'mock'), its styles under the page's CSP nonce.
const mockCache = createCache({ key: 'mock', nonce: cspNonce() });

interface MockConsoleDrawerProps {
  runtime: MockRuntime;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the drawer closes: the button that opened it. */
  returnFocusTo: () => HTMLElement | null;
  shortcut: string;
}

/** The mock console: latency, faults, session, datasets, TOTP and data, and the request log, for demos and offline work. */
export function MockConsoleDrawer({ runtime, open, onOpenChange, returnFocusTo, shortcut }: MockConsoleDrawerProps) {
  const chaos = useSyncExternalStore(runtime.chaos.subscribe, runtime.chaos.get);
  const notices = useSyncExternalStore(runtime.notices.subscribe, runtime.notices.list);

  return (
    <CacheProvider value={mockCache}>
      <ChakraProvider value={system}>
        <Drawer.Root
          open={open}
          onOpenChange={(e) => onOpenChange(e.open)}
          placement="end"
          size="sm"
          finalFocusEl={returnFocusTo}
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Header>
                  <Drawer.Title>Mock console</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <Stack gap="4">
                    <Text fontSize="sm" color="fg.muted">
                      This console drives the built-in mock backend. {shortcut} opens and closes it.
                    </Text>
                    {notices.map((notice) => (
                      <Alert.Root key={notice} status="info">
                        <Alert.Indicator />
                        <Alert.Title>{notice}</Alert.Title>
                      </Alert.Root>
                    ))}
                    <Tabs.Root defaultValue="controls" size="sm" variant="line" lazyMount>
                      <Tabs.List>
                        <Tabs.Trigger value="controls">Controls</Tabs.Trigger>
                        <Tabs.Trigger value="requests">Requests</Tabs.Trigger>
                      </Tabs.List>
                      <Tabs.Content value="controls">
                        <Stack gap="4">
                          <Section title="Latency">
                            <Field.Root>
                              <Field.Label>Response time</Field.Label>
                              <NativeSelect.Root size="sm">
                                <NativeSelect.Field
                                  value={chaos.latency}
                                  onChange={(e) => runtime.chaos.setLatency(e.currentTarget.value as Latency)}
                                >
                                  {LATENCIES.map((l) => (
                                    <option key={l} value={l}>
                                      {LATENCY_LABELS[l]}
                                    </option>
                                  ))}
                                </NativeSelect.Field>
                                <NativeSelect.Indicator />
                              </NativeSelect.Root>
                            </Field.Root>
                          </Section>
                          <Section title="Faults">
                            <FaultControls chaos={runtime.chaos} state={chaos} endpoints={runtime.endpoints} />
                          </Section>
                          <Section title="Session">
                            <SessionControlsPanel />
                          </Section>
                          <Section title="Two-factor code">
                            <LiveTotp />
                          </Section>
                          <Section title="Data">
                            <DataControls runtime={runtime} onChanged={refreshScreen} />
                          </Section>
                          <Section title="Scenario links">
                            <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
                              {SCENARIOS.map((s) => (
                                <li key={s.name}>
                                  <a href={`?${SCENARIO_PARAM}=${s.name}`} style={{ textDecoration: 'underline' }}>
                                    {s.name}
                                  </a>{' '}
                                  <Text as="span" color="fg.muted">
                                    {s.description}
                                  </Text>
                                </li>
                              ))}
                            </Stack>
                          </Section>
                        </Stack>
                      </Tabs.Content>
                      <Tabs.Content value="requests">
                        <RequestsPanel log={runtime.requests} />
                      </Tabs.Content>
                    </Tabs.Root>
                  </Stack>
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close mock console" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      </ChakraProvider>
    </CacheProvider>
  );
}
