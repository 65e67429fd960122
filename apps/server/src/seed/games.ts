import { CATALOGUE_FORMAT, type CatalogueFeed } from '@gamehall/contract';
import { LIVE_ENGINES, playTypesOf } from '@gamehall/games';
import { SPORTSBOOK_ENGINE } from '../modules/games/index.ts';
import { displayNameOf, gamesOfArea } from '../modules/lottery/index.ts';
import { type CategorySeed, categorySeeds, type VendorSeed, vendorSeeds } from './catalog-data.ts';
import { createRng, type Rng, seedOf } from './prng.ts';

type FeedGame = CatalogueFeed['vendors'][number]['games'][number];

/** Word lists as one string each, so the formatter keeps them short. */
const words = (text: string) => text.split(' ');

const adjectives = words(
  'Golden Lucky Mystic Wild Royal Crimson Emerald Silver Blazing Frozen Ancient Cosmic Thunder Jade Sapphire Midnight Sunny Electric Velvet Shadow Neon Tiny Mighty Sacred',
);
const nouns = words(
  'Dragon Tiger Phoenix Lotus Pharaoh Koi Panda Jungle Fortune Temple Pirates Galaxy Orchard Treasure Volcano Carnival Lantern Harvest Safari Castle Comet Reef Bandit Mermaid Samurai Fiesta',
);
/** Slot titles often carry a series name; '' keeps the plain pair in the mix. */
const suffixes = [
  '',
  '',
  '',
  'Deluxe',
  'Megaways',
  'Hold & Win',
  'Rising',
  'Bonanza',
  'Link',
  'Riches',
  'Blitz',
  'Frenzy',
  'Legends',
  'Quest',
];
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
/** The in-house slot models a demo slot plays on (packages/games slot models). */
export const DEMO_SLOT_ENGINES = ['slot-sevens', 'slot-jade-temple', 'slot-cosmic-gems'] as const;
/**
 * In-house games behind demo titles of these classifies: roulette and baccarat played
 * alone, the rest at the shared live tables (modules/live, decision 034).
 */
const classifyEngines: Record<string, string> = {
  ROU: 'roulette',
  BAC: 'baccarat',
  SIC: 'sicbo',
  DAT: 'dragon-tiger',
  SD: 'sedie',
  FT: 'fantan',
  YSX: 'fish-prawn-crab',
  NN: 'niuniu',
  WZPJ: 'pai-gow',
  TCP: 'three-card-poker',
  HE: 'casino-holdem',
  BJ: 'blackjack',
};
/**
 * The card rooms where players play each other (decision 036): niu niu's banker grab, zha
 * jin hua, MT (Texas hold'em) and MJ (Hong Kong mahjong, four seats). Other PVP titles
 * are tables against the banker.
 */
const pvpEngines: Record<string, string> = {
  NN: 'niuniu-grab',
  ZJH: 'zhajinhua',
  MT: 'holdem',
  MJ: 'mahjong',
};
const CRASH_TITLES = 24;
/** The cockfight pit's titles: one table, listed under a few arena names. */
const COCKFIGHT_ARENAS = ['Sabong Pit', 'Derby Arena', 'Gallera Royale'];
const PLAY_TYPES = ['STANDARD', 'BIG_SMALL', 'SUM'];
const ROOM_TIERS = [
  ['beginner', 'Beginner', 1],
  ['standard', 'Standard', 10],
  ['high', 'High Roller', 100],
] as const;

