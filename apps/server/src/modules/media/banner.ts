/**
 * Hero banner, 1200×400, with no words: the site draws its headline over the calm left
 * half, so the bold shapes and the emblem cluster sit on the right.
 */
import { type EmblemKind, emblem, emblemKinds, materialDefs, type Suit, suits } from './emblems.ts';
import { rngFor } from './hash.ts';
import { palettes } from './palettes.ts';
import { glow, linear, n, shadowFilter, sparkle, sunburst, svgDoc } from './svg.ts';

/** Small, cheap emblems that read well when scattered around the hero emblem. */
const satellites: readonly EmblemKind[] = ['coin', 'gem', 'chip', 'coin'];
const confettiColours = ['#ffd84d', '#ff5c8a', '#5ee7ff', '#8cff6b', '#ffffff'] as const;

export function bannerSvg(id: string): string {
  const rng = rngFor(`banner:${id.toLowerCase()}`);
  const palette = rng.pick(palettes);
  const hero = rng.pick(emblemKinds);
  const suit = rng.pick(Object.keys(suits) as Suit[]);
  let satellite = rng.pick(satellites);
  if (satellite === hero) satellite = hero === 'coin' ? 'gem' : 'coin';
  const fx = rng.range(860, 940);
  const fy = rng.range(185, 215);

  let orbit = '';
  const count = rng.int(4, 6);
  for (let i = 0; i < count; i++) {
    const a = -Math.PI * 0.95 + (i / (count - 1)) * Math.PI * 1.5 + rng.range(-0.15, 0.15);
    const r = rng.range(210, 290);
    const x = fx + r * Math.cos(a) * 1.15;
    const y = fy + r * Math.sin(a) * 0.72;
    const s = rng.range(0.45, 0.85);
    const far = s < 0.6 ? ' filter="url(#bl)" opacity=".8"' : '';
    orbit += `<use href="#sat" transform="translate(${n(x)} ${n(y)}) rotate(${n(rng.range(-30, 30))}) scale(${n(s)}) translate(-50 -50)"${far}/>`;
  }

  let twinkles = '';
  let bokeh = '';
  const confetti = confettiColours.map(() => '');
  for (let i = 0; i < 16; i++) {
    const x = rng.range(540, 1190);
    const y = rng.range(12, 388);
    const a = rng.range(0, Math.PI);
    const c = i % confetti.length;
    confetti[c] += `M${n(x)} ${n(y)}l${n(9 * Math.cos(a))} ${n(9 * Math.sin(a))}`;
    if (i % 2 === 0)
      twinkles += sparkle(rng.range(560, 1180), rng.range(20, 380), rng.range(4, 12));
    if (i % 4 === 0) {
      bokeh += `<circle cx="${n(rng.range(600, 1200))}" cy="${n(rng.range(0, 400))}" r="${n(rng.range(30, 90))}"/>`;
    }
  }
  const sprinkles = confetti
    .map((d, i) => `<path d="${d}" stroke="${confettiColours[i]}"/>`)
    .join('');

  const band = (x: number, w: number, opacity: number) =>
    `<path d="M${n(x)} 400L${n(x + 260)} 0H${n(x + 260 + w)}L${n(x + w)} 400Z" fill="url(#ac)" opacity="${opacity}"/>`;

  const body =
    '<rect width="1200" height="400" fill="url(#bg)"/>' +
    `<path d="${sunburst(fx, fy, 900, 20, rng.range(0, 1))}" fill="#fff" opacity=".06"/>` +
    band(rng.range(480, 560), 120, 0.22) +
    band(rng.range(640, 700), 40, 0.3) +
    band(rng.range(1040, 1100), 70, 0.18) +
    `<circle cx="${n(fx)}" cy="${n(fy)}" r="420" fill="url(#gl)"/>` +
    `<g fill="none" stroke="#fff"><circle cx="${n(fx)}" cy="${n(fy)}" r="170" stroke-width="14" opacity=".12"/>` +
    `<circle cx="${n(fx)}" cy="${n(fy)}" r="205" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round" opacity=".45"/></g>` +
    `<ellipse cx="${n(fx)}" cy="400" rx="320" ry="50" fill="${palette.ink}" opacity=".5"/>` +
    `<path d="M${n(fx - 190)} 372V400H${n(fx + 190)}V372Z" fill="#9c5a00"/>` +
    `<ellipse cx="${n(fx)}" cy="372" rx="190" ry="22" fill="url(#mg)"/>` +
    `<g fill="#fff" opacity=".07">${bokeh}</g>` +
    `<g stroke-width="4" stroke-linecap="round" opacity=".8">${sprinkles}</g>` +
    orbit +
    `<g filter="url(#ds)"><g transform="translate(${n(fx)} ${n(fy - 10)}) rotate(${n(rng.range(-8, 8))}) scale(2.8) translate(-50 -50)">${emblem(hero, palette.ink, suit)}</g></g>` +
    `<path d="${twinkles}" fill="#fff" opacity=".9"/>` +
    '<rect width="760" height="400" fill="url(#sh)" opacity=".75"/>';

  const satelliteBody = emblem(satellite, palette.ink);
  const defs =
    linear('bg', [palette.bottom, palette.top], [0, 1, 1, 0]) +
    glow('gl', palette.glow, 0.75) +
    linear('sh', [palette.ink, palette.ink], [0, 0, 1, 0]).replace(
      /<stop offset="1" stop-color="([^"]+)"\/>/,
      '<stop offset="1" stop-color="$1" stop-opacity="0"/>',
    ) +
    materialDefs(palette, body + satelliteBody) +
    shadowFilter('ds', 10, 8, 0.5) +
    '<filter id="bl"><feGaussianBlur stdDeviation="2.5"/></filter>' +
    `<g id="sat">${satelliteBody}</g>`;

  return svgDoc({ width: 1200, height: 400, title: `Promotion banner ${id}`, defs, body });
}
