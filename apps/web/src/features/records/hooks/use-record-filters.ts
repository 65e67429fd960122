import { useCallback, useMemo, useState } from 'react';
import { type DatePreset, PAGE_SIZE, presetRange } from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';

export interface RecordFilters {
  preset: DatePreset;
  setPreset: (preset: DatePreset) => void;
  page: number;
  setPage: (page: number) => void;
  /** The preset's range in the brand's time zone, as ISO instants. */
  range: { from: string; to: string };
  /** Range and page as a paged record call takes them. */
  query: { from: string; to: string; pageNo: number; pageSize: number };
}

/** The date range and page of a record page; a new range starts again at page 1. */
export function useRecordFilters(initial: DatePreset = 'today'): RecordFilters {
  const timeZone = useSiteConfig().data?.timeZone;
  const [preset, choose] = useState(initial);
  const [page, setPage] = useState(1);
  // Whole days: the range (and the query key) holds still while the page is open.
  const range = useMemo(() => presetRange(preset, new Date(), timeZone), [preset, timeZone]);
  const setPreset = useCallback((next: DatePreset) => {
    choose(next);
    setPage(1);
  }, []);
  const query = useMemo(() => ({ ...range, pageNo: page, pageSize: PAGE_SIZE }), [range, page]);
  return { preset, setPreset, page, setPage, range, query };
}
