import { distinctTuples } from './combinatorics.ts';
import { numbersOf, picksOf, playType } from './play-type.ts';
import {
  BIG_SMALL_ODD_EVEN,
  hasSide,
  positionRows,
  range,
  setRow,
  straightRows,
} from './selection.ts';

/** PK10 draws a ranking of cars 1–10: `numbers[i]` is the car in place i + 1. */
const CARS = range(1, 10);
const PLACES = CARS.map((p) => `place ${p}`);
/** Dragon/tiger rows: place k against place 11 − k, for k = 1…5. */
const DUELS = range(1, 5).map((k) => `place ${k} vs ${11 - k}`);

export const PK10_PLAY_TYPES = [
  playType({
    id: 'pk10.first',
    family: 'PK10',
    name: 'First place',
    shape: setRow('place 1', CARS, 1),
    levels: ['first'],
    betCount: (s) => numbersOf(s, 0).length,
    winning: (draw, s) => [numbersOf(s, 0).includes(draw.numbers[0] as number) ? 1 : 0],
  }),
  playType({
    id: 'pk10.top2.straight',
    family: 'PK10',
    name: 'First and second place straight',
    shape: straightRows(PLACES.slice(0, 2), CARS),
    levels: ['straight'],
    betCount: distinctTuples,
    winning: (draw, s) => [
      numbersOf(s, 0).includes(draw.numbers[0] as number) &&
      numbersOf(s, 1).includes(draw.numbers[1] as number)
        ? 1
        : 0,
    ],
  }),
  playType({
    // Big is 6–10, small 1–5.
    id: 'pk10.place.bsoe',
    family: 'PK10',
    name: 'Big, small, odd, even at a place',
    shape: positionRows(PLACES, BIG_SMALL_ODD_EVEN),
    levels: ['side'],
    betCount: (s) => s.reduce((n, row) => n + row.length, 0),
    winning: (draw, s) => [
      draw.numbers.reduce(
        (n, car, p) => n + picksOf(s, p).filter((x) => hasSide(x, car, 6)).length,
        0,
      ),
    ],
  }),
  playType({
    // Dragon when the car in place k is higher than the car in place 11 − k; never a tie.
    id: 'pk10.dragonTiger',
    family: 'PK10',
    name: 'Dragon or tiger (place k against place 11 − k)',
    shape: positionRows(DUELS, ['dragon', 'tiger']),
    levels: ['dragonTiger'],
    betCount: (s) => s.reduce((n, row) => n + row.length, 0),
    winning: (draw, s) => [
      DUELS.reduce((n, _, k) => {
        const side =
          (draw.numbers[k] as number) > (draw.numbers[9 - k] as number) ? 'dragon' : 'tiger';
        return n + (picksOf(s, k).includes(side) ? 1 : 0);
      }, 0),
    ],
  }),
] as const;
