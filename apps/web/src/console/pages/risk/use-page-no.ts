import { useState } from 'react';

/**
 * A page number that goes back to the first page whenever what is asked changes (the days,
 * a filter): page 3 of another question means nothing.
 */
export function usePageNo(...asked: unknown[]) {
  const key = JSON.stringify(asked);
  const [at, setAt] = useState({ key, pageNo: 1 });
  const pageNo = at.key === key ? at.pageNo : 1;
  return [pageNo, (next: number) => setAt({ key, pageNo: next })] as const;
}
