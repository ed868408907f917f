import { useMemo } from 'react';
import { useFetchers } from 'react-router';
import { t, type MessageKey } from '@/lib/i18n';
import { readBulkForm } from './bulk-action';

/** The fields a row's change posts: which change (`intent`) and to which row (`id`). */
const ROW_FIELDS = { intent: 'intent', id: 'id' } as const;

/**
 * What each change is called while it runs ("Deleting…"), as a catalogue key (`list.pending.deleting`):
 * a row's change by its intent (`delete`), a bulk action by its action (`ARCHIVE`). A change not
 * named here marks no row.
 */
export type PendingWords = Readonly<Record<string, MessageKey>>;

/** A row's state while a change to it is on its way: the status text it shows, or undefined when none is. */
export type PendingRowOf = (id: string) => string | undefined;

const none: PendingRowOf = () => undefined;

/**
 * The marks of a row whose change is on its way, for its `Table.Row`: busy for assistive technology,
 * set apart by a muted background and text that keep their contrast (dimming with opacity would not).
 */
export function pendingRowProps(status: string | undefined) {
  return status === undefined
    ? {}
    : ({ 'aria-busy': true, 'data-pending': '', bg: 'bg.muted', color: 'fg.muted' } as const);
}

/**
 * The rows a change has been posted for and the server has not yet answered, read from the route's
 * fetchers: a row stays as it is, marked with its status text, until the action has answered and
 * the list has been loaded again (then it is gone, changed, or back as it was after a failure, whose
 * toast the API client has shown). Nothing on screen looks done before the server agrees.
 *
 * A row's change posts `intent` and `id` (a row menu's fetcher, or a confirmation's); a bulk
 * action's form marks the rows it names, or every row on screen when it applies to the list's filter
 * (they all match it).
 */
export function usePendingRows(words: PendingWords): PendingRowOf {
  const fetchers = useFetchers();
  // A new key only when what is pending changes: the rows are memoised on it.
  const signature = fetchers
    .map((fetcher) => (fetcher.state === 'idle' || !fetcher.formData ? '' : pendingOf(fetcher.formData, words)))
    .filter((entry) => entry !== '')
    .join('\n');
  return useMemo(() => {
    if (signature === '') return none;
    const byId = new Map<string, string>();
    let every: string | undefined;
    for (const entry of signature.split('\n')) {
      const { ids, word } = JSON.parse(entry) as { ids: string[] | null; word: string };
      if (ids === null) every ??= word;
      else for (const id of ids) if (!byId.has(id)) byId.set(id, word);
    }
    return (id) => byId.get(id) ?? every;
  }, [signature]);
}

/** One fetcher's pending change as a line: the ids it changes (null: every row shown) and its word. */
function pendingOf(form: FormData, words: PendingWords): string {
  const wordFor = (key: unknown) => (typeof key === 'string' && Object.hasOwn(words, key) ? words[key] : undefined);
  const bulk = readBulkForm(form);
  if (bulk) {
    const word = wordFor(bulk.action);
    if (word === undefined) return '';
    return JSON.stringify({ ids: 'ids' in bulk.selection ? bulk.selection.ids : null, word: t(word) });
  }
  const intent = form.get(ROW_FIELDS.intent);
  const id = form.get(ROW_FIELDS.id);
  const word = wordFor(intent);
  if (word === undefined || typeof id !== 'string' || id === '') return '';
  return JSON.stringify({ ids: [id], word: t(word) });
}
