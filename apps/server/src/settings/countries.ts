import { countries } from 'countries-list';

export interface CountryEntry {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

let cached: CountryEntry[] | undefined;

/**
 * Every country with its dialing code, from countries-list (the data geoip-country uses
 * too), sorted by English name. Countries with several codes use the first, the one
 * numbers are usually written with.
 */
export function countryList(): CountryEntry[] {
  cached ??= Object.entries(countries)
    .filter(([, c]) => c.phone.length > 0)
    .map(([code, c]) => ({
      countryCode: code,
      countryDialingCode: `+${c.phone[0]}`,
      name: c.name,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}

export function isKnownCountry(code: string): boolean {
  return Object.hasOwn(countries, code);
}

/**
 * The brand's countries, as the dialing list shows them, in the brand's order: the first
 * is its home country, the dialing code a visitor from anywhere else starts with.
 */
export function brandCountries(codes: readonly string[]): CountryEntry[] {
  const byCode = new Map(countryList().map((c) => [c.countryCode, c]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

/**
 * Every dialing code (digits, "52") of the brand's countries, all of each country's codes
 * (countries-list gives some several), so a number the list offers is always accepted.
 */
export function dialingCodesOf(codes: readonly string[]): Set<string> {
  const known = countries as Record<string, { phone: number[] }>;
  return new Set(codes.flatMap((code) => (known[code]?.phone ?? []).map(String)));
}
