/**
 * Emblems: the casino symbols at the heart of tiles and banners, each drawn in a
 * 100×100 box around (50, 50). They paint with the ids from `materialDefs`.
 */
import { materials, type Palette } from './palettes.ts';
import { linear, n, polygon, starPoints } from './svg.ts';

export const emblemKinds = [
  'crown',
  'gem',
  'star',
  'dice',
  'cards',
  'fish',
  'ball',
  'rocket',
  'coin',
  'cherry',
  'clover',
  'bolt',
  'chip',
  'seven',
] as const;
export type EmblemKind = (typeof emblemKinds)[number];

/** Emblems a hash may pick; rocket, fish and ball promise crash, fishing or sports, so only a theme earns them. */
export const generalEmblems: readonly EmblemKind[] = emblemKinds.filter(
  (k) => k !== 'rocket' && k !== 'fish' && k !== 'ball',
);

/**
 * Gradients the emblems paint with: #mg gold, #ms silver, #mr red, #mn green, #md dark,
 * #mf fire, #ac the palette's accent. Only those that `body` refers to are written.
 */
export function materialDefs(palette: Palette, body: string): string {
  const all: [string, readonly string[]][] = [
    ['mg', materials.gold],
    ['ms', materials.silver],
    ['mr', materials.red],
    ['mn', materials.green],
    ['md', materials.dark],
    ['mf', materials.fire],
    ['ac', palette.accent],
  ];
  return all
    .filter(([id]) => body.includes(`url(#${id})`))
    .map(([id, stops]) => linear(id, stops))
    .join('');
}

const HEART =
  'M50 88C18 64 8 48 8 33C8 19 19 10 31 10C40 10 46 15 50 22C54 15 60 10 69 10C81 10 92 19 92 33C92 48 82 64 50 88Z';
const SPADE =
  'M50 8C82 34 92 48 92 60C92 73 81 80 70 80C62 80 56 76 53 70C54 80 58 88 66 92H34C42 88 46 80 47 70C44 76 38 80 30 80C19 80 8 73 8 60C8 48 18 34 50 8Z';
const CLUB =
  'M46 56C46 74 42 84 34 92H66C58 84 54 74 54 56ZM50 10a18 18 0 1 1 0 36a18 18 0 1 1 0-36ZM28 40a18 18 0 1 1 0 36a18 18 0 1 1 0-36ZM72 40a18 18 0 1 1 0 36a18 18 0 1 1 0-36ZM50 40a12 12 0 1 1 0 24a12 12 0 1 1 0-24Z';
const DIAMOND = 'M50 6L84 50L50 94L16 50Z';

export const suits = {
  heart: { d: HEART, fill: 'url(#mr)' },
  spade: { d: SPADE, fill: 'url(#md)' },
  club: { d: CLUB, fill: 'url(#md)' },
  diamond: { d: DIAMOND, fill: 'url(#mr)' },
} as const;
export type Suit = keyof typeof suits;

/** Outline attributes; round joins and caps come from the group `emblem` wraps around it all. */
const line = (ink: string, width = 3) => `stroke="${ink}" stroke-width="${width}"`;

function crown(ink: string): string {
  const jewel = (x: number, y: number, r: number, fill: string) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" ${line(ink, 2)}/>`;
  return (
    `<path d="M14 74L9 34L31 50L50 22L69 50L91 34L86 74Z" fill="url(#mg)" ${line(ink)}/>` +
    '<path d="M14 74L9 34L31 50L50 22V74Z" fill="#fff" opacity=".2"/>' +
    `<path d="M50 40L58 52L50 64L42 52Z" fill="url(#ac)" ${line(ink, 2)}/>` +
    `<rect x="12" y="70" width="76" height="16" rx="4" fill="url(#mg)" ${line(ink)}/>` +
    jewel(9, 32, 6, 'url(#mg)') +
    jewel(50, 19, 7, 'url(#mg)') +
    jewel(91, 32, 6, 'url(#mg)') +
    jewel(50, 78, 5, 'url(#mr)') +
    jewel(31, 78, 3.5, 'url(#ac)') +
    jewel(69, 78, 3.5, 'url(#ac)')
  );
}

