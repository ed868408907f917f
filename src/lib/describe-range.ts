import type { Page } from '@/api/types';

/** "Showing 21–40 of 153 admins" for a (0-based) API page. */
export function describeRange(page: Pick<Page<unknown>, 'content' | 'page' | 'size' | 'totalElements'>): string {
  const total = page.totalElements;
  if (total === 0) return 'No admins';
  const noun = total === 1 ? 'admin' : 'admins';
  if (page.content.length === 0) return `No admins on this page (${total} ${noun} in all)`;
  const first = page.page * page.size + 1;
  const last = first + page.content.length - 1;
  return `Showing ${first}–${last} of ${total} ${noun}`;
}
