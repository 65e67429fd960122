/** The optional ISO bounds of a record query as dates. */
export function rangeOf(q: { from?: string; to?: string }) {
  return {
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
  };
}

/**
 * One numbered page of a record list (product §2 pagination): the rows to skip and take,
 * the date range, and the page facts every paged answer carries once the total is known.
 */
export function paging(q: { pageNo: number; pageSize: number; from?: string; to?: string }) {
  return {
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
    range: rangeOf(q),
    info: (total: number) => ({
      pageNo: q.pageNo,
      total,
      totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    }),
  };
}
