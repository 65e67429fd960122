import type { games } from '../db/schema/index.ts';
import { type CategorySeed, categorySeeds, type VendorSeed, vendorSeeds } from './catalog-data.ts';
import { createRng, type Rng, seedOf } from './prng.ts';

type GameRow = typeof games.$inferInsert;

/** Word lists as one string each, so the formatter keeps them short. */
const words = (text: string) => text.split(' ');

const adjectives = words(
  'Golden Lucky Mystic Wild Royal Crimson Emerald Silver Blazing Frozen Ancient Cosmic Thunder Jade Sapphire Midnight Sunny Electric Velvet Shadow Neon Tiny Mighty Sacred',
);
const nouns = words(
  'Dragon Tiger Phoenix Lotus Pharaoh Koi Panda Jungle Fortune Temple Pirates Galaxy Orchard Treasure Volcano Carnival Lantern Harvest Safari Castle Comet Reef Bandit Mermaid Samurai Fiesta',
);
const crashNouns = words('Rocket Jet Balloon Comet Glider Rush Climb Orbit');
const fish = words('Shark Whale Octopus Marlin Turtle Squid Manta Koi');
const lottoNames = ['Fast 3', 'Lucky 5', '11x5', 'PK10', 'Keno 20', 'SSC', 'Mark Six', 'Pick 3'];
const classifyNames: Record<string, string> = {
  BAC: 'Baccarat',
  SIC: 'Sic Bo',
  ROU: 'Roulette',
  DAT: 'Dragon Tiger',
  BJ: 'Blackjack',
  HE: "Hold'em",
  NN: 'Niu Niu',
  ZJH: 'Zha Jin Hua',
  MJ: 'Mahjong',
  TCP: 'Three Card Poker',
  WZPJ: 'Pai Gow',
  SD: 'Sedie',
  FT: 'Fan Tan',
  YSX: 'Fish Prawn Crab',
  MT: 'Mini Texas',
};

/** A display name for the i-th title of a vendor; unique within the vendor. */
function gameName(
  cat: CategorySeed,
  vendor: VendorSeed,
  i: number,
  rng: Rng,
  classify: string | null,
) {
  if (vendor.crash) return `${rng.pick(adjectives)} ${crashNouns[i % crashNouns.length]}`;
  switch (cat.code) {
    case 'RNG':
      return `${rng.pick(adjectives)} ${rng.pick(nouns)}`;
    case 'FISH':
      return `${rng.pick(adjectives)} ${rng.pick(fish)} Hunt`;
    case 'LOTT':
    case 'ELOTT':
      return lottoNames[i % lottoNames.length] ?? 'Lotto';
    case 'SPORTS':
    case 'ESPORTS':
      return `${vendor.displayName} Sportsbook`;
    default:
      return `${classifyNames[classify ?? ''] ?? 'Table'} ${i + 1}`;
  }
}

/** Several hundred deterministic titles: the same rows on every machine and every run. */
export function generateGames(): GameRow[] {
  const rows: GameRow[] = [];
  for (const vendor of vendorSeeds) {
    const cat = categorySeeds.find((c) => c.code === vendor.category);
    if (!cat) throw new Error(`vendor ${vendor.code} has unknown category ${vendor.category}`);
    const rng = createRng(seedOf(vendor.code));
    const used = new Set<string>();
    for (let i = 0; i < cat.games; i++) {
      const classify = vendor.crash ? 'Crash' : (cat.classify[i % cat.classify.length] ?? null);
      let name = gameName(cat, vendor, i, rng, classify);
      // Word pairs can repeat; a numeral keeps names unique without changing the look.
      for (let n = 2; used.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
      used.add(name);
      const gameCode = `${vendor.code.toLowerCase()}-${String(i + 1).padStart(3, '0')}`;
      rows.push({
        vendorCode: vendor.code,
        gameCode,
        name,
        category: cat.code,
        gameClassify: classify,
        iconUrl: `/media/game/${vendor.code}/${gameCode}.svg`,
        supportPlay: cat.code === 'RNG' || cat.code === 'FISH' ? (rng.chance(0.6) ? 0 : 1) : 1,
        minBet: rng.pick(cat.minBets),
        lines: rng.pick(cat.lines),
        isHot: rng.chance(0.12) ? 1 : 0,
        sort: i + 1,
      });
    }
  }
  return rows;
}
