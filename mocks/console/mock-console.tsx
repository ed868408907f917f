import { Alert, Badge, Box, Button, CloseButton, Drawer, Field, Heading, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { MockRuntime } from '../runtimes/browser';
import { LATENCIES, type Latency } from '../core/faults';
import { SCENARIO_PARAM, SCENARIOS } from '../runtimes/scenarios';
import { DataControls } from './data-controls';
import { FaultControls } from './fault-controls';
import { LiveTotp } from './live-totp';
import { SessionControlsPanel } from './session-controls-panel';

const LATENCY_LABELS: Record<Latency, string> = { off: 'Off', realistic: 'Realistic (150–400 ms)', slow: 'Slow (2 s)' };
const MOCK_CONSOLE_SHORTCUT = 'Alt+Shift+M';

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

/** The mock console: latency, faults, session, datasets, TOTP and data, for demos and offline work. */
export function MockConsole({ runtime }: { runtime: MockRuntime }) {
  const [open, setOpen] = useState(false);
  const chaos = useSyncExternalStore(runtime.chaos.subscribe, runtime.chaos.get);
  const notices = useSyncExternalStore(runtime.notices.subscribe, runtime.notices.list);
  const onPage = useSyncExternalStore(runtime.notices.subscribe, runtime.notices.onPage);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.shiftKey && event.code === 'KeyM') {
        event.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="sm">
      {/* Docked: below the desktop layout (whose sidebar keeps the corner free) the page gets room
          under its last content, so the button never covers what is there. */}
      <Global styles={{ '@media (max-width: 1023.98px)': { body: { paddingBottom: '4.5rem' } } }} />
      <Box position="fixed" insetStart="4" bottom="4" zIndex="overlay">
        {onPage.length > 0 && (
          <Stack gap="2" mb="2" maxW="sm">
            {onPage.map((notice) => (
              <Alert.Root key={notice} status="warning" role="alert" boxShadow="md">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Demo data</Alert.Title>
                  <Alert.Description>{notice}</Alert.Description>
                </Alert.Content>
                <CloseButton size="sm" alignSelf="flex-start" aria-label="Dismiss this notice" onClick={() => runtime.notices.dismiss(notice)} />
              </Alert.Root>
            ))}
          </Stack>
        )}
        <Drawer.Trigger asChild>
          <Button size="sm" colorPalette="purple" shadow="md" aria-keyshortcuts="Alt+Shift+M" title={`Mock console (${MOCK_CONSOLE_SHORTCUT})`}>
            Mock console
            {notices.length > 0 && (
              <Badge colorPalette="orange" variant="solid" size="xs" ms="1">
                {notices.length} {notices.length === 1 ? 'notice' : 'notices'}
              </Badge>
            )}
          </Button>
        </Drawer.Trigger>
      </Box>
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
                  This console drives the built-in mock backend. {MOCK_CONSOLE_SHORTCUT} opens and closes it.
                </Text>
                {notices.map((notice) => (
                  <Alert.Root key={notice} status="info">
                    <Alert.Indicator />
                    <Alert.Title>{notice}</Alert.Title>
                  </Alert.Root>
                ))}
                <Section title="Latency">
                  <Field.Root>
                    <Field.Label>Response time</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field value={chaos.latency} onChange={(e) => runtime.chaos.setLatency(e.currentTarget.value as Latency)}>
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
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close mock console" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
