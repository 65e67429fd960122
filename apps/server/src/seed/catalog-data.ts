/**
 * Demo catalogue: invented vendors (never real brands) in the eight categories of product
 * §2, about 10,000 titles in all (product §9 promotes "nearly 10,000" slots). `games` is
 * how many titles each vendor of the category gets; stakes are decimals as in a feed.
 */
export interface CategorySeed {
  code: string;
  games: number;
  classify: readonly (string | null)[];
  minBets: readonly number[];
  lines: readonly number[];
}

export const categorySeeds: readonly CategorySeed[] = [
  {
    code: 'LIVE',
    games: 60,
    classify: ['BAC', 'SIC', 'ROU', 'DAT', 'BJ', 'HE'],
    minBets: [1, 5, 10, 20],
    lines: [0],
  },
  {
    code: 'RNG',
    games: 1200,
    classify: [null],
    minBets: [0.1, 0.2, 0.5, 1, 2],
    lines: [1, 5, 9, 10, 20, 25, 30, 40, 50, 243],
  },
  { code: 'SPORTS', games: 1, classify: [null], minBets: [1], lines: [0] },
  { code: 'ESPORTS', games: 1, classify: [null], minBets: [1], lines: [0] },
  { code: 'LOTT', games: 12, classify: [null], minBets: [0.1, 1], lines: [0] },
  { code: 'ELOTT', games: 16, classify: [null], minBets: [0.1, 1], lines: [0] },
  { code: 'FISH', games: 150, classify: [null], minBets: [0.1, 0.5, 1], lines: [0] },
  {
    code: 'PVP',
    games: 150,
    classify: ['NN', 'ZJH', 'MJ', 'TCP', 'WZPJ', 'SD', 'FT', 'YSX', 'MT'],
    minBets: [1, 5, 10],
    lines: [0],
  },
];

export interface VendorSeed {
  code: string;
  displayName: string;
  category: string;
  /** Crash titles get gameClassify 'Crash' so /rng?gameClassify=Crash has games. */
  crash?: boolean;
  /** Lottery vendors: which lottery page their games open (product §2). */
  lotteryVariant?: 'LOTT' | 'SEA' | 'VN';
  /** Its games open the vendor's game list in a popup (product §2 vassalage). */
  vassalage?: boolean;
  /** An in-house lottery area: its games are the lottery module's (decisions 031, 032). */
  inHouseLottery?: 'ELOTT' | 'VN' | 'SEA';
  /** The in-house cockfight pit (product §1's cockfight area), a live table (decision 034). */
  cockfight?: boolean;
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
  {
    code: 'GHVN',
    displayName: 'Gamehall Vietnam Lottery',
    category: 'LOTT',
    lotteryVariant: 'VN',
    inHouseLottery: 'VN',
  },
  {
    code: 'GHSA',
    displayName: 'Gamehall SEA Lottery',
    category: 'LOTT',
    lotteryVariant: 'SEA',
    inHouseLottery: 'SEA',
  },
  // The demo's other lottery vendors resell the house's draws of their page's area.
  {
    code: 'LTHB',
    displayName: 'Lotto Harbor',
    category: 'LOTT',
    lotteryVariant: 'LOTT',
    inHouseLottery: 'ELOTT',
  },
  {
    code: 'SNRL',
    displayName: 'Sunrise Lottery',
    category: 'LOTT',
    lotteryVariant: 'SEA',
    inHouseLottery: 'SEA',
  },
  {
    code: 'FWLT',
    displayName: 'Fortune Wheel Lotto',
    category: 'LOTT',
    lotteryVariant: 'VN',
    inHouseLottery: 'VN',
  },
  {
    code: 'GHLT',
    displayName: 'Gamehall Lottery',
    category: 'ELOTT',
    lotteryVariant: 'LOTT',
    inHouseLottery: 'ELOTT',
  },
  // The demo's other e-lottery vendors resell the house's draws (as every fish title plays
  // the in-house sea): their titles open the in-house e-lottery games.
  ...v('ELOTT', [
    ['NOVD', 'Nova Draw'],
    ['LKOB', 'Lucky Orbit'],
    ['KENG', 'Keno Grove'],
    ['QPKS', 'Quick Pick Studio'],
  ]).map((vendor) => ({
    ...vendor,
    lotteryVariant: 'LOTT' as const,
    inHouseLottery: 'ELOTT' as const,
  })),
  { code: 'CRLH', displayName: 'Coral Hunt', category: 'FISH', vassalage: true },
  ...v('FISH', [
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
  // Last, so the vendors above keep their place (and their hot flags) in the feed.
  { code: 'GHCF', displayName: 'Gamehall Cockfight', category: 'LIVE', cockfight: true },
];
