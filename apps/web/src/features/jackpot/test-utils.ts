import type { getJackpot, ValueOf } from '@gamehall/contract';

/** Test helper: the jackpot as getJackpot answers it (1 % share, 1 in 100,000 per unit). */
export const jackpotAnswer = (
  over: Partial<ValueOf<typeof getJackpot>> = {},
): ValueOf<typeof getJackpot> => ({
  enabled: true,
  pool: 12_345.67,
  seed: 1_000,
  sharePercent: 1,
  oneInPerUnit: 100_000,
  winners: [],
  ...over,
});

/** Makes `matchMedia` answer `matches` for the queries given (jsdom has none). */
export function fakeMedia(matching: string[]) {
  const list = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  window.matchMedia = list;
  return () => {
    // biome-ignore lint/suspicious/noExplicitAny: jsdom has no matchMedia to put back
    delete (window as any).matchMedia;
  };
}
