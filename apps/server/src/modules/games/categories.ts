/**
 * The eight game categories of product §2 with their nav label keys. They are fixed by the
 * product, so an import writes any that are missing before it writes vendors.
 */
export const CATEGORIES = [
  { code: 'LIVE', sort: 1, labelKey: 'hd_live' },
  { code: 'RNG', sort: 2, labelKey: 'hd_slots' },
  { code: 'SPORTS', sort: 3, labelKey: 'hd_sports' },
  { code: 'ESPORTS', sort: 4, labelKey: 'hd_esports' },
  { code: 'LOTT', sort: 5, labelKey: 'hd_lottery' },
  { code: 'ELOTT', sort: 6, labelKey: 'hd_elott' },
  { code: 'FISH', sort: 7, labelKey: 'hd_fish' },
  { code: 'PVP', sort: 8, labelKey: 'hd_pvp' },
] as const;

/**
 * The category a vendor is shown under: product §2 splits the brand's e-sports list out of
 * SPORTS into ESPORTS.
 */
export function shownCategory(category: string, vendor: string, esports: ReadonlySet<string>) {
  return category === 'SPORTS' && esports.has(vendor) ? 'ESPORTS' : category;
}
