import type { ReactElement } from 'react';
import { type Paint, paint, sparkle } from './art-paint.tsx';

/** The classic fruit machine's symbols (Sevens) and the wild all models share, 100 × 100. */

const BAR_FONT = 'Arial Black, Arial, Helvetica, sans-serif';

/** One BAR plate: a dark or coloured slab with a gold rim and the word carved in white. */
function plate(y: number, height: number, colour: Paint) {
  return (
    <g key={y}>
      <rect
        x="10"
        y={y}
        width="80"
        height={height}
        rx="5"
        fill={paint(colour)}
        stroke="#f5c518"
        strokeWidth="2.5"
      />
      <text
        x="50"
        y={y + height * 0.76}
        textAnchor="middle"
        fontSize={height * 0.74}
        fontWeight="900"
        fontFamily={BAR_FONT}
        letterSpacing="2"
        fill="#fff"
      >
        BAR
      </text>
    </g>
  );
}

export const CLASSIC: Record<string, ReactElement> = {
  // A blank stop of the strip: the reel's face with a faint mark, so the tile is not a hole.
  blank: <circle cx="50" cy="50" r="5" fill="#9aa0b4" opacity="0.35" />,
  cherry: (
    <>
      <path
        d="M52 14C46 32 36 44 30 54M52 14C58 32 66 42 70 52"
        stroke="#2e7d32"
        strokeWidth="4.5"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M52 14C62 4 80 6 86 14C76 22 60 22 52 14Z" fill={paint('green')} />
      <circle cx="30" cy="66" r="19" fill={paint('red')} stroke="#6d0000" strokeWidth="2" />
      <circle cx="70" cy="64" r="19" fill={paint('red')} stroke="#6d0000" strokeWidth="2" />
      <ellipse cx="23" cy="59" rx="5.5" ry="3.5" fill="#fff" opacity="0.75" />
      <ellipse cx="63" cy="57" rx="5.5" ry="3.5" fill="#fff" opacity="0.75" />
    </>
  ),
  bar: <>{plate(34, 32, 'dark')}</>,
  bar2: <>{[20, 52].map((y) => plate(y, 28, 'blue'))}</>,
  bar3: <>{[12, 38, 64].map((y) => plate(y, 24, 'red'))}</>,
  seven: (
    <>
      <path
        d="M18 14H84V30L56 90H32L60 32H18Z"
        fill={paint('red')}
        stroke="#ffd54f"
        strokeWidth="4.5"
        strokeLinejoin="round"
      />
      <path
        d="M24 19H78"
        stroke="#fff"
        strokeOpacity="0.55"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  ),
  wild: (
    <>
      <circle
        cx="50"
        cy="52"
        r="38"
        fill={paint('purple')}
        stroke={paint('gold')}
        strokeWidth="6"
      />
      <path d="M30 26L38 36L50 22L62 36L70 26L68 42H32Z" fill={paint('gold')} stroke="#7a5b00" />
      <text
        x="50"
        y="66"
        textAnchor="middle"
        fontSize="25"
        fontWeight="900"
        fontFamily={BAR_FONT}
        fill={paint('gold')}
        stroke="#2b0b40"
        strokeWidth="1"
      >
        WILD
      </text>
      <path d={`${sparkle(80, 16)}${sparkle(18, 80, 0.7)}`} fill="#fff" />
    </>
  ),
};
