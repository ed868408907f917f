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
import { t, type MessageKey } from '@/lib/i18n';
import { system } from '@/theme/system';
import type { MockRuntime } from '../runtimes/browser';
import { LATENCIES, type Latency } from '../core/faults';
import { SCENARIO_PARAM, SCENARIOS, scenarioDescription } from '../runtimes/scenarios';
import { noticeText } from './notice-text';
import { DataControls } from './data-controls';
import { FaultControls } from './fault-controls';
import { LiveTotp } from './live-totp';
import { RequestsPanel } from './requests-panel';
import { SessionControlsPanel } from './session-controls-panel';

const LATENCY_LABELS: Record<Latency, MessageKey> = {
  off: 'mockConsole.latency.off',
  realistic: 'mockConsole.latency.realistic',
  slow: 'mockConsole.latency.slow',
};

/** A scenario's description: the catalogue's, or the declaration's own for one added without a text yet. */
function describe({ name, description }: { name: string; description: string }): string {
  const text = scenarioDescription(name);
  return text ? noticeText(text) : description;
}

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
                  <Drawer.Title>{t('mockConsole.panel.title')}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <Stack gap="4">
                    <Text fontSize="sm" color="fg.muted">
                      {t('mockConsole.panel.intro', { shortcut })}
                    </Text>
                    {notices.map((notice, index) => (
                      <Alert.Root key={index} status="info">
                        <Alert.Indicator />
                        <Alert.Title>{noticeText(notice)}</Alert.Title>
                      </Alert.Root>
                    ))}
                    <Tabs.Root defaultValue="controls" size="sm" variant="line" lazyMount>
                      <Tabs.List>
                        <Tabs.Trigger value="controls">{t('mockConsole.tabs.controls')}</Tabs.Trigger>
                        <Tabs.Trigger value="requests">{t('mockConsole.tabs.requests')}</Tabs.Trigger>
                      </Tabs.List>
                      <Tabs.Content value="controls">
                        <Stack gap="4">
                          <Section title={t('mockConsole.latency.title')}>
                            <Field.Root>
                              <Field.Label>{t('mockConsole.latency.responseTime')}</Field.Label>
                              <NativeSelect.Root size="sm">
                                <NativeSelect.Field
                                  value={chaos.latency}
                                  onChange={(e) => runtime.chaos.setLatency(e.currentTarget.value as Latency)}
                                >
                                  {LATENCIES.map((l) => (
                                    <option key={l} value={l}>
                                      {t(LATENCY_LABELS[l])}
                                    </option>
                                  ))}
                                </NativeSelect.Field>
                                <NativeSelect.Indicator />
                              </NativeSelect.Root>
                            </Field.Root>
                          </Section>
                          <Section title={t('mockConsole.faults.title')}>
                            <FaultControls chaos={runtime.chaos} state={chaos} endpoints={runtime.endpoints} />
                          </Section>
                          <Section title={t('mockConsole.session.title')}>
                            <SessionControlsPanel />
                          </Section>
                          <Section title={t('mockConsole.totp.title')}>
                            <LiveTotp />
                          </Section>
                          <Section title={t('mockConsole.data.title')}>
                            <DataControls runtime={runtime} onChanged={refreshScreen} />
                          </Section>
                          <Section title={t('mockConsole.scenarios.title')}>
                            <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
                              {SCENARIOS.map((s) => (
                                <li key={s.name}>
                                  <a href={`?${SCENARIO_PARAM}=${s.name}`} style={{ textDecoration: 'underline' }}>
                                    {s.name}
                                  </a>{' '}
                                  <Text as="span" color="fg.muted">
                                    {describe(s)}
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
                  <CloseButton size="sm" aria-label={t('mockConsole.panel.close')} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      </ChakraProvider>
    </CacheProvider>
  );
}
