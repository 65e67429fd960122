/** Small SVG-writing helpers shared by every generator. */

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML content and attribute values; drops characters XML 1.0 forbids. */
export function esc(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => xmlEntities[c] ?? c);
}

/** Rounds to one decimal place: plenty for pixels, and keeps the documents small. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export const FONT = "'Arial Black','Segoe UI Black','Helvetica Neue',Arial,sans-serif";

export interface DocParts {
  width: number;
  height: number;
  title: string;
  defs?: string;
  body: string;
}

export function svgDoc({ width, height, title, defs, body }: DocParts): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t">` +
    `<title id="t">${esc(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    `${body}</svg>`
  );
}

/** A vertical (or angled) linear gradient from evenly spread or explicitly placed stops. */
export function linear(
  id: string,
  stops: readonly string[],
  [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1],
): string {
  const last = Math.max(stops.length - 1, 1);
  const s = stops
    .map((color, i) => `<stop offset="${n(i / last)}" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

/** A radial glow: `color` at the centre fading to transparent. */
export function glow(id: string, color: string, opacity = 1, cx = 0.5, cy = 0.5): string {
  return (
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="0.5">` +
    `<stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

export type Point = readonly [number, number];

export function starPoints(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  rotation = -Math.PI / 2,
): Point[] {
  const result: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = rotation + (i * Math.PI) / points;
    result.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return result;
}

export function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/** A four-pointed twinkle with curved sides (relative commands keep it short). */
export function sparkle(x: number, y: number, r: number): string {
  const k = n(r);
  return `M${n(x)} ${n(y - r)}q0 ${k} ${k} ${k}q-${k} 0-${k} ${k}q0-${k}-${k}-${k}q${k} 0 ${k}-${k}Z`;
}

/** Alternating wedges radiating from a point, the classic lobby "sunburst". */
export function sunburst(cx: number, cy: number, radius: number, rays: number, turn = 0): string {
  const step = (Math.PI * 2) / rays;
  let d = '';
  for (let i = 0; i < rays; i++) {
    const a = turn + i * step;
    const b = a + step / 2;
    // Whole pixels: the wedges are soft texture and mostly run off the canvas.
    d += `M${Math.round(cx)} ${Math.round(cy)}`;
    d += `L${Math.round(cx + radius * Math.cos(a))} ${Math.round(cy + radius * Math.sin(a))}`;
    d += `L${Math.round(cx + radius * Math.cos(b))} ${Math.round(cy + radius * Math.sin(b))}Z`;
  }
  return d;
}

/** Attributes that squeeze text into `max` pixels when a rough width estimate says it won't fit. */
export function fitText(text: string, fontSize: number, max: number, em = 0.8): string {
  return text.length * fontSize * em > max
    ? ` textLength="${n(max)}" lengthAdjust="spacingAndGlyphs"`
    : '';
}

/** A soft drop shadow built from basic primitives (feDropShadow is missing in some renderers). */
export function shadowFilter(id: string, dy: number, blur: number, opacity: number): string {
  return (
    `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dy="${dy}"/>` +
    `<feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer>` +
    '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>'
  );
}

/** Splits a code like `sweet-bonanza`, `fortuneTiger` or `JL_fish01` into words. */
export function words(code: string): string[] {
  return code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/**
 * A tile's monogram: up to three initials of a multi-word code (`sweet-bonanza` → SB), the
 * first letter and the number of a numbered code (`ghor-012` → G12, as the seed names games),
 * or the first two characters of a single word (`crash` → CR).
 */
export function monogram(code: string, max = 3): string {
  const parts = words(code);
  const named = parts.filter((w) => /[A-Za-z]/.test(w));
  const number = parts.find((w) => /^\d+$/.test(w));
  if (named.length >= 2) {
    return named
      .slice(0, max)
      .map((w) => w[0] ?? '')
      .join('')
      .toUpperCase();
  }
  if (number !== undefined && parts.length > 1) {
    return `${(named[0] ?? '').slice(0, 1)}${String(Number(number)).slice(-3)}`.toUpperCase();
  }
  return (parts[0] ?? '?').slice(0, 2).toUpperCase();
}
