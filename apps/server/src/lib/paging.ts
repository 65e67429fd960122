/** Offset and page count of a numbered page (spec §2 pagination). */
export function pageWindow(pageNo: number, pageSize: number) {
  return { offset: (pageNo - 1) * pageSize, limit: pageSize };
}

export function pageInfo(pageNo: number, pageSize: number, total: number) {
  return { pageNo, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The optional ISO bounds of a record query as dates. */
export function rangeOf(q: { from?: string; to?: string }) {
  return {
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
  };
}
