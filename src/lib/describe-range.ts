import { formatNumber } from './locale';

/** A (0-based) API page, as far as describing it goes. */
export interface RangePage {
  content: readonly unknown[];
  page: number;
  size: number;
  totalElements: number;
}

/** What the list holds, in the singular and the plural ("admin", "admins"). */
export interface RangeNoun {
  one: string;
  many: string;
}

/** "Showing 21–40 of 153 admins" (or "… of 10,000 admins") for a (0-based) API page. */
export function describeRange(page: RangePage, noun: RangeNoun): string {
  const total = page.totalElements;
  if (total === 0) return `No ${noun.many}`;
  const word = total === 1 ? noun.one : noun.many;
  if (page.content.length === 0) return `No ${noun.many} on this page (${formatNumber(total)} ${word} in all)`;
  const first = page.page * page.size + 1;
  const last = first + page.content.length - 1;
  return `Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)} ${word}`;
}
