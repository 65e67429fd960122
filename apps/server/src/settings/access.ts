import net from 'node:net';
import type { Settings } from './schema.ts';

/**
 * Maintenance and region rules, compiled once per settings load so the hot path
 * (status, and the gate in front of every player call) only does set and range lookups.
 */
export interface AccessRules {
  maintenanceOn: boolean;
  /** Epoch ms, or null when maintenance has no announced end. */
  maintenanceEndMs: number | null;
  blockedCountries: ReadonlySet<string>;
  blockedRanges: net.BlockList;
  /** False when nothing is blocked, so the common case skips the geo lookup entirely. */
  anyBlocks: boolean;
}

export function compileAccessRules(s: Pick<Settings, 'maintenance' | 'regionRestriction'>) {
  const blockedRanges = new net.BlockList();
  for (const cidr of s.regionRestriction.blockedCidrs) {
    const parsed = parseCidr(cidr);
    if (parsed) blockedRanges.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return {
    maintenanceOn: s.maintenance.on,
    maintenanceEndMs: s.maintenance.end ? Date.parse(s.maintenance.end) : null,
    blockedCountries: new Set(s.regionRestriction.blockedCountries),
    blockedRanges,
    anyBlocks:
      s.regionRestriction.blockedCountries.length > 0 ||
      s.regionRestriction.blockedCidrs.length > 0,
  } satisfies AccessRules;
}

/** Maintenance counts as on only until its end time: an expired window lifts itself. */
export function maintenanceActive(rules: AccessRules, nowMs: number): boolean {
  return rules.maintenanceOn && (rules.maintenanceEndMs === null || rules.maintenanceEndMs > nowMs);
}

export function isRestricted(rules: AccessRules, ip: string, country: string): boolean {
  if (!rules.anyBlocks) return false;
  if (country && rules.blockedCountries.has(country)) return true;
  const family = net.isIP(ip);
  if (family === 0) return false;
  return rules.blockedRanges.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export interface Cidr {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** Accepts "a.b.c.d/nn", "v6::/nn" or a bare address (a single-host range). */
export function parseCidr(text: string): Cidr | null {
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const version = net.isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return null;
  return { address: address.toLowerCase(), prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** The one spelling we store, so block and unblock of the same range match. */
export function formatCidr(c: Cidr): string {
  return `${c.address}/${c.prefix}`;
}
