import { Field, Flex, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { MIN_VINTAGE } from '@/api/wines';
import { MAX_VINTAGE_QUERY, parseVintage } from '@/api/wines';

export interface VintageRangeFilterProps {
  from: number | null;
  to: number | null;
  /** One end changed; the other is left as the URL holds it. */
  onChange: (change: { vintageFrom: number | null } | { vintageTo: number | null }) => void;
}

/**
 * "Vintage from" and "Vintage to" years, applied on Enter or when a field is left. A year on the
 * wrong side of the other end is refused on its field, with the API's message.
 */
export function VintageRangeFilter({ from, to, onChange }: VintageRangeFilterProps) {
  return (
    <Flex gap="2" align="flex-start">
      <YearField
        label="Vintage from"
        value={from}
        conflict={(year) => (to !== null && year > to ? 'Vintage from must not be after vintage to' : null)}
        onCommit={(year) => year !== from && onChange({ vintageFrom: year })}
      />
      <YearField
        label="Vintage to"
        value={to}
        conflict={(year) => (from !== null && year < from ? 'Vintage to must not be before vintage from' : null)}
        onCommit={(year) => year !== to && onChange({ vintageTo: year })}
      />
    </Flex>
  );
}

interface YearFieldProps {
  label: string;
  value: number | null;
  /** Why this year cannot go with the other end of the range, if it cannot. */
  conflict: (year: number) => string | null;
  onCommit: (year: number | null) => void;
}

function YearField({ label, value, conflict, onCommit }: YearFieldProps) {
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
  const error = trimmed !== '' && year === null ? `A year from ${MIN_VINTAGE} to ${MAX_VINTAGE_QUERY}` : year === null ? null : conflict(year);
  const commit = () => {
    if (error === null) onCommit(year);
  };
  return (
    <Field.Root w="28" flexShrink={0} invalid={error !== null}>
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
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