function gem(ink: string): string {
  return (
    `<path d="M18 38L34 18H66L82 38L50 86Z" fill="url(#ac)" ${line(ink)}/>` +
    '<path d="M34 18H66L58 38H42Z" fill="#fff" opacity=".45"/>' +
    '<path d="M18 38L34 18L42 38Z" fill="#fff" opacity=".6"/>' +
    '<path d="M82 38L66 18L58 38Z" opacity=".15"/>' +
    '<path d="M18 38H42L50 86Z" fill="#fff" opacity=".25"/>' +
    '<path d="M82 38H58L50 86Z" opacity=".28"/>' +
    `<path d="M18 38H82M42 38L50 86L58 38" fill="none" ${line(ink, 1.5)} opacity=".6"/>`
  );
}

function star(ink: string): string {
  const pts = starPoints(50, 52, 46, 20, 5);
  let bevel = '';
  for (let i = 0; i < pts.length; i++) {
    const [x1, y1] = pts[i] ?? [0, 0];
    const [x2, y2] = pts[(i + 1) % pts.length] ?? [0, 0];
    const shade = i % 2 === 0 ? 'fill="#fff" opacity=".28"' : 'opacity=".16"';
    bevel += `<path d="M50 52L${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}Z" ${shade}/>`;
  }
  return `<path d="${polygon(pts)}" fill="url(#mg)" ${line(ink)}/>${bevel}`;
}

const pipSpots: Record<number, readonly (readonly [number, number])[]> = {
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
};

function die(ink: string, x: number, y: number, size: number, turn: number, pips: 3 | 5) {
  const spots = (pipSpots[pips] ?? [])
    .map(
      ([px, py]) =>
        `<circle cx="${n(x + px * size)}" cy="${n(y + py * size)}" r="${n(size / 11)}"/>`,
    )
    .join('');
  const c = `${n(x + size / 2)} ${n(y + size / 2)}`;
  return (
    `<g transform="rotate(${turn} ${c})"><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${n(size / 5)}" fill="url(#ms)" ${line(ink)}/>` +
    `<g fill="${pips === 5 ? '#d0103a' : ink}">${spots}</g></g>`
  );
}

function dice(ink: string): string {
  return die(ink, 46, 14, 40, 18, 3) + die(ink, 12, 40, 48, -12, 5);
}

/** A card suit; `width` 0 leaves it unoutlined (the club's overlapping lobes would show seams). */
export function suitShape(suit: Suit, ink: string, transform: string, width = 3): string {
  const s = suits[suit];
  const outline = width > 0 ? ` ${line(ink, width)}` : '';
  return `<path transform="${transform}" d="${s.d}" fill="${s.fill}"${outline}/>`;
}

function cards(ink: string, suit: Suit): string {
  return (
    `<g transform="rotate(-14 46 51)"><rect x="20" y="18" width="50" height="68" rx="6" fill="url(#ac)" ${line(ink)}/>` +
    '<rect x="26" y="24" width="38" height="56" rx="3" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/></g>' +
    `<g transform="rotate(10 60 50)"><rect x="35" y="16" width="50" height="68" rx="6" fill="url(#ms)" ${line(ink)}/>` +
    suitShape(suit, ink, 'translate(43 33) scale(.34)', 0) +
    suitShape(suit, ink, 'translate(40 21) scale(.11)', 0) +
    '</g>'
  );
}

function fish(ink: string): string {
  return (
    `<path d="M26 50L6 30C11 43 11 57 6 70Z" fill="url(#ac)" ${line(ink)}/>` +
    `<path d="M42 34C48 16 62 16 70 30Z" fill="url(#ac)" ${line(ink)}/>` +
    `<path d="M18 50C32 26 64 22 84 44C88 48 88 52 84 56C64 78 32 74 18 50Z" fill="url(#mf)" ${line(ink)}/>` +
    '<path d="M24 52C40 66 62 68 80 56C62 72 36 72 24 52Z" fill="#fff" opacity=".35"/>' +
    `<path d="M62 36Q55 50 62 64M46 38Q52 50 46 62M36 42Q41 50 36 58" fill="none" ${line(ink, 2)} opacity=".45"/>` +
    `<circle cx="71" cy="45" r="6" fill="#fff" ${line(ink, 2)}/><circle cx="72.5" cy="45" r="3" fill="${ink}"/>` +
    '<g fill="#fff" fill-opacity=".25" stroke="#fff" stroke-width="2"><circle cx="90" cy="30" r="4"/><circle cx="94" cy="17" r="2.5"/></g>'
  );
}

