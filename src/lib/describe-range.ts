import { t } from './i18n';
import { formatNumber, pluralCategory } from './locale';

/** A (0-based) API page, as far as describing it goes. */
export interface RangePage {
  content: readonly unknown[];
  page: number;
  size: number;
  totalElements: number;
}

/**
 * What the list holds, in the singular and the plural ("admin", "admins"), in the language shown
 * (from the catalogue, at render), and its grammatical gender where the language has one ("cave" is
 * feminine in French: "Aucune cave"); masculine when omitted.
 */
export interface RangeNoun {
  one: string;
  many: string;
  gender?: 'feminine' | 'masculine';
}

/**
 * A noun's grammatical gender as the catalogue gives it (a `….noun.gender` key: 'feminine' or
 * 'masculine' in French, 'neuter' in English, which has none): feminine, or masculine otherwise.
 */
export const genderOf = (word: string): NonNullable<RangeNoun['gender']> =>
  word === 'feminine' ? 'feminine' : 'masculine';

/** The noun's word for `count` items in the language shown (French says "0 vin", English "0 wines"). */
const nounFor = (count: number, noun: RangeNoun): string => (pluralCategory(count) === 'one' ? noun.one : noun.many);

/** The values a list message takes for `count` items: the count (as the plural picks and as shown), the noun, its gender. */
export const nounValues = (count: number, noun: RangeNoun) => ({
  count,
  n: formatNumber(count),
  noun: nounFor(count, noun),
  gender: noun.gender ?? 'masculine',
});

/** "Showing 21–40 of 153 admins" (or "… of 10,000 admins") for a (0-based) API page. */
export function describeRange(page: RangePage, noun: RangeNoun): string {
  const total = page.totalElements;
  const gender = noun.gender ?? 'masculine';
  if (total === 0) return t('list.range.none', { gender, noun: nounFor(0, noun) });
  const word = nounFor(total, noun);
  if (page.content.length === 0)
    return t('list.range.noneOnPage', { gender, none: nounFor(0, noun), total: formatNumber(total), noun: word });
  const first = page.page * page.size + 1;
  const last = first + page.content.length - 1;
  return t('list.range.showing', {
    first: formatNumber(first),
    last: formatNumber(last),
    total: formatNumber(total),
    noun: word,
  });
}
