import type { ReactElement } from 'react';
import { type Paint, paint, sparkle, starPoints } from './art-paint.tsx';

/** Cosmic Gems' symbols, 100 × 100: five gems told apart by cut as well as colour, and space. */

type Point = readonly [number, number];

const pointsOf = (shape: readonly Point[]) => shape.map(([x, y]) => `${x},${y}`).join(' ');

/** The same outline drawn smaller about the centre: a gem's table. */
const shrink = (shape: readonly Point[], k: number): Point[] =>
  shape.map(([x, y]) => [50 + (x - 50) * k, 50 + (y - 50) * k] as const);

/** A cut stone: its outline, the table on top, a facet from each corner, one sparkle. */
function gem(outline: readonly Point[], colour: Paint, edge: string, k = 0.55) {
  const table = shrink(outline, k);
  const facets = outline
    .map(([x, y], i) => `M${x} ${y}L${table[i]?.[0] ?? 50} ${table[i]?.[1] ?? 50}`)
    .join('');
  return (
    <>
      <polygon
        points={pointsOf(outline)}
        fill={paint(colour)}
        stroke={edge}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d={facets} stroke="#fff" strokeOpacity="0.45" strokeWidth="1.5" />
      <polygon
        points={pointsOf(table)}
        fill="#fff"
        fillOpacity="0.22"
        stroke="#fff"
        strokeOpacity="0.6"
        strokeWidth="1.5"
      />
      <path d={sparkle(32, 30, 0.8)} fill="#fff" />
    </>
  );
}

const oval: Point[] = Array.from({ length: 12 }, (_, i) => {
  const a = (Math.PI * 2 * i) / 12;
  return [Math.round(50 + 36 * Math.sin(a)), Math.round(50 - 42 * Math.cos(a))] as const;
});

const RING = { fill: 'none', stroke: paint('gold'), strokeWidth: 5 } as const;

export const COSMIC: Record<string, ReactElement> = {
  sapphire: gem(
    [
      [30, 12],
      [70, 12],
      [88, 30],
      [88, 70],
      [70, 88],
      [30, 88],
      [12, 70],
      [12, 30],
    ],
    'blue',
    '#0b3a80',
  ),
  emerald: gem(
    [
      [32, 8],
      [68, 8],
      [82, 22],
      [82, 78],
      [68, 92],
      [32, 92],
      [18, 78],
      [18, 22],
    ],
    'green',
    '#0d4f2b',
  ),
  amethyst: gem(
    [
      [50, 8],
      [88, 29],
      [88, 71],
      [50, 92],
      [12, 71],
      [12, 29],
    ],
    'purple',
    '#431360',
  ),
  topaz: gem(oval, 'gold', '#7a5200'),
  ruby: gem(
    [
      [10, 20],
      [50, 12],
      [90, 20],
      [72, 58],
      [50, 92],
      [28, 58],
    ],
    'red',
    '#6d0000',
    0.5,
  ),
  diamond: (
    <>
      <path
        d="M28 16H72L90 38L50 92L10 38Z"
        fill={paint('ice')}
        stroke="#2a7ea3"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M10 38H90M28 16L38 38L50 16L62 38L72 16M38 38L50 92L62 38M22 38L50 92L78 38"
        stroke="#2a7ea3"
        strokeOpacity="0.6"
        strokeWidth="1.5"
        fill="none"
      />
      <path d={`${sparkle(78, 14)}${sparkle(24, 56, 0.6)}`} fill="#fff" />
    </>
  ),
  comet: (
    <>
      <path
        d="M92 8C66 18 44 36 24 56L44 76C62 58 82 36 92 8Z"
        fill={paint('orange')}
        opacity="0.6"
      />
      <path
        d="M84 18C66 28 50 42 38 56M92 30C76 42 62 54 50 64"
        stroke="#fff3b0"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.8"
        fill="none"
      />
      <circle cx="32" cy="68" r="19" fill={paint('gold')} stroke="#9a4300" strokeWidth="2" />
      <circle cx="26" cy="61" r="5.5" fill="#fff" opacity="0.75" />
    </>
  ),
  // The ring passes behind the planet above it and in front below: two half arcs.
  planet: (
    <>
      <path d="M6 50A44 12 0 0 1 94 50" transform="rotate(-18 50 50)" {...RING} />
      <circle cx="50" cy="50" r="27" fill={paint('purple')} stroke="#3b0f57" strokeWidth="2" />
      <path
        d="M28 42Q50 36 72 44M26 56Q50 52 74 58"
        stroke="#fff"
        strokeOpacity="0.3"
        strokeWidth="4"
        fill="none"
      />
      <path d="M6 50A44 12 0 0 0 94 50" transform="rotate(-18 50 50)" {...RING} />
    </>
  ),
  star: (
    <>
      <polygon
        points={starPoints(5, 44, 19, 50, 54)}
        fill={paint('gold')}
        stroke="#a87400"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <polygon points={starPoints(5, 20, 8, 50, 52)} fill="#fff" opacity="0.35" />
    </>
  ),
  // The scatter: a burst of light.
  nova: (
    <>
      <circle cx="50" cy="50" r="42" fill={paint('pink')} opacity="0.25" />
      <polygon
        points={starPoints(12, 47, 21)}
        fill={paint('pink')}
        stroke="#8a1250"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <polygon points={starPoints(8, 27, 12)} fill={paint('gold')} />
      <circle cx="50" cy="50" r="8" fill="#fff" />
    </>
  ),
};
