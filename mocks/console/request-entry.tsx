import { Badge, Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { t } from '@/lib/i18n';
import { formatTime } from '@/lib/locale';
import type { RecordedMessage, RequestLogEntry } from '../core/request-record';
import { curlOf, fetchOf } from './request-copy';

/** The copies an entry offers, each written for the page's origin. */
const COPIES = [
  ['curl', curlOf],
  ['fetch', fetchOf],
] as const;

const STATUS_PALETTE: Record<string, string> = { '2': 'green', '3': 'blue', '4': 'orange', '5': 'red' };

function Message({ title, message }: { title: string; message: RecordedMessage }) {
  const headers = Object.entries(message.headers);
  return (
    <Box as="section" aria-label={title}>
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="xs">
        {headers.length > 0
          ? headers.map(([name, value]) => `${name}: ${value}`).join('\n')
          : t('mockConsole.requests.noHeaders')}
        {'\n\n'}
        {message.body ?? t('mockConsole.requests.noBody')}
      </Code>
    </Box>
  );
}

/** One logged request: a line that opens its masked headers and bodies, and copies it as curl or fetch. */
export function RequestEntry({ entry }: { entry: RequestLogEntry }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState('');
  const details = useId();
  const status = entry.status === 0 ? t('mockConsole.requests.noAnswer') : String(entry.status);
  const copy = async (what: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(t('mockConsole.requests.copied', { kind: what }));
    } catch {
      setCopied(t('mockConsole.requests.copyFailed'));
    }
  };

  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border" py="2" fontSize="sm">
      <Button
        variant="ghost"
        size="sm"
        h="auto"
        py="1"
        w="full"
        justifyContent="flex-start"
        textAlign="start"
        whiteSpace="normal"
        aria-expanded={open}
        aria-controls={details}
        onClick={() => setOpen((o) => !o)}
      >
        <Stack gap="0" w="full">
          <HStack gap="2" flexWrap="wrap">
            <time dateTime={entry.at}>{formatTime(entry.at)}</time>
            <Text as="span" fontWeight="bold">
              {entry.method}
            </Text>
            <Text as="span" wordBreak="break-all">
              {entry.path}
            </Text>
          </HStack>
          <HStack gap="2" flexWrap="wrap" fontWeight="normal">
            <Badge colorPalette={STATUS_PALETTE[String(entry.status)[0] ?? ''] ?? 'gray'}>{status}</Badge>
            <Text as="span">{t('mockConsole.requests.duration', { ms: entry.durationMs })}</Text>
            {entry.fault && <Badge colorPalette="purple">{entry.fault}</Badge>}
          </HStack>
          <Text as="span" fontWeight="normal" color="fg.muted">
            {entry.contract.length > 0
              ? t('mockConsole.requests.underContract', { interactions: entry.contract.join('; ') })
              : t('mockConsole.requests.notUnderContract')}
          </Text>
        </Stack>
      </Button>
      {open && (
        <Stack id={details} gap="2" pt="2">
          <Message title={t('mockConsole.requests.request')} message={entry.request} />
          <Message title={t('mockConsole.requests.answer')} message={entry.response} />
          <HStack>
            {COPIES.map(([kind, write]) => (
              <Button
                key={kind}
                size="xs"
                variant="outline"
                onClick={() => void copy(kind, write(entry, window.location.origin))}
              >
                {t('mockConsole.requests.copyAs', { kind })}
              </Button>
            ))}
          </HStack>
          <Text role="status" fontSize="xs">
            {copied}
          </Text>
        </Stack>
      )}
    </Box>
  );
}
