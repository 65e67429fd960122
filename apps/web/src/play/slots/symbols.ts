import type { TFunction } from 'i18next';

export type Tone =
  | 'red'
  | 'orange'
  | 'gold'
  | 'green'
  | 'teal'
  | 'blue'
  | 'purple'
  | 'pink'
  | 'grey';

interface Look {
  glyph: string;
  tone: Tone;
}

/** Variation selector 15: draw the symbol as text, never as a platform's emoji. */
const TEXT = '\uFE0E';

/**
 * How the in-house models' symbols look: a glyph and a colour, drawn with text so the
 * page needs no images. Glyphs come from blocks the usual system fonts carry (no emoji,
 * which a Linux desktop may lack); each tile also carries the symbol's name as text.
 */
const LOOKS: Record<string, Look> = {
  wild: { glyph: 'W', tone: 'gold' },
  // Sevens
  blank: { glyph: '·', tone: 'grey' },
  cherry: { glyph: '❦', tone: 'red' },
  bar: { glyph: 'BAR', tone: 'grey' },
  bar2: { glyph: '2×BAR', tone: 'blue' },
  bar3: { glyph: '3×BAR', tone: 'purple' },
  seven: { glyph: '7', tone: 'red' },
  // Jade Temple
  ten: { glyph: '10', tone: 'teal' },
  jack: { glyph: 'J', tone: 'blue' },
  queen: { glyph: 'Q', tone: 'purple' },
  king: { glyph: 'K', tone: 'red' },
  ace: { glyph: 'A', tone: 'orange' },
  lotus: { glyph: '✿', tone: 'pink' },
  koi: { glyph: `♓${TEXT}`, tone: 'orange' },
  tiger: { glyph: `♌${TEXT}`, tone: 'gold' },
  dragon: { glyph: '⚚', tone: 'green' },
  temple: { glyph: '♜', tone: 'red' },
  // Cosmic Gems
  sapphire: { glyph: '◆', tone: 'blue' },
  emerald: { glyph: '◆', tone: 'green' },
  amethyst: { glyph: '◆', tone: 'purple' },
  topaz: { glyph: '◆', tone: 'gold' },
  ruby: { glyph: '◆', tone: 'red' },
  diamond: { glyph: '◇', tone: 'teal' },
  comet: { glyph: `☄${TEXT}`, tone: 'orange' },
  planet: { glyph: '♄', tone: 'purple' },
  star: { glyph: '★', tone: 'gold' },
  nova: { glyph: '✺', tone: 'pink' },
};

/** A symbol a newer model adds still shows: its first letter, its id as its name. */
export const lookOf = (id: string): Look =>
  LOOKS[id] ?? { glyph: id.slice(0, 1).toUpperCase(), tone: 'grey' };

export const symbolName = (t: TFunction, id: string) =>
  t(`play_sym_${id}`, { defaultValue: id.charAt(0).toUpperCase() + id.slice(1) });
