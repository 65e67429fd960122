/** Product §9 point values per category; points never expire. */
export const pointRates = [
  { category: 'live', labelKey: 'hd_live', rate: 0.7 },
  { category: 'sports', labelKey: 'hd_sports', rate: 1 },
  { category: 'fish', labelKey: 'hd_fish', rate: 1.2 },
  { category: 'slots', labelKey: 'hd_slots', rate: 1.2 },
  { category: 'pvp', labelKey: 'hd_pvp', rate: 1 },
] as const;
