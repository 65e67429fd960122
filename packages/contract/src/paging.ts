import * as z from 'zod/mini';

/** A count asked for in a query string: a whole number from 1 to `max`, `fallback` when absent. */
export const countQuery = (max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);

/** A whole number from `min` to `max` asked for in a query string (an id, an index). */
export const intQuery = (min: number, max: number) =>
  z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

/** Numbered pages of a record list (product §2 numbered pagination). */
export const PageQuery = {
  pageNo: countQuery(100_000, 1),
  pageSize: countQuery(100, 10),
};

/** A date range of a record page, ISO instants; the site computes them from its presets. */
export const RangeQuery = {
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
};

/** What every paged answer carries besides its list. */
export const PageInfo = {
  pageNo: z.int(),
  totalPages: z.int(),
  total: z.int(),
};