/** A display name for the i-th title of a vendor (made unique by the caller). */
function gameName(
  cat: CategorySeed,
  vendor: VendorSeed,
  i: number,
  rng: Rng,
  classify: string | null,
) {
  if (vendor.crash) return `${rng.pick(adjectives)} ${crashNouns[i % crashNouns.length]}`;
  if (vendor.cockfight) return COCKFIGHT_ARENAS[i] ?? `Sabong Pit ${i + 1}`;
  switch (cat.code) {
    case 'RNG':
      return `${rng.pick(adjectives)} ${rng.pick(nouns)} ${rng.pick(suffixes)}`.trim();
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

function engineOf(cat: CategorySeed, vendor: VendorSeed, classify: string | null, rng: Rng) {
  if (vendor.crash) return 'crash';
  if (vendor.cockfight) return 'cockfight';
  // Every fish title plays the in-house sea (its name and art are the vendor's own).
  if (cat.code === 'FISH') return 'fish';
  // Every sportsbook title opens the in-house book as its vendor's (decision 037).
  if (cat.code === 'SPORTS' || cat.code === 'ESPORTS') return SPORTSBOOK_ENGINE;
  if (cat.code === 'RNG') return rng.pick(DEMO_SLOT_ENGINES);
  if (cat.code === 'PVP' && classify && classify in pvpEngines) return pvpEngines[classify];
  if (cat.code === 'LIVE' || cat.code === 'PVP') return classifyEngines[classify ?? ''] ?? null;
  return null;
}

/**
 * 0 offers a free trial: most slots and fish games, and every other title of a live
 * table this server deals (their players watch and learn with demo money first).
 */
function supportPlayOf(
  cat: CategorySeed,
  vendor: VendorSeed,
  classify: string | null,
  i: number,
  rng: Rng,
) {
  if (cat.code === 'RNG' || cat.code === 'FISH') return rng.chance(0.6) ? 0 : 1;
  if (vendor.cockfight) return i % 2 === 0 ? 0 : 1;
  const engine = classifyEngines[classify ?? ''];
  // Titles take the classifies in turn: every other round of the list offers the trial.
  return engine && engine in LIVE_ENGINES && Math.floor(i / cat.classify.length) % 2 === 0 ? 0 : 1;
}

/** An in-house lottery area's games, each with its first play type. */
function lotteryGames(area: 'ELOTT' | 'VN' | 'SEA'): FeedGame[] {
  return gamesOfArea(area).map((game, i) => ({
    gameCode: game.code,
    name: displayNameOf(game),
    gameClassify: null,
    supportPlay: 1,
    minBet: 0.02,
    lines: 0,
    isHot: i === 0 ? 1 : 0,
    engine: 'lottery',
    defaultPlayType: playTypesOf(game.family)[0]?.id ?? null,
  }));
}

function vendorGames(vendor: VendorSeed): FeedGame[] {
  if (vendor.inHouseLottery) return lotteryGames(vendor.inHouseLottery);
  const cat = categorySeeds.find((c) => c.code === vendor.category);
  if (!cat) throw new Error(`vendor ${vendor.code} has unknown category ${vendor.category}`);
  const rng = createRng(seedOf(vendor.code));
  const used = new Set<string>();
  const count = vendor.crash
    ? CRASH_TITLES
    : vendor.cockfight
      ? COCKFIGHT_ARENAS.length
      : cat.games;
  const games: FeedGame[] = [];
  for (let i = 0; i < count; i++) {
    const classify = vendor.crash
      ? 'Crash'
      : vendor.cockfight
        ? null
        : (cat.classify[i % cat.classify.length] ?? null);
    let name = gameName(cat, vendor, i, rng, classify);
    // Word pairs can repeat; a numeral keeps names unique without changing the look.
    for (let n = 2; used.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
    used.add(name);
    const minBet = rng.pick(cat.minBets);
    games.push({
      gameCode: `${vendor.code.toLowerCase()}-${String(i + 1).padStart(4, '0')}`,
      name,
      gameClassify: classify,
      supportPlay: supportPlayOf(cat, vendor, classify, i, rng),
      minBet,
      lines: rng.pick(cat.lines),
      isHot: rng.chance(0.04) ? 1 : 0,
      engine: engineOf(cat, vendor, classify, rng),
      defaultPlayType: vendor.lotteryVariant ? rng.pick(PLAY_TYPES) : null,
      rooms:
        cat.code === 'PVP'
          ? ROOM_TIERS.map(([id, label, times]) => ({
              roomId: id,
              name: label,
              minBet: minBet * times,
              maxBet: minBet * times * 50,
              seats: classify === 'MJ' ? 4 : 6,
            }))
          : undefined,
    });
  }
  return games;
}

/**
 * The demo vendors' feed, deterministic: the same ~10,000 titles on every machine and
 * every run. The seed imports it through the same path as an operator's feed.
 */
export function demoFeed(): CatalogueFeed {
  return {
    format: CATALOGUE_FORMAT,
    vendors: vendorSeeds.map((vendor, i) => ({
      code: vendor.code,
      displayName: vendor.displayName,
      category: vendor.category as CatalogueFeed['vendors'][number]['category'],
      isHot: i % 4 === 0 ? 1 : 0,
      vassalage: vendor.vassalage === true,
      lotteryVariant: vendor.lotteryVariant ?? null,
      games: vendorGames(vendor),
    })),
  };
}
