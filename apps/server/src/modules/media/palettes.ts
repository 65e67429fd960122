/** Hand-picked colour sets: hashing picks among them, so every result is on-brand. */
export interface Palette {
  /** Background gradient, light end. */
  top: string;
  /** Background gradient, deep end. */
  bottom: string;
  /** Light behind the emblem. */
  glow: string;
  /** Secondary fill for emblems, light then dark. */
  accent: readonly [string, string];
  /** Outline and shadow colour. */
  ink: string;
}

export const palettes: readonly Palette[] = [
  {
    top: '#8e2de2',
    bottom: '#2a0650',
    glow: '#f15bff',
    accent: ['#5ee7ff', '#1170d6'],
    ink: '#1c0636',
  },
  {
    top: '#0fb8e8',
    bottom: '#06305e',
    glow: '#7ff6ff',
    accent: ['#ff8ac2', '#d6146a'],
    ink: '#041a36',
  },
  {
    top: '#16c79a',
    bottom: '#06393a',
    glow: '#b6ff8f',
    accent: ['#ff9a5c', '#d6341a'],
    ink: '#04241f',
  },
  {
    top: '#ff416c',
    bottom: '#5a0326',
    glow: '#ffb199',
    accent: ['#7ad7ff', '#2452d6'],
    ink: '#33011a',
  },
  {
    top: '#ff9a1f',
    bottom: '#7a1600',
    glow: '#fff176',
    accent: ['#c56bff', '#6a12c9'],
    ink: '#3a0b00',
  },
  {
    top: '#3c4fe0',
    bottom: '#120a3c',
    glow: '#58c7ff',
    accent: ['#ff6fb5', '#c2186b'],
    ink: '#0a0624',
  },
  {
    top: '#d41872',
    bottom: '#3d0433',
    glow: '#ff8ad8',
    accent: ['#ffe066', '#f08c00'],
    ink: '#24021d',
  },
  {
    top: '#00a88f',
    bottom: '#0a2a4a',
    glow: '#6bffe0',
    accent: ['#ff7a7a', '#c81d3a'],
    ink: '#041826',
  },
  {
    top: '#34344e',
    bottom: '#0b0b14',
    glow: '#ffd86b',
    accent: ['#ff6b81', '#c0143c'],
    ink: '#06060c',
  },
  {
    top: '#6a3de8',
    bottom: '#0b1d5c',
    glow: '#b99bff',
    accent: ['#56f0b3', '#0a9e6c'],
    ink: '#070f33',
  },
  {
    top: '#2b5876',
    bottom: '#10172b',
    glow: '#4fd1ff',
    accent: ['#ffb86b', '#e0601a'],
    ink: '#080c18',
  },
  {
    top: '#e8531f',
    bottom: '#4a0d2e',
    glow: '#ffc36b',
    accent: ['#6be2ff', '#1a8ad6'],
    ink: '#2a0618',
  },
];

/** Fixed metal and material gradients the emblems refer to by id. */
export const materials = {
  gold: ['#fffbe0', '#ffd84d', '#f0a417', '#9c5a00'],
  silver: ['#ffffff', '#e6e9f2', '#b4bccf'],
  red: ['#ff8a96', '#ef1c45', '#8e0424'],
  green: ['#b7ff8a', '#2fc255', '#0b6b2e'],
  dark: ['#5a5a70', '#24243a', '#0d0d18'],
  fire: ['#fff6a8', '#ffb31f', '#ff4a1c'],
} as const;
