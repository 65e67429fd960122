/**
 * The paints every symbol shares: vertical gradients defined once in the page's sprite
 * (symbol-art.tsx) and referenced by id, so twenty tiles on the reels do not each carry
 * their own copy of the same gradient.
 */
export const SPRITE = 'ghs';

export const paint = (name: Paint) => `url(#${SPRITE}-${name})`;

const PAINTS = {
  gold: ['#fff3b0', '#f5c518', '#a87400'],
  red: ['#ff8a80', '#e53935', '#8e0000'],
  blue: ['#a8d1ff', '#1e6fd9', '#0b3a80'],
  green: ['#b5f5cf', '#2e9d5b', '#0d4f2b'],
  purple: ['#e6c2ff', '#8e44ad', '#431360'],
  pink: ['#ffc9e2', '#e04891', '#8a1250'],
  teal: ['#b0fff3', '#00a08a', '#00504a'],
  orange: ['#ffd7a3', '#f57c00', '#9a4300'],
  ice: ['#ffffff', '#b9f1ff', '#4fb3d9'],
  jade: ['#d5f7e4', '#5cbf91', '#1f6b48'],
  dark: ['#5a6078', '#262a38', '#10121a'],
} as const;

export type Paint = keyof typeof PAINTS;

/** The gradients, for the sprite's <defs>. */
export function Paints() {
  return Object.entries(PAINTS).map(([name, stops]) => (
    <linearGradient key={name} id={`${SPRITE}-${name}`} x1="0" y1="0" x2="0.35" y2="1">
      {stops.map((color, i) => (
        <stop key={color} offset={i / (stops.length - 1)} stopColor={color} />
      ))}
    </linearGradient>
  ));
}

/** Points of a regular star or ring around (cx, cy): radii alternate when two are given. */
export function starPoints(n: number, outer: number, inner = outer, cx = 50, cy = 50, ry = 1) {
  const points: string[] = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / n - Math.PI / 2;
    points.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * ry * Math.sin(a)).toFixed(1)}`);
  }
  return points.join(' ');
}

/** A four-pointed sparkle, the shine on gems and gold. */
export const sparkle = (x: number, y: number, s = 1) =>
  `M${x} ${y - 8 * s}l${2.4 * s} ${5.6 * s} ${5.6 * s} ${2.4 * s}-${5.6 * s} ${2.4 * s}-${2.4 * s} ${5.6 * s}-${2.4 * s}-${5.6 * s}-${5.6 * s}-${2.4 * s} ${5.6 * s}-${2.4 * s}z`;
