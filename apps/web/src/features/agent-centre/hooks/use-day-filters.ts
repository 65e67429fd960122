import { useCallback, useMemo, useState } from 'react';
import { type DatePreset, type DayRange, PAGE_SIZE, presetDays } from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';

/** The longest range the server reports on (its MAX_REPORT_DAYS). */
export const MAX_DAYS = 93;

export type DayPreset = DatePreset | 'custom';

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** What is wrong with a range picked by hand, if anything. */
export function rangeProblem(r: DayRange): 'order' | 'length' | null {
  if (!r.from || !r.to || dayNumber(r.to) < dayNumber(r.from)) return 'order';
  return dayNumber(r.to) - dayNumber(r.from) + 1 > MAX_DAYS ? 'length' : null;
}

export interface DayFilters {
  preset: DayPreset;
  setPreset: (preset: DayPreset) => void;
  /** The range picked by hand (shown while `preset` is custom). */
  custom: DayRange;
  setCustom: (range: DayRange) => void;
  /** The days asked for: the preset's, or the custom range once it is a valid one. */
  days: DayRange;
  page: number;
  setPage: (page: number) => void;
  /** Days and page as a paged report call takes them. */
  query: DayRange & { pageNo: number; pageSize: number };
}

/**
 * The brand's days a report covers (today, yesterday, the last 7 or 30 days, or a range
 * picked by hand) and its page; a new range starts again at page 1.
 */
export function useDayFilters(initial: DatePreset = 'last7'): DayFilters {
  const timeZone = useSiteConfig().data?.timeZone;
  const [preset, choose] = useState<DayPreset>(initial);
  const [page, setPage] = useState(1);
  const base = useMemo(
    () => presetDays(preset === 'custom' ? initial : preset, new Date(), timeZone),
    [preset, initial, timeZone],
  );
  const [custom, pick] = useState<DayRange>(base);
  const days = preset === 'custom' && rangeProblem(custom) === null ? custom : base;
  const setPreset = useCallback(
    (next: DayPreset) => {
      if (next === 'custom') pick(base);
      choose(next);
      setPage(1);
    },
    [base],
  );
  const setCustom = useCallback((range: DayRange) => {
    pick(range);
    setPage(1);
  }, []);
  const query = useMemo(
    () => ({ from: days.from, to: days.to, pageNo: page, pageSize: PAGE_SIZE }),
    [days.from, days.to, page],
  );
  return { preset, setPreset, custom, setCustom, days, page, setPage, query };
}

/**
 * One of a report's own filters (an account, a category…) beside its days: a new value
 * starts the report again at page 1, as a new range does.
 */
export function useReportFilter<T>(
  filters: Pick<DayFilters, 'setPage'>,
  initial: T,
): [T, (value: T) => void] {
  const [value, choose] = useState(initial);
  const { setPage } = filters;
  const set = useCallback(
    (next: T) => {
      choose(next);
      setPage(1);
    },
    [setPage],
  );
  return [value, set];
}
