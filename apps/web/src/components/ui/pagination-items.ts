export type PaginationItem =
  | { type: 'page'; page: number }
  | { type: 'ellipsis'; position: 'start' | 'end' };

/**
 * The page list of the numbered pagination (product §9: range 3, margin 1).
 *
 * `range` is how many page numbers form the window around the current page (3 means
 * the current one and one either side, moved inwards near the ends so the window keeps
 * its size); `margin` pages are always shown at each end. A gap of exactly one page
 * shows that page, since an ellipsis would take the same room and hide it.
 */
export function paginationItems(
  page: number,
  total: number,
  range = 3,
  margin = 1,
): PaginationItem[] {
  const last = Math.floor(total);
  if (!(last >= 1)) return [];
  const current = Math.min(Math.max(Math.floor(page) || 1, 1), last);
  const size = Math.max(1, Math.floor(range));
  const edge = Math.max(0, Math.floor(margin));

  let low = Math.max(1, current - Math.floor(size / 2));
  const high = Math.min(last, low + size - 1);
  low = Math.max(1, high - size + 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(edge, last); p++) shown.add(p);
  for (let p = low; p <= high; p++) shown.add(p);
  for (let p = Math.max(1, last - edge + 1); p <= last; p++) shown.add(p);

  const items: PaginationItem[] = [];
  // 0 and last + 1 stand for the edges, so a margin of 0 still marks hidden pages there.
  let previous = 0;
  for (const p of [...[...shown].sort((a, b) => a - b), last + 1]) {
    if (p - previous === 2) {
      items.push({ type: 'page', page: p - 1 });
    } else if (p - previous > 2) {
      items.push({ type: 'ellipsis', position: p <= current ? 'start' : 'end' });
    }
    if (p <= last) items.push({ type: 'page', page: p });
    previous = p;
  }
  return items;
}
