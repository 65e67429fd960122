import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney, Money } from './money.tsx';

describe('formatMoney', () => {
  it('writes two decimals with thousands separators', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('5.00');
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(999.999)).toBe('1,000.00');
  });

  it('puts a minus before negative amounts, but never shows -0.00', () => {
    expect(formatMoney(-1234.5)).toBe('-1,234.50');
    expect(formatMoney(-0.01)).toBe('-0.01');
    expect(formatMoney(-0)).toBe('0.00');
    expect(formatMoney(-0.001)).toBe('0.00');
  });

  it('reads decimal strings from the wire', () => {
    expect(formatMoney('2500.1')).toBe('2,500.10');
    expect(formatMoney('-10')).toBe('-10.00');
  });

  it('shows a dash pair for what is not an amount', () => {
    expect(formatMoney(Number.NaN)).toBe('--');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('--');
    expect(formatMoney('')).toBe('--');
    expect(formatMoney('abc')).toBe('--');
  });
});

describe('Money', () => {
  it('writes the symbol after the minus', () => {
    const { container, rerender } = render(<Money value={-1500} symbol="¥" />);
    expect(container.textContent).toBe('-¥1,500.00');
    rerender(<Money value={1500} symbol="P" />);
    expect(container.textContent).toBe('P1,500.00');
    rerender(<Money value={1500} />);
    expect(container.textContent).toBe('1,500.00');
  });

  it('masks the amount when hidden', () => {
    render(<Money value={1500} symbol="¥" masked />);
    expect(screen.getByText('***')).toBeTruthy();
    expect(screen.queryByText(/1,500/)).toBeNull();
  });

  it('keeps left-to-right order inside right-to-left pages', () => {
    const { container } = render(<Money value={-3} symbol="$" />);
    expect(container.querySelector('span')?.getAttribute('dir')).toBe('ltr');
  });
});