function ball(ink: string): string {
  const centre = starPoints(50, 50, 13, 13, 5).filter((_, i) => i % 2 === 0);
  const spokes = centre
    .map(([x, y]) => `M${n(x)} ${n(y)}L${n(50 + (x - 50) * 2.2)} ${n(50 + (y - 50) * 2.2)}`)
    .join('');
  const rim = centre
    .map(([x, y]) => {
      const ox = 50 + (x - 50) * 3.1;
      const oy = 50 + (y - 50) * 3.1;
      return polygon(
        starPoints(ox, oy, 12, 12, 5, Math.atan2(y - 50, x - 50) + Math.PI).filter(
          (_, i) => i % 2 === 0,
        ),
      );
    })
    .join('');
  return (
    '<clipPath id="bc"><circle cx="50" cy="50" r="38"/></clipPath>' +
    '<circle cx="50" cy="50" r="38" fill="url(#ms)"/>' +
    `<g clip-path="url(#bc)" fill="url(#md)"><path d="${polygon(centre)}${rim}"/>` +
    `<path d="${spokes}" ${line(ink, 2.5)}/></g>` +
    '<path d="M24 34A30 30 0 0 1 44 18" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".8"/>' +
    `<circle cx="50" cy="50" r="38" fill="none" ${line(ink)}/>`
  );
}

function rocket(ink: string): string {
  return (
    '<path d="M10 88L30 68M6 70L20 56M28 96L42 82" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".7"/>' +
    '<g transform="rotate(40 50 50)">' +
    `<path d="M39 72C39 86 50 99 50 99C50 99 61 86 61 72Z" fill="url(#mf)" ${line(ink, 2)}/>` +
    `<path d="M36 54L20 76L37 71ZM64 54L80 76L63 71Z" fill="url(#mr)" ${line(ink)}/>` +
    `<path d="M50 4C67 19 71 44 64 74H36C29 44 33 19 50 4Z" fill="url(#ms)" ${line(ink)}/>` +
    `<path d="M50 4C58 11 62 18 65 27H35C38 18 42 11 50 4Z" fill="url(#mr)" ${line(ink)}/>` +
    `<circle cx="50" cy="44" r="9" fill="url(#ac)" ${line(ink)}/><circle cx="47" cy="41" r="3" fill="#fff" opacity=".7"/>` +
    `<rect x="47" y="60" width="6" height="20" rx="2" fill="url(#mr)" ${line(ink, 2)}/></g>`
  );
}

function coin(ink: string): string {
  return (
    `<circle cx="50" cy="50" r="40" fill="url(#mg)" ${line(ink)}/>` +
    '<circle cx="50" cy="50" r="35" fill="none" stroke="#fff6c0" stroke-width="3" stroke-dasharray="2 3.5" opacity=".8"/>' +
    '<circle cx="50" cy="50" r="29" fill="none" stroke="#9c5a00" stroke-width="3" opacity=".6"/>' +
    `<path d="${polygon(starPoints(50, 51, 20, 8.5, 5))}" fill="url(#mg)" stroke="#9c5a00" stroke-width="2.5" stroke-linejoin="round"/>` +
    '<path d="M20 44A31 31 0 0 1 44 19" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".7"/>'
  );
}

function cherry(ink: string): string {
  return (
    '<path d="M34 62C38 40 52 24 66 12M68 62C64 42 66 26 66 12" fill="none" stroke="#2f7a1f" stroke-width="4.5" stroke-linecap="round"/>' +
    `<path d="M66 12C76 3 91 8 95 19C83 24 72 22 66 12Z" fill="url(#mn)" ${line(ink, 2)}/>` +
    `<circle cx="32" cy="70" r="19" fill="url(#mr)" ${line(ink)}/><circle cx="70" cy="70" r="19" fill="url(#mr)" ${line(ink)}/>` +
    '<g fill="#fff" opacity=".7"><circle cx="25" cy="62" r="5"/><circle cx="63" cy="62" r="5"/></g>'
  );
}

