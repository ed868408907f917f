export type PageWindowItem = number | 'gap';

/**
 * The page numbers to offer (1-based): always the first and last, the current page with `radius`
 * pages either side, and 'gap' where pages are skipped. A gap never hides a single page.
 */
export function pageWindow(current: number, total: number, radius = 1): PageWindowItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(current, 1), total);
  const wanted = new Set<number>([1, total]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= total) wanted.add(p);
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}
