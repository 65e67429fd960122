/** Game tile, 300×300 (square, like most lobby grids): emblem, monogram and vendor badge. */
import { emblem, generalEmblems, materialDefs, type Suit, suits, themedEmblem } from './emblems.ts';
import { rngFor } from './hash.ts';
import { palettes } from './palettes.ts';
import {
  esc,
  FONT,
  fitText,
  glow,
  linear,
  monogram,
  n,
  shadowFilter,
  sparkle,
  sunburst,
  svgDoc,
} from './svg.ts';

export const TILE_SIZE = 300;

/** Behind the glow: a few textures so a grid of tiles does not look stamped from one mould. */
const backdrops: readonly ((turn: number) => string)[] = [
  (turn) => `<path d="${sunburst(150, 118, 260, 14, turn)}" fill="#fff" opacity=".08"/>`,
  () => {
    let rings = '';
    for (let r = 36; r < 300; r += 30) rings += `<circle cx="150" cy="118" r="${r}"/>`;
    return `<g fill="none" stroke="#fff" stroke-width="11" opacity=".06">${rings}</g>`;
  },
  () =>
    '<pattern id="pt" width="36" height="36" patternUnits="userSpaceOnUse"><path d="M18 0L36 18L18 36L0 18Z" fill="#fff" opacity=".07"/></pattern>' +
    '<rect width="300" height="300" fill="url(#pt)"/>',
  (turn) =>
    `<pattern id="pt" width="34" height="34" patternUnits="userSpaceOnUse" patternTransform="rotate(${n(20 + turn * 10)})"><rect width="15" height="34" fill="#fff" opacity=".07"/></pattern>` +
    '<rect width="300" height="300" fill="url(#pt)"/>',
];

export function gameTileSvg(vendor: string, game: string): string {
  const rng = rngFor(`game:${vendor.toLowerCase()}/${game.toLowerCase()}`);
  const palette = rng.pick(palettes);
  const kind = themedEmblem(game) ?? rng.pick(generalEmblems);
  const suit = rng.pick(Object.keys(suits) as Suit[]);
  const backdrop = rng.pick(backdrops);
  const tilt = n(rng.range(-8, 8));
  const letters = monogram(game);
  // Large enough to read when the tile is shown at 150 px.
  const badge = vendor.toUpperCase().slice(0, 8);
  const badgeWidth = Math.min(badge.length * 12.5, 130);

  let twinkles = '';
  for (let i = 0; i < 7; i++) {
    const x = rng.range(18, 282);
    const y = rng.range(18, 200);
    if (Math.hypot(x - 150, y - 118) < 95) continue;
    twinkles += sparkle(x, y, rng.range(4, 11));
  }

  const fontSize = letters.length > 2 ? 60 : 72;
  const body =
    `<rect width="300" height="300" fill="url(#bg)"/>` +
    backdrop(rng.range(0, Math.PI)) +
    '<circle cx="150" cy="118" r="125" fill="url(#gl)"/>' +
    `<path d="${twinkles}" fill="#fff" opacity=".85"/>` +
    '<ellipse cx="150" cy="300" rx="210" ry="88" fill="#000" opacity=".28"/>' +
    `<g filter="url(#sh)"><g transform="translate(150 110) rotate(${tilt}) scale(1.62) translate(-50 -50)">${emblem(kind, palette.ink, suit)}</g></g>` +
    `<text x="150" y="268" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${fontSize}" letter-spacing="2" ` +
    `fill="url(#tx)" stroke="${palette.ink}" stroke-width="9" stroke-linejoin="round" paint-order="stroke" filter="url(#sh)"${fitText(letters, fontSize, 230, 0.8)}>${esc(letters)}</text>` +
    '<rect width="300" height="300" fill="url(#vn)"/>' +
    `<rect x="10" y="10" width="${n(badgeWidth + 24)}" height="32" rx="16" fill="#000" fill-opacity=".5" stroke="#fff" stroke-opacity=".4" stroke-width="1.5"/>` +
    `<text x="${n(22 + badgeWidth / 2)}" y="32" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="17" letter-spacing="1" fill="#fff"${fitText(badge, 17, badgeWidth, 0.75)}>${esc(badge)}</text>`;

  const defs =
    linear('bg', [palette.top, palette.bottom], [0, 0, 0.6, 1]) +
    glow('gl', palette.glow, 0.85) +
    '<radialGradient id="vn" r=".75"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".55"/></radialGradient>' +
    linear('tx', ['#fffbe0', '#ffd84d', '#f0a417']) +
    materialDefs(palette, body) +
    shadowFilter('sh', 6, 5, 0.5);

  return svgDoc({
    width: TILE_SIZE,
    height: TILE_SIZE,
    title: `${game} by ${vendor}`,
    defs,
    body,
  });
}
