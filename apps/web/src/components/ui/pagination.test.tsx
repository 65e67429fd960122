import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';

function Controlled({ total, start = 1 }: { total: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} totalPages={total} onChange={setPage} />;
}

/** The visible row as text: page numbers, "…" for gaps. */
function row() {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return Array.from(nav.querySelectorAll('li'))
    .map((li) => li.textContent)
    .filter((text) => text !== '')
    .join(' ');
}

describe('Pagination', () => {
  it('renders nothing for a single page or none', () => {
    const { container, rerender } = render(
      <Pagination page={1} totalPages={1} onChange={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(<Pagination page={1} totalPages={0} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the pages with ellipses and marks the current one', () => {
    render(<Controlled total={20} start={10} />);
    expect(row()).toBe('1 … 9 10 11 … 20');
    const current = screen.getByRole('button', { name: 'Page 10' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 9' }).getAttribute('aria-current')).toBeNull();
  });

  it('uses the label it is given for the landmark', () => {
    render(<Pagination page={1} totalPages={3} onChange={() => {}} label="Notice pages" />);
    expect(screen.getByRole('navigation', { name: 'Notice pages' }).tagName).toBe('NAV');
  });

  it('disables first and previous on the first page, next and last on the last', async () => {
    const user = userEvent.setup();
    render(<Controlled total={5} />);
    expect(screen.getByRole('button', { name: 'First page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'First page' })).toHaveProperty('disabled', false);
  });

  it('moves with next, previous, first and page numbers', async () => {
    const user = userEvent.setup();
    render(<Controlled total={12} />);
    expect(row()).toBe('1 2 3 … 12');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(row()).toBe('1 2 3 4 5 … 12');

    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(row()).toBe('1 … 4 5 6 … 12');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(row()).toBe('1 2 3 … 12');
  });

  it('reports only real changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination page={3} totalPages={6} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onChange).toHaveBeenCalledWith(6);
  });

  it('keeps the ellipses out of the accessibility tree', () => {
    render(<Controlled total={30} start={15} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    // 4 arrows and 5 pages; the two gaps are hidden from assistive technology.
    expect(within(nav).getAllByRole('button')).toHaveLength(9);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(9);
  });
});
