/** The slider-puzzle check of product §4: positions run 0–100 along the track. */
export const SLIDER_MAX = 100;
/** How far from the gap the piece may stop and still pass. */
export const SLIDER_TOLERANCE = 3;

/** A gap away from the start, so the piece never begins inside it. */
export function randomGap(random: () => number = Math.random): number {
  return 30 + Math.floor(random() * 61);
}

export function sliderPasses(value: number, gap: number, tolerance = SLIDER_TOLERANCE) {
  return Math.abs(value - gap) <= tolerance;
}

export const clampSlider = (value: number) => Math.min(SLIDER_MAX, Math.max(0, Math.round(value)));

/** The new position after a key, or null for keys the slider leaves alone. */
export function sliderKey(key: string, value: number, big = 10): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSlider(value + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSlider(value - 1);
    case 'PageUp':
      return clampSlider(value + big);
    case 'PageDown':
      return clampSlider(value - big);
    case 'Home':
      return 0;
    case 'End':
      return SLIDER_MAX;
    default:
      return null;
  }
}
