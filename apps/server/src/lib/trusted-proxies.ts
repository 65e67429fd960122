import { parseAddressList } from './address-list.ts';

/**
 * Who may tell us a client's address through `X-Forwarded-For`, in the form Fastify takes:
 * `false` (nobody: the socket's address is the client's) or a test of each hop's address.
 * Never "everybody", and never a bare hop count: with either, a client that reaches the
 * site directly forges its address by sending the header itself
 * (docs/decisions/015-trusted-proxies.md).
 */
export type TrustedProxies = false | ((address: string, hop: number) => boolean);

/**
 * Parses `TRUST_PROXY`: empty or `false`, or a comma-separated list of the proxies'
 * addresses and CIDR ranges (`loopback` included). Throws one clear line otherwise.
 */
export function parseTrustedProxies(text: string): TrustedProxies {
  const value = text.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true' || value === 'yes') {
    throw new Error(
      "would believe any client's X-Forwarded-For; give the proxies' addresses (e.g. 10.0.0.0/8 or loopback)",
    );
  }
  if (/^\d+$/.test(value)) {
    throw new Error(
      "is a hop count, which cannot tell a proxy from a client that connects directly; give the proxies' addresses (e.g. 10.0.0.0/8 or loopback)",
    );
  }
  if (value.split(',').some((e) => e.trim() === 'any')) {
    throw new Error("'any' would believe any client's X-Forwarded-For; name the proxies");
  }
  const list = parseAddressList(value);
  return (address) => list.allows(address);
}
