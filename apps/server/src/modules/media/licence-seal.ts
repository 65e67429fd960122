/** Licence seal, 96×96: a rosette with ring lettering and the regulator's name in the middle. */
import { rngFor } from './hash.ts';
import { esc, FONT, fitText, linear, n, polygon, starPoints, svgDoc, words } from './svg.ts';

const metals = [
  ['#fff6c2', '#e8b82a', '#8a5a00'],
  ['#ffffff', '#c9d1dc', '#5f6b7c'],
  ['#ffd9b3', '#cd7f32', '#6e3b12'],
] as const;
const enamels = [
  ['#2a4ea8', '#0d1b45'],
  ['#139166', '#053d2a'],
  ['#a8203a', '#420812'],
  ['#6430ad', '#220b47'],
  ['#33334a', '#0c0c14'],
] as const;

const isAgeSeal = (slug: string) => /^(18|21)(plus|\+)?$|^age|adult/i.test(slug);

/**
 * Letters set one by one around the ring (rather than textPath, which some renderers
 * skip): `side` 1 reads over the top, -1 along the bottom, both left to right.
 */
function arc(text: string, radius: number, side: 1 | -1): string {
  const step = 6.2 / radius;
  const first = -((text.length - 1) * step) / 2;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? ' ';
    if (char === ' ') continue;
    const deg = ((first + i * step) * 180 * side) / Math.PI;
    out += `<text transform="rotate(${n(deg)} 48 48)" x="48" y="${n(48 - side * radius)}">${esc(char)}</text>`;
  }
  return out;
}

export function licenceSealSvg(slug: string): string {
  const rng = rngFor(`licence:${slug.toLowerCase()}`);
  const age = isAgeSeal(slug);
  const metal = rng.pick(metals);
  const enamel = age ? (['#e0263f', '#7a0618'] as const) : rng.pick(enamels);
  const parts = words(slug).map((w) => w.toUpperCase());
  const joined = parts.join('');
  const label = age
    ? `${/21/.test(slug) ? 21 : 18}+`
    : (joined.length > 7 && parts.length > 1 ? parts.map((w) => w[0]).join('') : joined).slice(
        0,
        8,
      ) || '?';
  const size = Math.max(8, Math.min(age ? 20 : 15, Math.floor(44 / (label.length * 0.8))));
  const [top, bottom] = age
    ? ['ADULTS ONLY', 'PLAY SAFE']
    : ['LICENSED', rng.pick(['REGULATED', 'CERTIFIED', 'VERIFIED'])];

  const defs = linear('mt', metal, [0, 0, 1, 1]) + linear('en', enamel);
  const stars = [
    polygon(starPoints(15, 48, 3.2, 1.3, 5)),
    polygon(starPoints(81, 48, 3.2, 1.3, 5)),
    age ? '' : polygon(starPoints(48, 35, 4.5, 1.9, 5)),
  ].join('');

  const body =
    `<path d="${polygon(starPoints(48, 48, 47, 42.5, 28))}" fill="url(#mt)"/>` +
    `<circle cx="48" cy="48" r="40" fill="url(#en)" stroke="${metal[2]}" stroke-width="1.5"/>` +
    '<g fill="none" stroke="url(#mt)" stroke-width="1.2"><circle cx="48" cy="48" r="37.5"/><circle cx="48" cy="48" r="25"/></g>' +
    '<circle cx="48" cy="48" r="23.5" fill="#fff" opacity=".08"/><path d="M27 40A22 22 0 0 1 56 27" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".25"/>' +
    `<g font-family="${FONT}" font-weight="700" font-size="7" text-anchor="middle" fill="url(#mt)">${arc(top, 30.5, 1)}${arc(bottom, 35.5, -1)}</g>` +
    `<path d="${stars}" fill="url(#mt)"/>` +
    `<text x="48" y="${age ? 62 : 56}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${size}" fill="url(#mt)"${fitText(label, size, 42)}>${esc(label)}</text>`;

  return svgDoc({ width: 96, height: 96, title: `${slug} licence seal`, defs, body });
}
