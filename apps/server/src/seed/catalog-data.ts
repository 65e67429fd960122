/**
 * Demo catalogue: the eight categories of spec §2 and invented vendors (never real
 * brands). `games` is how many titles each vendor of the category gets.
 */
export interface CategorySeed {
  code: string;
  sort: number;
  labelKey: string;
  games: number;
  classify: readonly (string | null)[];
  minBets: readonly bigint[];
  lines: readonly number[];
}

export const categorySeeds: readonly CategorySeed[] = [
  {
    code: 'LIVE',
    sort: 1,
    labelKey: 'hd_live',
    games: 12,
    classify: ['BAC', 'SIC', 'ROU', 'DAT', 'BJ', 'HE'],
    minBets: [100n, 500n, 1000n, 2000n],
    lines: [0],
  },
  {
    code: 'RNG',
    sort: 2,
    labelKey: 'hd_slots',
    games: 40,
    classify: [null],
    minBets: [10n, 20n, 50n, 100n, 200n],
    lines: [1, 5, 9, 10, 20, 25, 30, 40, 50, 243],
  },
  {
    code: 'SPORTS',
    sort: 3,
    labelKey: 'hd_sports',
    games: 1,
    classify: [null],
    minBets: [100n],
    lines: [0],
  },
  {
    code: 'ESPORTS',
    sort: 4,
    labelKey: 'hd_esports',
    games: 1,
    classify: [null],
    minBets: [100n],
    lines: [0],
  },
  {
    code: 'LOTT',
    sort: 5,
    labelKey: 'hd_lottery',
    games: 6,
    classify: [null],
    minBets: [10n, 100n],
    lines: [0],
  },
  {
    code: 'ELOTT',
    sort: 6,
    labelKey: 'hd_elott',
    games: 6,
    classify: [null],
    minBets: [10n, 100n],
    lines: [0],
  },
  {
    code: 'FISH',
    sort: 7,
    labelKey: 'hd_fish',
    games: 8,
    classify: [null],
    minBets: [10n, 50n, 100n],
    lines: [0],
  },
  {
    code: 'PVP',
    sort: 8,
    labelKey: 'hd_pvp',
    games: 12,
    classify: ['NN', 'ZJH', 'MJ', 'TCP', 'WZPJ', 'SD', 'FT', 'YSX', 'MT'],
    minBets: [100n, 500n, 1000n],
    lines: [0],
  },
];

export interface VendorSeed {
  code: string;
  displayName: string;
  category: string;
  /** Crash titles get gameClassify 'Crash' so /rng?gameClassify=Crash has games. */
  crash?: boolean;
}

const v = (category: string, list: [string, string][]): VendorSeed[] =>
  list.map(([code, displayName]) => ({ code, displayName, category }));

export const vendorSeeds: readonly VendorSeed[] = [
  ...v('LIVE', [
    ['AURL', 'Aurora Live'],
    ['VLVT', 'Velvet Table'],
    ['CRYD', 'Crystal Dealer'],
    ['MDNS', 'Midnight Salon'],
    ['GLDL', 'Golden Lounge'],
  ]),
  ...v('RNG', [
    ['STFG', 'Starforge Slots'],
    ['JADR', 'Jade Reels'],
    ['LKLN', 'Lucky Lantern'],
    ['THSP', 'Thunder Spin'],
    ['MYOR', 'Mystic Orchard'],
    ['GHOR', 'Gamehall Originals'],
    ['CPCN', 'Copper Coin Studio'],
  ]),
  { code: 'CRSH', displayName: 'Crash Lab', category: 'RNG', crash: true },
  ...v('SPORTS', [
    ['KCKF', 'Kickoff Sports'],
    ['PRMO', 'Prime Odds'],
    ['ARNB', 'Arena Book'],
  ]),
  ...v('ESPORTS', [
    ['PXAR', 'Pixel Arena'],
    ['FRGL', 'Frag Line'],
    ['NXOD', 'Nexus Odds'],
  ]),
  ...v('LOTT', [
    ['LTHB', 'Lotto Harbor'],
    ['SNRL', 'Sunrise Lottery'],
    ['FWLT', 'Fortune Wheel Lotto'],
  ]),
  ...v('ELOTT', [
    ['NOVD', 'Nova Draw'],
    ['LKOB', 'Lucky Orbit'],
    ['KENG', 'Keno Grove'],
    ['QPKS', 'Quick Pick Studio'],
  ]),
  ...v('FISH', [
    ['CRLH', 'Coral Hunt'],
    ['DPRF', 'Deep Reef Games'],
    ['TDCT', 'Tide Catch'],
    ['BLGF', 'Blue Lagoon Fishing'],
  ]),
  ...v('PVP', [
    ['CRDC', 'Card Citadel'],
    ['DUEL', 'Duel House'],
    ['MJGD', 'Mahjong Garden'],
    ['TBKG', 'Table Kings'],
  ]),
];
