/** Vendor logo, 240×80: a lettered mark beside a two-tone wordmark of the vendor code. */
import { rngFor } from './hash.ts';
import { palettes } from './palettes.ts';
import { esc, FONT, fitText, linear, polygon, starPoints, svgDoc } from './svg.ts';

const taglines = ['GAMING', 'GAMES', 'STUDIO', 'INTERACTIVE', 'ENTERTAINMENT'] as const;

/** Mark outlines in a 56×56 box at (12, 12). */
const marks: readonly string[] = [
  '<circle cx="40" cy="40" r="27" fill="url(#lg)"/>',
  `<path d="${polygon(starPoints(40, 40, 29, 29, 3, 0))}" fill="url(#lg)" stroke="url(#lg)" stroke-width="4" stroke-linejoin="round"/>`,
  '<path d="M40 11L65 20V40C65 55 54 64 40 70C26 64 15 55 15 40V20Z" fill="url(#lg)"/>',
  '<rect x="19" y="19" width="42" height="42" rx="10" transform="rotate(45 40 40)" fill="url(#lg)"/>',
  '<rect x="13" y="13" width="54" height="54" rx="16" fill="url(#lg)"/>',
];

export function vendorLogoSvg(vendor: string): string {
  const rng = rngFor(`vendor:${vendor.toLowerCase()}`);
  const palette = rng.pick(palettes);
  const mark = rng.pick(marks);
  const tagline = rng.pick(taglines);
  const word = vendor.toUpperCase().slice(0, 12);
  const split = word.length >= 4 ? Math.ceil(word.length / 2) : word.length;
  const size = Math.min(36, Math.floor(146 / (word.length * 0.8)));
  const initial = word.slice(0, 1);

  const defs =
    linear('pl', ['#23233a', '#10101c']) +
    linear('lg', [palette.accent[0], palette.top, palette.bottom], [0, 0, 1, 1]) +
    linear('wg', [palette.accent[0], palette.glow]);

  const body =
    `<rect x="1" y="1" width="238" height="78" rx="16" fill="url(#pl)" stroke="${palette.top}" stroke-opacity=".7" stroke-width="2"/>` +
    mark +
    `<text x="40" y="51" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="30" fill="#fff" stroke="${palette.ink}" stroke-opacity=".35" stroke-width="3" paint-order="stroke">${esc(initial)}</text>` +
    `<text x="80" y="47" font-family="${FONT}" font-weight="900" font-size="${size}" letter-spacing="1"${fitText(word, size, 146, 0.78)}>` +
    `<tspan fill="#fff">${esc(word.slice(0, split))}</tspan><tspan fill="url(#wg)">${esc(word.slice(split))}</tspan></text>` +
    `<text x="81" y="65" font-family="${FONT}" font-weight="700" font-size="8.5" letter-spacing="3" fill="#c9cbe0">${tagline}</text>`;

  return svgDoc({ width: 240, height: 80, title: `${vendor} logo`, defs, body });
}
