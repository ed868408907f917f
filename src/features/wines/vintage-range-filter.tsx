import { Field, Flex, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { MIN_VINTAGE } from '@/api/wines';
import { MAX_VINTAGE_QUERY, parseVintage } from '@/api/wines';
import { t } from '@/lib/i18n';

/** The range's ends as the list applies them; null for an open end. */
export interface VintageRange {
  vintageFrom: number | null;
  vintageTo: number | null;
}

export interface VintageRangeFilterProps {
  from: number | null;
  to: number | null;
  /** The ends that changed (one or both); the rest is left as the URL holds it. */
  onChange: (change: Partial<VintageRange>) => void;
}

type End = keyof VintageRange;
const OTHER: Record<End, End> = { vintageFrom: 'vintageTo', vintageTo: 'vintageFrom' };

/** A year field's text, and what it holds: its year, or why it cannot be applied. */
interface Typed {
  text: string;
  year: number | null;
  malformed: boolean;
}

function typed(text: string): Typed {
  const trimmed = text.trim();
  const year = parseVintage(trimmed);
  return { text, year, malformed: trimmed !== '' && year === null };
}

/**
 * "Vintage from" and "Vintage to" years, applied on Enter or when a field is left. A year on the
 * wrong side of the other end is refused on its field, with the API's message. Applying one end
 * applies the other too when the year on its field fits now (what the fields show is what the list
 * shows: a "to" refused against the old "from" is applied once "from" is moved below it).
 */
export function VintageRangeFilter({ from, to, onChange }: VintageRangeFilterProps) {
  const applied: VintageRange = { vintageFrom: from, vintageTo: to };
  const shown = (end: End) => (applied[end] === null ? '' : String(applied[end]));
  const [texts, setTexts] = useState<Record<End, string>>({
    vintageFrom: shown('vintageFrom'),
    vintageTo: shown('vintageTo'),
  });
  const [seen, setSeen] = useState({ vintageFrom: shown('vintageFrom'), vintageTo: shown('vintageTo') });
  // The URL changed for another reason (Back, Clear filters): show its values.
  for (const end of ['vintageFrom', 'vintageTo'] as const) {
    if (shown(end) !== seen[end]) {
      setSeen((s) => ({ ...s, [end]: shown(end) }));
      setTexts((t) => ({ ...t, [end]: shown(end) }));
    }
  }
  const fields: Record<End, Typed> = { vintageFrom: typed(texts.vintageFrom), vintageTo: typed(texts.vintageTo) };
  /**
   * Why an end's year cannot be applied, if it cannot: malformed, or, when it is a change not yet
   * applied, on the wrong side of the other end as shown (as applied while the other field's text is
   * no year). An end the list already applies is never the one at fault.
   */
  const error = (end: End): string | null => {
    const { year, malformed } = fields[end];
    if (malformed) return t('wines.filters.yearRange', { min: MIN_VINTAGE, max: MAX_VINTAGE_QUERY });
    if (year === applied[end]) return null;
    const other = fields[OTHER[end]].malformed ? applied[OTHER[end]] : fields[OTHER[end]].year;
    if (year === null || other === null) return null;
    if (end === 'vintageFrom' && year > other) return t('wines.filters.vintageFromAfterTo');
    if (end === 'vintageTo' && year < other) return t('wines.filters.vintageToBeforeFrom');
    return null;
  };
  const commit = (end: End) => {
    if (error(end) !== null) return;
    const change: Partial<VintageRange> = {};
    for (const each of [end, OTHER[end]]) {
      if (error(each) === null && fields[each].year !== applied[each]) change[each] = fields[each].year;
    }
    if (Object.keys(change).length > 0) onChange(change);
  };
  const field = (end: End, label: string) => (
    <YearField
      label={label}
      text={texts[end]}
      error={error(end)}
      onText={(text) => setTexts((t) => ({ ...t, [end]: text }))}
      onCommit={() => commit(end)}
    />
  );
  return (
    <Flex gap="2" align="flex-start">
      {field('vintageFrom', t('wines.filters.vintageFrom'))}
      {field('vintageTo', t('wines.filters.vintageTo'))}
    </Flex>
  );
}

interface YearFieldProps {
  label: string;
  text: string;
  error: string | null;
  onText: (text: string) => void;
  onCommit: () => void;
}

function YearField({ label, text, error, onText, onCommit }: YearFieldProps) {
  return (
    <Field.Root w="28" flexShrink={0} invalid={error !== null}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('wines.filters.year')}
        maxLength={4}
        value={text}
        onChange={(e) => onText(e.currentTarget.value)}
        onBlur={onCommit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onCommit();
        }}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
