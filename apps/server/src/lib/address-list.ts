import { BlockList, isIP } from 'node:net';

/** Addresses that mean "this machine": the default audience of the operator API. */
const LOOPBACK = ['127.0.0.0/8', '::1/128'];

export interface AddressList {
  /** True when `ip` (IPv4, IPv6 or IPv4-mapped IPv6) is on the list. */
  allows(ip: string): boolean;
  /** The list as configured, for the log and the docs. */
  readonly text: string;
}

/**
 * Parses `any`, `loopback`, or a comma-separated list of addresses and CIDR ranges
 * (`10.0.0.0/8, 2001:db8::/32, loopback`). Throws one clear line on a bad entry, so the
 * config check can stop the server with it. node:net's BlockList does the matching,
 * IPv4-mapped IPv6 included.
 */
export function parseAddressList(text: string): AddressList {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('names no address');
  if (entries.includes('any')) {
    if (entries.length > 1) throw new Error("'any' cannot be combined with addresses");
    return { allows: () => true, text: 'any' };
  }
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => (e === 'loopback' ? LOOPBACK : [e]))) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const prefix = bits === undefined ? max : Number(bits);
    if (!family || extra !== undefined || !/^\d{1,3}$/.test(String(prefix)) || prefix > max) {
      throw new Error(`'${entry}' is not an address or CIDR range`);
    }
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return {
    allows: (ip) => {
      const family = isIP(ip);
      return family !== 0 && list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
    },
    text: entries.join(','),
  };
}