function clover(ink: string): string {
  const leaf = (turn: number) =>
    `<path transform="rotate(${turn} 50 48) translate(50 48) scale(.45) translate(-50 -88)" d="${HEART}" fill="url(#mn)" ${line(ink, 6)}/>`;
  return (
    '<path d="M52 52C58 70 62 82 72 94" fill="none" stroke="#1f6a2a" stroke-width="6" stroke-linecap="round"/>' +
    leaf(45) +
    leaf(135) +
    leaf(225) +
    leaf(315) +
    '<circle cx="50" cy="48" r="4" fill="#fff" opacity=".5"/>'
  );
}

function bolt(ink: string): string {
  return (
    `<path d="M60 4L18 56H46L36 96L84 38H56L70 4Z" fill="url(#mg)" ${line(ink)}/>` +
    '<path d="M60 4L18 56H46L36 96L50 50H34Z" fill="#fff" opacity=".3"/>'
  );
}

function chip(ink: string): string {
  return (
    `<circle cx="50" cy="50" r="40" fill="url(#ac)" ${line(ink)}/>` +
    '<circle cx="50" cy="50" r="34" fill="none" stroke="#fff" stroke-width="11" stroke-dasharray="8.9 8.9"/>' +
    `<circle cx="50" cy="50" r="24" fill="url(#ac)" ${line(ink, 2)}/>` +
    '<circle cx="50" cy="50" r="20" fill="none" stroke="#fff" stroke-width="1.5" stroke-dasharray="3 3" opacity=".8"/>' +
    `<path d="${polygon(starPoints(50, 51, 12, 5, 5))}" fill="url(#mg)"/>` +
    '<path d="M18 40A33 33 0 0 1 40 17" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".5"/>'
  );
}

function seven(ink: string): string {
  const d = 'M20 14H82V28L54 90H30L58 32H20Z';
  return (
    `<path d="${d}" fill="none" stroke="url(#mg)" stroke-width="12" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="url(#mr)" ${line(ink)}/>` +
    '<path d="M24 18H78V24H24Z" fill="#fff" opacity=".35"/>'
  );
}

/** Draws the emblem in its 100×100 box; `suit` matters only for cards. */
export function emblem(kind: EmblemKind, ink: string, suit: Suit = 'spade'): string {
  return `<g stroke-linejoin="round" stroke-linecap="round">${shape(kind, ink, suit)}</g>`;
}

function shape(kind: EmblemKind, ink: string, suit: Suit): string {
  switch (kind) {
    case 'crown':
      return crown(ink);
    case 'gem':
      return gem(ink);
    case 'star':
      return star(ink);
    case 'dice':
      return dice(ink);
    case 'cards':
      return cards(ink, suit);
    case 'fish':
      return fish(ink);
    case 'ball':
      return ball(ink);
    case 'rocket':
      return rocket(ink);
    case 'coin':
      return coin(ink);
    case 'cherry':
      return cherry(ink);
    case 'clover':
      return clover(ink);
    case 'bolt':
      return bolt(ink);
    case 'chip':
      return chip(ink);
    case 'seven':
      return seven(ink);
  }
}

/** Game codes that name their theme get the matching emblem; the rest are left to the hash. */
const themes: readonly [RegExp, EmblemKind][] = [
  [/crash|crsh|aviat|rocket|jet|space|moon|plane|fly|launch/, 'rocket'],
  [/fish|ocean|sea|shark|reef|whale|mermaid/, 'fish'],
  [/dice|sicbo|sic-bo|craps|dadu/, 'dice'],
  [/poker|card|holdem|blackjack|baccarat|ace|texas|niu|teen/, 'cards'],
  [/roulette|chip|casino|table/, 'chip'],
  [/ball|soccer|football|sport|goal|penalty|keno|bingo/, 'ball'],
  [/king|queen|royal|crown|emperor|empire|prince|palace|pharaoh/, 'crown'],
  [/gem|jewel|diamond|crystal|treasure|ruby|emerald/, 'gem'],
  [/zeus|thunder|light|power|storm|olymp|gates|bolt/, 'bolt'],
  [/fruit|cherry|sweet|candy|juicy|berry/, 'cherry'],
  [/lucky|clover|irish|leprechaun|fortune/, 'clover'],
  [/777|seven|classic|retro|hot/, 'seven'],
  [/gold|coin|cash|money|rich|wealth/, 'coin'],
  [/star|galaxy|cosmic|super|mega/, 'star'],
];

export function themedEmblem(code: string): EmblemKind | undefined {
  const lower = code.toLowerCase();
  return themes.find(([re]) => re.test(lower))?.[1];
}
