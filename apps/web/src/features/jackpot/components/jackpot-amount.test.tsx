import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../../test/query-client.ts';
import { siteConfig } from '../../../test/site.ts';
import { siteConfigQuery } from '../../system/index.ts';
import { COUNT_UP_MS } from '../hooks/use-count-up.ts';
import { fakeMedia } from '../test-utils.ts';
import { JackpotAmount } from './jackpot-amount.tsx';

function renderAmount(value: number) {
  const client = testQueryClient();
  client.setQueryData(siteConfigQuery().queryKey, siteConfig({ currencySymbol: '$' }));
  const ui = (pool: number) => (
    <QueryClientProvider client={client}>
      <JackpotAmount value={pool} label={(amount) => `Jackpot ${amount}`} />
    </QueryClientProvider>
  );
  const view = render(ui(value));
  return { rerender: (pool: number) => view.rerender(ui(pool)) };
}

const figure = () => screen.getByRole('status');
/** What the eye sees (the name says the pool the server gave). */
const shownText = () => figure().textContent ?? '';
const shownValue = () => Number(shownText().replace(/[$,]/g, ''));

let restoreMedia: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
  restoreMedia?.();
  restoreMedia = undefined;
});

describe('the jackpot figure', () => {
  it('shows the pool at once, named for screen readers but not announced', () => {
    renderAmount(12_345.67);
    expect(figure().getAttribute('aria-label')).toBe('Jackpot $12,345.67');
    expect(figure().getAttribute('aria-live')).toBe('off');
    expect(shownText()).toBe('$12,345.67');
  });

  it('counts up to a bigger pool over a second, its name at the new pool at once', async () => {
    const amount = renderAmount(1_000);
    amount.rerender(2_000);
    expect(figure().getAttribute('aria-label')).toBe('Jackpot $2,000.00');
    expect(shownText()).toBe('$1,000.00');

    await act(() => vi.advanceTimersByTimeAsync(COUNT_UP_MS / 2));
    const halfWay = shownValue();
    expect(halfWay).toBeGreaterThan(1_000);
    expect(halfWay).toBeLessThan(2_000);

    await act(() => vi.advanceTimersByTimeAsync(COUNT_UP_MS));
    expect(shownText()).toBe('$2,000.00');
  });

  it('counts on from where it is when a new pool comes half-way', async () => {
    const amount = renderAmount(1_000);
    amount.rerender(2_000);
    await act(() => vi.advanceTimersByTimeAsync(COUNT_UP_MS / 2));
    const halfWay = shownValue();
    amount.rerender(3_000);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(shownValue()).toBeGreaterThanOrEqual(halfWay);
    await act(() => vi.advanceTimersByTimeAsync(COUNT_UP_MS + 50));
    expect(shownText()).toBe('$3,000.00');
  });

  it('drops to a smaller pool at once (it was won and starts again from its seed)', () => {
    const amount = renderAmount(50_000);
    amount.rerender(1_000);
    expect(shownText()).toBe('$1,000.00');
  });

  it('shows the new pool at once for a visitor who asks for less motion', () => {
    restoreMedia = fakeMedia(['(prefers-reduced-motion: reduce)']);
    const amount = renderAmount(1_000);
    amount.rerender(1_234.5);
    expect(shownText()).toBe('$1,234.50');
  });
});
