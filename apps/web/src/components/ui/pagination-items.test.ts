// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type PaginationItem, paginationItems } from './pagination-items.ts';

/** "1 … 4 5 6 … 10": easy to read and compare. */
const show = (items: PaginationItem[]) =>
  items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');

describe('paginationItems (range 3, margin 1)', () => {
  it('gives nothing without pages and the single page when there is one', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, -3)).toEqual([]);
    expect(show(paginationItems(1, 1))).toBe('1');
  });

  it('lists every page while they fit', () => {
    expect(show(paginationItems(1, 2))).toBe('1 2');
    expect(show(paginationItems(2, 2))).toBe('1 2');
    expect(show(paginationItems(2, 3))).toBe('1 2 3');
    expect(show(paginationItems(1, 5))).toBe('1 2 3 4 5');
    expect(show(paginationItems(5, 5))).toBe('1 2 3 4 5');
  });

  it('keeps a window of three at the start', () => {
    expect(show(paginationItems(1, 10))).toBe('1 2 3 … 10');
    expect(show(paginationItems(2, 10))).toBe('1 2 3 … 10');
    expect(show(paginationItems(3, 10))).toBe('1 2 3 4 … 10');
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(show(paginationItems(4, 10))).toBe('1 2 3 4 5 … 10');
    expect(show(paginationItems(7, 10))).toBe('1 … 6 7 8 9 10');
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(show(paginationItems(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(show(paginationItems(50, 100))).toBe('1 … 49 50 51 … 100');
  });

  it('keeps a window of three at the end', () => {
    expect(show(paginationItems(10, 10))).toBe('1 … 8 9 10');
    expect(show(paginationItems(9, 10))).toBe('1 … 8 9 10');
    expect(show(paginationItems(8, 10))).toBe('1 … 7 8 9 10');
  });

  it('clamps a page outside the range', () => {
    expect(show(paginationItems(0, 10))).toBe('1 2 3 … 10');
    expect(show(paginationItems(99, 10))).toBe('1 … 8 9 10');
    expect(show(paginationItems(Number.NaN, 4))).toBe('1 2 3 4');
  });

  it('tells the two ellipses apart', () => {
    const gaps = paginationItems(5, 10).filter((i) => i.type === 'ellipsis');
    expect(gaps).toEqual([
      { type: 'ellipsis', position: 'start' },
      { type: 'ellipsis', position: 'end' },
    ]);
  });

  it('holds its rules for every page of every size up to 40', () => {
    for (let total = 1; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        const items = paginationItems(page, total);
        const pages = items.flatMap((i) => (i.type === 'page' ? [i.page] : []));
        // Ascending, without repeats; the ends and the neighbours are always there.
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        for (const p of [1, total, page, page - 1, page + 1]) {
          if (p >= 1 && p <= total) expect(pages).toContain(p);
        }
        // An ellipsis always hides at least two pages.
        items.forEach((item, index) => {
          if (item.type !== 'ellipsis') return;
          const before = items[index - 1];
          const after = items[index + 1];
          expect(before?.type === 'page' && after?.type === 'page').toBe(true);
          if (before?.type === 'page' && after?.type === 'page') {
            expect(after.page - before.page).toBeGreaterThan(2);
          }
        });
        // Never wider than first + gap + window + gap + last.
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });
});

describe('paginationItems with other range and margin', () => {
  it('widens the window and the ends', () => {
    expect(show(paginationItems(10, 20, 5, 2))).toBe('1 2 … 8 9 10 11 12 … 19 20');
    expect(show(paginationItems(1, 20, 5, 2))).toBe('1 2 3 4 5 … 19 20');
  });

  it('puts the extra page of an even window before the current one', () => {
    expect(show(paginationItems(6, 10, 4, 1))).toBe('1 … 4 5 6 7 … 10');
  });

  it('marks hidden ends even without margin pages', () => {
    expect(show(paginationItems(5, 10, 3, 0))).toBe('… 4 5 6 …');
    expect(show(paginationItems(2, 4, 3, 0))).toBe('1 2 3 4');
  });
});
