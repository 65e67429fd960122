import type { ReactElement } from 'react';
import { type Paint, paint } from './art-paint.tsx';

/** Jade Temple's symbols, 100 × 100: card ranks carved on jade, and the temple's creatures. */

/** A card rank carved in a jade disc, each rank in its own colour (never by colour alone). */
function rank(letter: string, colour: Paint) {
  return (
    <>
      <circle cx="50" cy="50" r="40" fill={paint('jade')} stroke="#1f6b48" strokeWidth="3" />
      <circle cx="50" cy="50" r="33" fill="none" stroke="#eafff3" strokeOpacity="0.5" />
      <text
        x="50"
        y={letter.length > 1 ? 63 : 66}
        textAnchor="middle"
        fontSize={letter.length > 1 ? 36 : 46}
        fontWeight="800"
        fontFamily="Georgia, 'Times New Roman', serif"
        fill={paint(colour)}
        stroke="#fff"
        strokeWidth="2"
        paintOrder="stroke"
      >
        {letter}
      </text>
    </>
  );
}

const PETALS = [-64, -32, 0, 32, 64];

export const TEMPLE: Record<string, ReactElement> = {
  ten: rank('10', 'teal'),
  jack: rank('J', 'blue'),
  queen: rank('Q', 'purple'),
  king: rank('K', 'red'),
  ace: rank('A', 'orange'),
  lotus: (
    <>
      <ellipse cx="50" cy="78" rx="36" ry="9" fill={paint('green')} />
      {PETALS.map((angle) => (
        <ellipse
          key={angle}
          cx="50"
          cy="44"
          rx="11"
          ry="27"
          transform={`rotate(${angle} 50 72)`}
          fill={paint('pink')}
          stroke="#8a1250"
          strokeWidth="1.5"
        />
      ))}
      <circle cx="50" cy="66" r="7" fill={paint('gold')} />
    </>
  ),
  koi: (
    <>
      <path d="M72 50L94 30L89 50L94 70Z" fill={paint('orange')} stroke="#8a3b00" strokeWidth="2" />
      <path
        d="M14 50C26 24 62 22 76 50C62 78 26 76 14 50Z"
        fill={paint('orange')}
        stroke="#8a3b00"
        strokeWidth="2"
      />
      <path d="M40 29C46 19 60 20 62 31Z" fill="#ff9d4d" />
      <circle cx="44" cy="43" r="6.5" fill="#fff" opacity="0.9" />
      <circle cx="58" cy="57" r="5" fill="#fff" opacity="0.9" />
      <circle cx="25" cy="46" r="3.4" fill="#1b1d29" />
      <path d="M17 55C12 62 8 63 5 60" stroke="#8a3b00" strokeWidth="2" fill="none" />
    </>
  ),
  tiger: (
    <>
      <circle cx="24" cy="24" r="11" fill={paint('orange')} stroke="#5a2a00" strokeWidth="2" />
      <circle cx="76" cy="24" r="11" fill={paint('orange')} stroke="#5a2a00" strokeWidth="2" />
      <circle cx="50" cy="54" r="37" fill={paint('orange')} stroke="#5a2a00" strokeWidth="2.5" />
      <ellipse cx="50" cy="71" rx="20" ry="14" fill="#fff7e6" />
      <path
        d="M50 18V30M37 20L41 31M63 20L59 31M14 50H27M15 61L27 57M86 50H73M85 61L73 57"
        stroke="#1b1d29"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <ellipse cx="37" cy="47" rx="5" ry="6" fill="#ffe082" stroke="#1b1d29" strokeWidth="2" />
      <ellipse cx="63" cy="47" rx="5" ry="6" fill="#ffe082" stroke="#1b1d29" strokeWidth="2" />
      <path d="M37 43V51M63 43V51" stroke="#1b1d29" strokeWidth="2.5" />
      <path d="M43 62H57L50 69Z" fill="#3b1f1f" />
      <path
        d="M50 69V74M42 76C46 80 50 77 50 74C50 77 54 80 58 76"
        stroke="#3b1f1f"
        strokeWidth="2"
        fill="none"
      />
    </>
  ),
  dragon: (
    <>
      <path
        d="M16 60C6 52 8 42 14 40C10 33 16 25 24 28"
        stroke="#c62828"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M34 30L22 10L44 25ZM47 27L46 8L56 27Z" fill={paint('gold')} stroke="#7a5b00" />
      <path
        d="M14 58C14 36 34 24 56 28L84 36C91 38 91 46 84 48L66 52L80 60C84 63 80 68 76 66L56 60C48 74 30 78 14 58Z"
        fill={paint('green')}
        stroke="#0d3b22"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M66 52L68 56L71 53L73 57L76 54" stroke="#fff" strokeWidth="1.6" fill="none" />
      <ellipse
        cx="52"
        cy="38"
        rx="5.5"
        ry="4.2"
        fill="#ffeb3b"
        stroke="#0d3b22"
        strokeWidth="1.5"
      />
      <circle cx="53" cy="38" r="1.9" fill="#0d3b22" />
      <circle cx="81" cy="41" r="2" fill="#0d3b22" />
      <path
        d="M76 48C86 56 92 70 84 82M30 62C36 66 44 66 50 62"
        stroke="#ffd54f"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
    </>
  ),
  // The scatter: a pagoda of three red storeys under gold roofs, drawn top to bottom so
  // each roof overlaps the storey above it.
  temple: (
    <>
      <path d="M50 3V17" stroke="#a87400" strokeWidth="3" />
      <circle cx="50" cy="5" r="3.5" fill={paint('gold')} />
      <rect x="40" y="20" width="20" height="14" fill={paint('red')} stroke="#5a0000" />
      <path d="M24 25Q50 13 76 25L65 16H35Z" fill={paint('gold')} stroke="#7a5b00" />
      <rect x="31" y="40" width="38" height="18" fill={paint('red')} stroke="#5a0000" />
      <path d="M44 44H56V58H44Z" fill="#ffd54f" opacity="0.7" />
      <path d="M16 44Q50 31 84 44L72 34H28Z" fill={paint('gold')} stroke="#7a5b00" />
      <rect x="24" y="64" width="52" height="22" fill={paint('red')} stroke="#5a0000" />
      <path d="M43 70H57V86H43Z" fill="#3b1f1f" />
      <path d="M8 67Q50 53 92 67L80 57H20Z" fill={paint('gold')} stroke="#7a5b00" />
      <rect x="12" y="86" width="76" height="8" rx="2" fill="#7a4a1c" />
    </>
  ),
};
