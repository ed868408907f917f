import { Field, Flex, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { MIN_VINTAGE } from '@/api/wines';
import { MAX_VINTAGE_FILTER, parseVintage } from './wine-list-params';

export interface VintageRangeFilterProps {
  from: number | null;
  to: number | null;
  /** One end changed; the other is left as the URL holds it. */
  onChange: (change: { vintageFrom: number | null } | { vintageTo: number | null }) => void;
}

/** "Vintage from" and "Vintage to" years, applied on Enter or when a field is left. */
export function VintageRangeFilter({ from, to, onChange }: VintageRangeFilterProps) {
  return (
    <Flex gap="2" align="flex-start">
      <YearField label="Vintage from" value={from} onCommit={(year) => year !== from && onChange({ vintageFrom: year })} />
      <YearField label="Vintage to" value={to} onCommit={(year) => year !== to && onChange({ vintageTo: year })} />
    </Flex>
  );
}

function YearField({ label, value, onCommit }: { label: string; value: number | null; onCommit: (year: number | null) => void }) {
  const shown = value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(shown);
  // The URL changed for another reason (Back, Clear filters): show its value.
  if (shown !== seen) {
    setSeen(shown);
    setText(shown);
  }
  const trimmed = text.trim();
  const year = parseVintage(trimmed);
  const invalid = trimmed !== '' && year === null;
  const commit = () => {
    if (!invalid) onCommit(year);
  };
  return (
    <Field.Root w="28" flexShrink={0} invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Year"
        maxLength={4}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <Field.ErrorText>
        A year from {MIN_VINTAGE} to {MAX_VINTAGE_FILTER}
      </Field.ErrorText>
    </Field.Root>
  );
}
