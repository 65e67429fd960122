import * as z from 'zod/mini';
import { defineCall, type output } from './define-call.ts';

/**
 * The operator API (bearer OPERATOR_KEY), called by `npm run operator` and, later, the
 * operator console — never by the player site.
 */
const tag = 'ops';

export const MaintenanceState = z.object({
  on: z.boolean(),
  end: z.nullable(z.string()),
  /** Whether players see maintenance now: on, and the end (if any) not yet passed. */
  active: z.boolean(),
});

export const RegionState = z.object({
  blockedCountries: z.array(z.string()),
  blockedCidrs: z.array(z.string()),
});

export const opsShowSettings = defineCall({
  method: 'GET',
  path: '/ops/settings',
  tag,
  summary: 'Every setting as players are served it, plus the live maintenance state',
  query: z.object({}),
  value: z.object({
    keyId: z.string(),
    maintenance: MaintenanceState,
    regionRestriction: RegionState,
    settings: z.record(z.string(), z.unknown()),
  }),
});

export const MaintenanceChange = z.strictObject({
  on: z.boolean(),
  until: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
});
export type MaintenanceChange = output<typeof MaintenanceChange>;

export const opsSetMaintenance = defineCall({
  method: 'POST',
  path: '/ops/maintenance',
  tag,
  summary: 'Turn maintenance on (optionally until an ISO instant) or off',
  body: MaintenanceChange,
  value: z.object({ maintenance: MaintenanceState }),
});

export const RegionChange = z
  .strictObject({
    countries: z._default(
      z
        .array(z.string().check(z.regex(/^[A-Za-z]{2}$/, 'a two-letter ISO country code')))
        .check(z.maxLength(300)),
      [],
    ),
    cidrs: z._default(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(1000)), []),
  })
  .check(
    z.refine((b) => b.countries.length + b.cidrs.length > 0, 'name at least one country or range'),
  );
export type RegionChange = output<typeof RegionChange>;

export const opsBlockRegion = defineCall({
  method: 'POST',
  path: '/ops/region/block',
  tag,
  summary: 'Block countries (ISO alpha-2) and/or IP ranges (CIDR, IPv4 or IPv6)',
  body: RegionChange,
  value: z.object({ regionRestriction: RegionState }),
});

export const opsUnblockRegion = defineCall({
  method: 'POST',
  path: '/ops/region/unblock',
  tag,
  summary: 'Lift blocks on countries and/or IP ranges',
  body: RegionChange,
  value: z.object({ regionRestriction: RegionState }),
});

export const opsReloadBrand = defineCall({
  method: 'POST',
  path: '/ops/brand/reload',
  tag,
  summary: 'Re-read the brand file into the settings (maintenance and region blocks stay)',
  value: z.object({ reloaded: z.array(z.string()), kept: z.array(z.string()) }),
});
