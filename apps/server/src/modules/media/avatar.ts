/** Member avatar, 128×128: a friendly cartoon bust assembled from hashed parts. */
import { rngFor } from './hash.ts';
import { linear, svgDoc } from './svg.ts';

const backgrounds = [
  ['#667eea', '#764ba2'],
  ['#f093fb', '#f5576c'],
  ['#4facfe', '#00c6fb'],
  ['#43e97b', '#1fa2a4'],
  ['#fa709a', '#fbb040'],
  ['#30cfd0', '#330867'],
  ['#a18cd1', '#e27bc7'],
  ['#f6d365', '#fd7e5a'],
  ['#5ee7df', '#7a5cc9'],
  ['#ff7eb3', '#7a3cc9'],
] as const;
const skins = ['#ffdcc4', '#f6c5a0', '#e3a67c', '#c98558', '#9a6241', '#6b4429'] as const;
const hairs = [
  '#2b1d16',
  '#4a2c1a',
  '#8a4b25',
  '#d9a23e',
  '#1d1d2e',
  '#b8322a',
  '#e9e4dc',
  '#6c4fd6',
] as const;
const shirts = [
  '#ff4d6d',
  '#3a86ff',
  '#ffbe0b',
  '#2ec4b6',
  '#8338ec',
  '#fb5607',
  '#1d1d2e',
  '#06d6a0',
] as const;

/** Hair drawn behind the head, then over it; some styles use only one layer. */
const hairStyles: readonly { back?: string; front?: string }[] = [
  {
    front: 'M38 54C35 31 50 23 64 23C81 23 93 33 90 54C86 43 77 38 64 39C52 39 43 44 38 54Z',
  },
  {
    back: 'M35 58C33 30 48 21 64 21C83 21 95 32 93 58V100H35Z',
    front: 'M39 52C41 34 52 27 64 27C78 27 88 35 89 52C81 42 70 37 58 39C50 41 44 45 39 52Z',
  },
  {
    back: 'M54 22a10 10 0 1 0 20 0a10 10 0 1 0-20 0Z',
    front: 'M38 54C35 33 50 27 64 27C80 27 93 35 90 54C84 44 76 40 64 41C52 41 43 45 38 54Z',
  },
  {
    front:
      'M38 54L35 36L44 39L45 25L54 32L60 20L67 31L75 22L77 35L87 31L90 54C84 44 76 40 64 40C52 40 44 44 38 54Z',
  },
  {
    front:
      'M37 48C37 30 50 22 64 22C78 22 91 30 91 48ZM34 46H94C95 51 92 54 88 54H40C36 54 33 51 34 46Z',
  },
  {
    front:
      'M39 52C40 40 50 32 64 32C78 32 88 40 89 52C85 46 78 42 64 42C50 42 43 46 39 52ZM40 62C42 81 52 88 64 88C76 88 86 81 88 62C84 72 76 77 64 77C52 77 44 72 40 62Z',
  },
];

export function avatarSvg(name: string): string {
  const rng = rngFor(`avatar:${name.toLowerCase()}`);
  const [bgA, bgB] = rng.pick(backgrounds);
  const skinIndex = rng.int(0, skins.length - 1);
  const skin = skins[skinIndex] ?? '#f6c5a0';
  // Thin dark lines vanish on deep skin tones, so those faces always get open eyes and a grin.
  const deep = skinIndex >= 4;
  const hair = rng.pick(hairs);
  const shirt = rng.pick(shirts);
  const style = rng.int(0, hairStyles.length - 1);
  const hairStyle = hairStyles[style] ?? {};
  const capColour = style === 4 ? rng.pick(shirts.filter((c) => c !== shirt)) : hair;
  const shades = rng.next() < 0.18;
  const grin = deep || rng.next() < 0.5;
  const happy = !deep && rng.next() < 0.3;

  const eyes = shades
    ? '<path d="M44 54H84V58C84 64 80 66 76 66C71 66 68 63 67 59H61C60 63 57 66 52 66C48 66 44 64 44 58Z" fill="#15151f"/><path d="M48 57h8M71 57h8" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".5"/>'
    : happy
      ? '<path d="M49 59Q54 53 59 59M69 59Q74 53 79 59" fill="none" stroke="#2b2b3a" stroke-width="3" stroke-linecap="round"/>'
      : '<g fill="#fff"><ellipse cx="54" cy="58" rx="5.2" ry="5.8"/><ellipse cx="74" cy="58" rx="5.2" ry="5.8"/></g>' +
        '<g fill="#2b2b3a"><circle cx="55" cy="58.5" r="3.4"/><circle cx="75" cy="58.5" r="3.4"/></g>' +
        '<g fill="#fff"><circle cx="56.2" cy="57" r="1.2"/><circle cx="76.2" cy="57" r="1.2"/></g>';
  const mouth = grin
    ? '<path d="M55 69H73C73 75 69 79 64 79C59 79 55 75 55 69Z" fill="#7a2430"/><path d="M57 69H71V71.5H57Z" fill="#fff"/>'
    : '<path d="M56 70Q64 77 72 70" fill="none" stroke="#7a2430" stroke-width="3" stroke-linecap="round"/>';

  const defs = linear('bg', [bgA, bgB], [0, 0, 1, 1]);
  const body =
    '<rect width="128" height="128" fill="url(#bg)"/>' +
    '<g fill="#fff" opacity=".14"><circle cx="22" cy="24" r="30"/><circle cx="112" cy="100" r="40"/></g>' +
    (hairStyle.back ? `<path d="${hairStyle.back}" fill="${hair}"/>` : '') +
    `<path d="M16 128C16 100 38 88 64 88C90 88 112 100 112 128Z" fill="${shirt}"/>` +
    '<path d="M16 128C16 100 38 88 64 88C90 88 112 100 112 128Z" fill="#000" opacity=".08"/>' +
    `<path d="M54 70H74V92C70 96 58 96 54 92Z" fill="${skin}"/><path d="M54 80H74V88C68 92 60 92 54 88Z" fill="#000" opacity=".12"/>` +
    `<path d="M52 89L64 104L76 89C72 91 56 91 52 89Z" fill="${skin}"/>` +
    `<circle cx="39" cy="60" r="6" fill="${skin}"/><circle cx="89" cy="60" r="6" fill="${skin}"/>` +
    `<ellipse cx="64" cy="57" rx="25" ry="28" fill="${skin}"/>` +
    `<path d="M48 50Q54 46 60 49M68 49Q74 46 80 50" fill="none" stroke="${hair === '#e9e4dc' ? '#8a7f70' : hair}" stroke-width="2.5" stroke-linecap="round"/>` +
    eyes +
    '<g fill="#ff6f7d" opacity=".35"><circle cx="47" cy="67" r="4.5"/><circle cx="81" cy="67" r="4.5"/></g>' +
    mouth +
    (hairStyle.front ? `<path d="${hairStyle.front}" fill="${capColour}"/>` : '') +
    (style === 4
      ? '<path d="M34 46H94C95 51 92 54 88 54H40C36 54 33 51 34 46Z" fill="#000" opacity=".2"/><circle cx="64" cy="22" r="3.5" fill="#fff" opacity=".6"/>'
      : '');

  return svgDoc({ width: 128, height: 128, title: `Avatar of ${name}`, defs, body });
}
