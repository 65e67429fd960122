/**
 * Category icons, 64×64 flat glyphs for the navigation: each category has its own
 * colour when active; inactive icons are the same drawing in muted greys.
 */
import { linear, n, polygon, starPoints, svgDoc } from './svg.ts';

interface Ink {
  /** Detail colour drawn on top of the main fill. */
  d: string;
  /** A small signal colour (live dot, flame, lever knob). */
  s: string;
}

const pentagon = (cx: number, cy: number, r: number, turn = -Math.PI / 2) =>
  polygon(starPoints(cx, cy, r, r, 5, turn).filter((_, i) => i % 2 === 0));

const seven = (x: number) => `M${x} 25h8v2.5L${x + 4} 37h-2.6l3.6-9.5H${x}Z`;

const glyphs: Record<
  string,
  { name: string; colours: readonly string[]; draw: (k: Ink) => string }
> = {
  SPORTS: {
    name: 'Sports',
    colours: ['#6ee7a0', '#16a34a', '#0f6b32'],
    draw: ({ d }) => {
      const spokes = starPoints(32, 32, 9, 9, 5)
        .filter((_, i) => i % 2 === 0)
        .map(([x, y]) => `M${n(x)} ${n(y)}L${n(32 + (x - 32) * 2)} ${n(32 + (y - 32) * 2)}`)
        .join('');
      const rim = starPoints(32, 32, 27, 27, 5)
        .filter((_, i) => i % 2 === 0)
        .map(([x, y]) => pentagon(x, y, 8, Math.atan2(y - 32, x - 32) + Math.PI))
        .join('');
      return (
        '<clipPath id="k"><circle cx="32" cy="32" r="26"/></clipPath><circle cx="32" cy="32" r="27" fill="url(#c)"/>' +
        `<g clip-path="url(#k)" fill="${d}"><path d="${pentagon(32, 32, 9)}${rim}"/><path d="${spokes}" stroke="${d}" stroke-width="2.5"/></g>`
      );
    },
  },
  ESPORTS: {
    name: 'E-sports',
    colours: ['#f0abfc', '#c026d3', '#7e1a8c'],
    draw: ({ d }) =>
      '<path d="M17 18H47C56 18 61 28 61 39C61 48 57 53 52 53C46 53 44 46 40 44H24C20 46 18 53 12 53C7 53 3 48 3 39C3 28 8 18 17 18Z" fill="url(#c)"/>' +
      `<path d="M15 28h5v6h6v5h-6v6h-5v-6H9v-5h6Z" fill="${d}"/>` +
      `<g fill="${d}"><circle cx="46" cy="28.5" r="3"/><circle cx="52.5" cy="35" r="3"/><circle cx="39.5" cy="35" r="3"/><circle cx="46" cy="41.5" r="3"/></g>`,
  },
  FISH: {
    name: 'Fishing',
    colours: ['#7dd3fc', '#0ea5e9', '#075985'],
    draw: ({ d }) =>
      '<path d="M3 34C11 19 33 14 47 29L60 18C57 27 57 40 60 49L47 38C33 53 11 49 3 34Z" fill="url(#c)"/>' +
      '<path d="M24 21C27 13 35 12 39 19Z" fill="url(#c)"/>' +
      `<circle cx="14" cy="31" r="3.5" fill="${d}"/><path d="M25 24Q19 34 25 44M33 25Q28 34 33 43" fill="none" stroke="${d}" stroke-width="2.5" stroke-linecap="round"/>` +
      '<g fill="none" stroke="url(#c)" stroke-width="2"><circle cx="8" cy="12" r="3"/><circle cx="15" cy="5" r="2"/></g>',
  },
  LIVE: {
    name: 'Live casino',
    colours: ['#fda4af', '#e11d48', '#881337'],
    draw: ({ d, s }) =>
      '<circle cx="30" cy="34" r="27" fill="url(#c)"/>' +
      `<circle cx="30" cy="34" r="21" fill="none" stroke="${d}" stroke-width="6" stroke-dasharray="6 5"/>` +
      `<circle cx="30" cy="34" r="12" fill="${d}"/><circle cx="30" cy="34" r="6" fill="url(#c)"/>` +
      `<circle cx="53" cy="11" r="8" fill="${s}" stroke="${d}" stroke-width="3"/>`,
  },
  LOTT: {
    name: 'Lottery',
    colours: ['#fde68a', '#f59e0b', '#b45309'],
    draw: ({ d }) =>
      [
        [32, 19],
        [18, 43],
        [46, 43],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="14" fill="url(#c)" stroke="${d}" stroke-width="2"/><circle cx="${x}" cy="${y}" r="6.5" fill="${d}"/>`,
        )
        .join(''),
  },
  ELOTT: {
    name: 'E-lottery',
    colours: ['#d8b4fe', '#9333ea', '#581c87'],
    draw: ({ d, s }) =>
      '<rect x="5" y="8" width="54" height="38" rx="6" fill="url(#c)"/><path d="M25 56H39L36 46H28Z" fill="url(#c)"/><rect x="18" y="54" width="28" height="4" rx="2" fill="url(#c)"/>' +
      `<rect x="10" y="13" width="44" height="28" rx="3" fill="${d}"/>` +
      `<circle cx="32" cy="27" r="10" fill="url(#c)"/><circle cx="32" cy="27" r="4.5" fill="${d}"/>` +
      `<circle cx="18" cy="20" r="3" fill="${s}"/><circle cx="46" cy="34" r="3" fill="url(#c)"/>`,
  },
  PVP: {
    name: 'Card games',
    colours: ['#6ee7b7', '#10b981', '#065f46'],
    draw: ({ d }) =>
      '<rect x="9" y="12" width="28" height="40" rx="4" transform="rotate(-16 23 32)" fill="url(#c)" opacity=".6"/>' +
      `<g transform="rotate(12 38 32)"><rect x="24" y="10" width="29" height="42" rx="4" fill="url(#c)" stroke="${d}" stroke-width="2.5"/>` +
      `<path d="M38.5 20C46 27 48 30 48 33C48 36 46 38 43 38C41.5 38 40.5 37 40 36C40 39 41 41 43 42H34C36 41 37 39 37 36C36.5 37 35.5 38 34 38C31 38 29 36 29 33C29 30 31 27 38.5 20Z" fill="${d}"/></g>`,
  },
  RNG: {
    name: 'Slots',
    colours: ['#fde047', '#f59e0b', '#c2410c'],
    draw: ({ d, s }) =>
      '<rect x="14" y="4" width="30" height="9" rx="4" fill="url(#c)"/><rect x="6" y="11" width="46" height="46" rx="7" fill="url(#c)"/>' +
      `<rect x="11" y="20" width="36" height="22" rx="3" fill="${d}"/>` +
      `<path d="${seven(14)}${seven(25)}${seven(36)}" fill="${s}"/>` +
      `<rect x="11" y="47" width="36" height="4" rx="2" fill="${d}" opacity=".6"/>` +
      `<path d="M55 40V22" stroke="url(#c)" stroke-width="4" stroke-linecap="round"/><circle cx="55" cy="18" r="5" fill="${s}"/>`,
  },
  HOT: {
    name: 'Hot games',
    colours: ['#fde047', '#fb923c', '#dc2626'],
    draw: ({ d }) =>
      '<path d="M32 3C36 15 50 22 50 39C50 51 42 60 32 60C22 60 14 51 14 39C14 30 18 23 23 19C23 28 26 32 30 33C28 21 30 11 32 3Z" fill="url(#c)"/>' +
      `<path d="M32 31C37 37 41 41 41 47C41 52 37 56 32 56C27 56 23 52 23 47C23 41 29 37 32 31Z" fill="${d}" opacity=".85"/>`,
  },
  FAV: {
    name: 'Favourites',
    colours: ['#fda4af', '#f43f5e', '#9f1239'],
    draw: ({ d }) =>
      '<path d="M32 57C11 43 5 32 5 22C5 12 12 6 20 6C25.5 6 30 9 32 14C34 9 38.5 6 44 6C52 6 59 12 59 22C59 32 53 43 32 57Z" fill="url(#c)"/>' +
      `<path d="M13 21C13 16 16 13 20 13" fill="none" stroke="${d}" stroke-width="3.5" stroke-linecap="round" opacity=".8"/>`,
  },
  CRASH: {
    name: 'Crash games',
    colours: ['#a5b4fc', '#6366f1', '#3730a3'],
    draw: ({ d, s }) =>
      '<path d="M5 59L19 45L27 50L42 33" fill="none" stroke="url(#c)" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>' +
      '<g transform="translate(47 18) rotate(45)">' +
      `<path d="M-4 11L0 20L4 11Z" fill="${s}"/>` +
      '<path d="M-6 2L-11 13L-5 10ZM6 2L11 13L5 10Z" fill="url(#c)"/>' +
      `<path d="M0 -17C8 -10 9 0 6 11H-6C-9 0 -8 -10 0 -17Z" fill="url(#c)" stroke="${d}" stroke-width="2"/>` +
      `<circle cy="-3" r="3.5" fill="${d}"/></g>`,
  },
};

export const categoryCodes = Object.keys(glyphs);

const muted = { colours: ['#c3c7cf', '#9096a2', '#6b717d'], d: '#eceef2', s: '#a7acb6' } as const;

/** The icon for a category code (case-insensitive), or undefined for an unknown code. */
export function categoryIconSvg(code: string, active: boolean): string | undefined {
  const glyph = glyphs[code.toUpperCase()];
  if (!glyph) return undefined;
  const ink: Ink = active ? { d: '#fff', s: '#ff3355' } : { d: muted.d, s: muted.s };
  if (active && code.toUpperCase() === 'RNG') ink.s = '#e11d48';
  if (active && code.toUpperCase() === 'CRASH') ink.s = '#ff9f1c';
  return svgDoc({
    width: 64,
    height: 64,
    title: `${glyph.name}${active ? '' : ' (inactive)'}`,
    defs: linear('c', active ? glyph.colours : muted.colours),
    body: glyph.draw(ink),
  });
}
