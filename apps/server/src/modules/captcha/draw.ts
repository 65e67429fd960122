import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { ALPHABET, glyph, type Point } from './glyphs.ts';

export const WIDTH = 120;
export const HEIGHT = 40;
const LENGTH = 4;

type Rgb = [number, number, number];

const rand = (min: number, max: number) =>
  min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const dark = (): Rgb => [randomInt(0, 110), randomInt(0, 110), randomInt(40, 150)];

/** A random answer from the unambiguous alphabet. */
export function randomAnswer(): string {
  let s = '';
  for (let i = 0; i < LENGTH; i++) s += ALPHABET[randomInt(0, ALPHABET.length)];
  return s;
}

class Canvas {
  readonly png = new PNG({ width: WIDTH, height: HEIGHT });
  constructor(bg: Rgb) {
    for (let i = 0; i < WIDTH * HEIGHT; i++) this.png.data.set([...bg, 255], i * 4);
  }
  dot(x: number, y: number, c: Rgb, r = 0) {
    for (let dy = -Math.ceil(r); dy <= Math.ceil(r); dy++) {
      for (let dx = -Math.ceil(r); dx <= Math.ceil(r); dx++) {
        if (dx * dx + dy * dy > r * r + 0.25) continue;
        const px = Math.round(x + dx);
        const py = Math.round(y + dy);
        if (px < 0 || py < 0 || px >= WIDTH || py >= HEIGHT) continue;
        this.png.data.set(c, (py * WIDTH + px) * 4);
      }
    }
  }
  /** A thick line: discs stamped every half pixel along it. */
  line([x0, y0]: Point, [x1, y1]: Point, c: Rgb, r: number) {
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2));
    for (let i = 0; i <= steps; i++) {
      this.dot(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, c, r);
    }
  }
}

/**
 * Draws `answer` as a 120×40 PNG: each character from the stroke font, randomly scaled,
 * rotated, shifted and coloured, under noise lines and dots that cross the glyphs.
 */
export function drawCaptcha(answer: string): Buffer {
  const canvas = new Canvas([randomInt(220, 256), randomInt(220, 256), randomInt(220, 256)]);
  for (let i = 0; i < 3; i++) {
    const at = (): Point => [rand(0, WIDTH), rand(0, HEIGHT)];
    canvas.line(at(), at(), dark(), 0.5);
  }
  const cell = (WIDTH - 8) / answer.length;
  [...answer].forEach((char, i) => {
    const scale = rand(4, 4.8);
    const angle = rand(-0.35, 0.35);
    const cx = 4 + cell * (i + 0.5) + rand(-3, 3);
    const cy = HEIGHT / 2 + rand(-3, 3);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const place = ([gx, gy]: Point): Point => {
      const x = (gx - 2) * scale;
      const y = (gy - 3) * scale;
      return [cx + x * cos - y * sin, cy + x * sin + y * cos];
    };
    const colour = dark();
    for (const poly of glyph(char)) {
      for (let j = 1; j < poly.length; j++) {
        canvas.line(place(poly[j - 1] as Point), place(poly[j] as Point), colour, 1.1);
      }
    }
  });
  for (let i = 0; i < 2; i++) {
    canvas.line([0, rand(5, HEIGHT - 5)], [WIDTH, rand(5, HEIGHT - 5)], dark(), 0.6);
  }
  for (let i = 0; i < 90; i++) canvas.dot(rand(0, WIDTH), rand(0, HEIGHT), dark());
  return PNG.sync.write(canvas.png);
}
