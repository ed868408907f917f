import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { MockRuntime } from '../runtimes/browser';
import { DEMO_ACCOUNTS } from '@/config/demo-accounts';
import { DEFAULT_ADMIN_COUNT, MAX_ADMIN_COUNT } from '../core/seed-sizes';

const DATASETS: { label: string; description: string; dataset: number | 'empty' }[] = [
  { label: 'Empty', description: `the ${DEMO_ACCOUNTS.length} demo accounts, nothing else`, dataset: 'empty' },
  { label: 'Default', description: `${DEFAULT_ADMIN_COUNT} admins`, dataset: DEFAULT_ADMIN_COUNT },
  { label: '10,000 admins', description: 'for paging and search at scale', dataset: MAX_ADMIN_COUNT },
];

/** Datasets, reset, and export/import of the demo data. */
export function DataControls({ runtime, onChanged }: { runtime: MockRuntime; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage({ status: 'success', text: await action() });
      onChanged();
    } catch (error) {
      setMessage({ status: 'error', text: error instanceof Error ? error.message : 'That did not work.' });
    } finally {
      setBusy(false);
    }
  };

  const exportSnapshot = () => {
    const url = URL.createObjectURL(new Blob([runtime.exportSnapshot()], { type: 'application/json' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'vinotheca-demo-data.json' });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack gap="3">
      <Stack gap="1">
        {DATASETS.map((d) => (
          <HStack key={d.label} justify="space-between">
            <Text fontSize="sm">
              {d.label}{' '}
              <Text as="span" color="fg.muted">
                ({d.description})
              </Text>
            </Text>
            <Button
              size="xs"
              variant="outline"
              disabled={busy}
              aria-label={`Load the ${d.label.toLowerCase()} dataset`}
              onClick={() =>
                void run(async () => {
                  await runtime.switchDataset(d.dataset);
                  return `Loaded the ${d.label.toLowerCase()} dataset.`;
                })
              }
            >
              Load
            </Button>
          </HStack>
        ))}
      </Stack>
      <HStack wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await runtime.switchDataset(DEFAULT_ADMIN_COUNT);
              return 'Demo data reset to the seed.';
            })
          }
        >
          Reset demo data
        </Button>
        <Button size="sm" variant="outline" onClick={exportSnapshot}>
          Export data
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => fileInput.current?.click()}>
          Import data
        </Button>
        {runtime.canUndo() && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                if (!(await runtime.undoDataChange())) throw new Error('There is nothing to undo.');
                return 'Brought back the data as it was before.';
              })
            }
          >
            Undo last data change
          </Button>
        )}
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Import a demo data snapshot"
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            void run(async () => {
              const result = await runtime.importSnapshot(await file.text());
              if (!result.ok) throw new Error(result.message);
              return 'Imported the snapshot.';
            });
          }}
        />
      </HStack>
      {message && (
        <Alert.Root status={message.status} role={message.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Title>{message.text}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
