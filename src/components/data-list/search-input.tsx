import { Field, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { SearchIcon } from './icons';

const SEARCH_DEBOUNCE_MS = 300;

export interface SearchInputProps {
  /** The field's label ("Search users"). */
  label: string;
  placeholder?: string;
  /** The search the URL holds. */
  value: string;
  /** Called with the trimmed text once typing pauses; `replace` is true while refining a search. */
  onSearch: (search: string, options: { replace: boolean }) => void;
  delayMs?: number;
}

/**
 * The debounced search box. It keeps its own text while the user types (so focus and keystrokes
 * are never lost to a pending navigation) and adopts the URL's value only when the URL changes
 * for another reason (Back, Forward, Clear filters).
 */
export function SearchInput({ label, placeholder, value, onSearch, delayMs = SEARCH_DEBOUNCE_MS }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [committed, setCommitted] = useState(value);

  if (value !== seen) {
    setSeen(value);
    if (value !== committed) {
      setText(value);
      setCommitted(value);
    }
  }

  const commit = (next: string) => {
    // The first search pushes a history entry; refining it replaces that entry.
    const replace = committed !== '';
    setCommitted(next);
    onSearch(next, { replace });
  };
  const commitLater = useEffectEvent(commit);

  useEffect(() => {
    const next = text.trim();
    if (next === committed) return undefined;
    const id = window.setTimeout(() => commitLater(next), delayMs);
    return () => window.clearTimeout(id);
  }, [text, committed, delayMs]);

  return (
    <Field.Root flex="1" minW={{ base: 'full', md: '64' }}>
      <Field.Label>{label}</Field.Label>
      <InputGroup startElement={<SearchIcon />}>
        <Input
          type="search"
          size="sm"
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && text.trim() !== committed) commit(text.trim());
          }}
        />
      </InputGroup>
    </Field.Root>
  );
}
