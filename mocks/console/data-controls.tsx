import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { MockRuntime } from '../runtimes/browser';
import { DEMO_ACCOUNTS } from '@/config/demo-accounts';
import { t, type MessageKey } from '@/lib/i18n';
import { DEFAULT_ADMIN_COUNT, MAX_ADMIN_COUNT } from '../core/seed-sizes';
import { noticeText } from './notice-text';

interface Dataset {
  id: string;
  /** Its name, its description, the Load button's name, and what loading it says. */
  label: MessageKey;
  description: MessageKey;
  load: MessageKey;
  loaded: MessageKey;
  dataset: number | 'empty';
}

const DATASETS: Dataset[] = [
  {
    id: 'empty',
    label: 'mockConsole.data.empty',
    description: 'mockConsole.data.emptyDescription',
    load: 'mockConsole.data.loadEmpty',
    loaded: 'mockConsole.data.loadedEmpty',
    dataset: 'empty',
  },
  {
    id: 'default',
    label: 'mockConsole.data.default',
    description: 'mockConsole.data.defaultDescription',
    load: 'mockConsole.data.loadDefault',
    loaded: 'mockConsole.data.loadedDefault',
    dataset: DEFAULT_ADMIN_COUNT,
  },
  {
    id: 'large',
    label: 'mockConsole.data.large',
    description: 'mockConsole.data.largeDescription',
    load: 'mockConsole.data.loadLarge',
    loaded: 'mockConsole.data.loadedLarge',
    dataset: MAX_ADMIN_COUNT,
  },
];

/** The counts the datasets' texts name. */
const COUNTS = { accounts: DEMO_ACCOUNTS.length, admins: DEFAULT_ADMIN_COUNT, maxAdmins: MAX_ADMIN_COUNT };

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
      setMessage({ status: 'error', text: error instanceof Error ? error.message : t('mockConsole.data.failed') });
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
          <HStack key={d.id} justify="space-between">
            <Text fontSize="sm">
              {t(d.label, COUNTS)}{' '}
              <Text as="span" color="fg.muted">
                ({t(d.description, COUNTS)})
              </Text>
            </Text>
            <Button
              size="xs"
              variant="outline"
              disabled={busy}
              aria-label={t(d.load, COUNTS)}
              onClick={() =>
                void run(async () => {
                  await runtime.switchDataset(d.dataset);
                  return t(d.loaded, COUNTS);
                })
              }
            >
              {t('mockConsole.data.load')}
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
              return t('mockConsole.data.resetDone');
            })
          }
        >
          {t('mockConsole.data.reset')}
        </Button>
        <Button size="sm" variant="outline" onClick={exportSnapshot}>
          {t('mockConsole.data.export')}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => fileInput.current?.click()}>
          {t('mockConsole.data.import')}
        </Button>
        {runtime.canUndo() && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                if (!(await runtime.undoDataChange())) throw new Error(t('mockConsole.data.nothingToUndo'));
                return t('mockConsole.data.undone');
              })
            }
          >
            {t('mockConsole.data.undo')}
          </Button>
        )}
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label={t('mockConsole.data.importSnapshot')}
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            void run(async () => {
              const result = await runtime.importSnapshot(await file.text());
              if (!result.ok) throw new Error(noticeText(result.message));
              return t('mockConsole.data.imported');
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
