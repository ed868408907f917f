import { Box, Button, Dialog, Input, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePermissions } from '@/state/permissions';
import { useAtomValue } from 'jotai';
import { screenActionsAtom } from '@/components/screen-actions';
import {
  matchActions,
  matchScreens,
  MIN_SEARCH_LENGTH,
  PALETTE_GROUP_COUNTS,
  PALETTE_GROUP_LABELS,
  PALETTE_GROUPS,
  paletteOptions,
  paletteScreensAtom,
  type PaletteGroup,
  type PaletteOption,
  type PaletteRecord,
} from './palette-model';
import { t } from '@/lib/i18n';

export interface CommandPaletteProps {
  /** Wines, users and cellars whose name holds the query, as the signed-in role may read them. */
  search: (query: string, signal: AbortSignal) => Promise<PaletteRecord[]>;
}

/** How long typing pauses before the palette asks the API. */
const SEARCH_DELAY_MS = 200;

type SearchState = { status: 'idle' | 'searching' | 'done' | 'failed'; query: string; records: PaletteRecord[] };
type Answer = { query: string; ok: boolean; records: PaletteRecord[] };

/** The records for `query` from `search`, asked once typing pauses; an older answer never replaces a newer one. */
function useRecordSearch(query: string, search: CommandPaletteProps['search'], open: boolean): SearchState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const term = query.trim();
  const wanted = open && term.length >= MIN_SEARCH_LENGTH;
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      search(term, controller.signal).then(
        (records) => !controller.signal.aborted && setAnswer({ query: term, ok: true, records }),
        () => !controller.signal.aborted && setAnswer({ query: term, ok: false, records: [] }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, search, wanted]);
  if (!wanted) return { status: 'idle', query: term, records: [] };
  if (answer?.query !== term) return { status: 'searching', query: term, records: [] };
  return { status: answer.ok ? 'done' : 'failed', query: term, records: answer.records };
}

function statusText(search: SearchState, options: readonly PaletteOption[], query: string): string {
  if (search.status === 'searching') return t('palette.status.searching');
  if (search.status === 'failed') return t('palette.status.failed');
  if (options.length === 0) return t('palette.status.nothing', { query: query.trim() });
  const count = (group: PaletteGroup) => options.filter((o) => o.group === group).length;
  const parts = PALETTE_GROUPS.filter((g) => count(g) > 0).map((g) => t(PALETTE_GROUP_COUNTS[g], { count: count(g) }));
  return t('palette.status.found', {
    found: parts.join(t('palette.status.separator')),
    enter: count('Actions') > 0 ? 'run' : 'open',
  });
}

/**
 * The command palette (Ctrl+K or ⌘K, or the top bar's Search button): run an action of the screen
 * on show, jump to any screen the role may open, or to a wine, user or cellar found by name. A combobox over a grouped listbox: the
 * arrow keys move through the options, Enter opens one, Escape closes.
 */
export function CommandPalette({ search }: CommandPaletteProps) {
  // The route table's screens (set by the app); the palette keeps those the role may open.
  const screens = useAtomValue(paletteScreensAtom);
  // What the screen on show offers (its buttons' actions), set by that screen.
  const actions = useAtomValue(screenActionsAtom);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { can } = usePermissions();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const found = useRecordSearch(query, search, open);

  const options = useMemo(() => {
    return paletteOptions(matchScreens(screens, query, can), found.records, matchActions(actions, query));
  }, [screens, query, can, found, actions]);
  const current = options[Math.min(active, options.length - 1)];

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      event.preventDefault();
      setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(0);
  };
  const choose = (option: PaletteOption | undefined) => {
    if (!option) return;
    close();
    if ('run' in option) option.run();
    else void navigate(option.path);
  };
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (last < 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (Math.min(index, last) + step + last + 1) % (last + 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(current);
    }
  };

  const groups = PALETTE_GROUPS.map((group) => ({ group, items: options.filter((o) => o.group === group) }));
  const optionId = (option: PaletteOption) => `${listId}-${option.id}`;

  return (
    <>
      <Button
        ref={triggerRef}
        variant={{ base: 'ghost', md: 'outline' }}
        size="sm"
        px={{ base: '2', md: '3' }}
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        {/* Its name is its text, shown from the tablet width up and read out on a phone, where only the icon shows. */}
        <Text as="span" hideBelow="md">
          {t('palette.trigger.label')}
        </Text>
        <VisuallyHidden hideFrom="md">{t('palette.trigger.label')}</VisuallyHidden>
        <Box
          as="kbd"
          hideBelow="md"
          fontSize="xs"
          fontFamily="inherit"
          px="1"
          borderWidth="1px"
          borderRadius="l1"
          color="fg.muted"
          aria-hidden
        >
          {t('palette.trigger.shortcut')}
        </Box>
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(event) => !event.open && close()}
        lazyMount
        unmountOnExit
        initialFocusEl={() => inputRef.current}
        finalFocusEl={() => triggerRef.current}
        placement="top"
        size="lg"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content aria-label={t('palette.dialog.label')}>
              <Dialog.Body pt="4" pb="3">
                <Input
                  ref={inputRef}
                  role="combobox"
                  aria-label={t('palette.input.label')}
                  aria-expanded={options.length > 0}
                  aria-controls={listId}
                  aria-autocomplete="list"
                  aria-activedescendant={current ? optionId(current) : undefined}
                  placeholder={t('palette.input.placeholder')}
                  value={query}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    setActive(0);
                  }}
                  onKeyDown={onInputKey}
                />
                <Text role="status" aria-live="polite" fontSize="xs" color="fg.muted" mt="2">
                  {statusText(found, options, query)}
                </Text>
                <Box
                  as="ul"
                  id={listId}
                  role="listbox"
                  aria-label={t('palette.results.label')}
                  listStyleType="none"
                  m="0"
                  p="0"
                  mt="2"
                  maxH="60vh"
                  overflowY="auto"
                >
                  {groups
                    .filter(({ items }) => items.length > 0)
                    .map(({ group, items }) => (
                      <li key={group} role="presentation">
                        <Text
                          id={`${listId}-${group}`}
                          fontSize="xs"
                          fontWeight="semibold"
                          color="fg.muted"
                          px="2"
                          pt="2"
                          pb="1"
                          aria-hidden
                        >
                          {t(PALETTE_GROUP_LABELS[group])}
                        </Text>
                        <Box
                          as="ul"
                          role="group"
                          aria-labelledby={`${listId}-${group}`}
                          listStyleType="none"
                          m="0"
                          p="0"
                        >
                          {items.map((option) => {
                            const selected = option === current;
                            return (
                              <Box
                                as="li"
                                key={option.id}
                                id={optionId(option)}
                                role="option"
                                aria-selected={selected}
                                px="2"
                                py="1.5"
                                borderRadius="l2"
                                cursor="pointer"
                                bg={selected ? 'colorPalette.subtle' : undefined}
                                colorPalette="wine"
                                onMouseMove={() => setActive(options.indexOf(option))}
                                onClick={() => choose(option)}
                              >
                                <Text fontSize="sm">{option.label}</Text>
                                {option.detail && (
                                  <Text fontSize="xs" color="fg.muted">
                                    {option.detail}
                                  </Text>
                                )}
                              </Box>
                            );
                          })}
                        </Box>
                      </li>
                    ))}
                </Box>
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
