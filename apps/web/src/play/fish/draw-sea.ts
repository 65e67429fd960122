import { drawFish } from './draw-fish.ts';
import { DYING_SECONDS, EFFECT_SECONDS, type Effect, type Sea, type SeaFish } from './sea.ts';

type Ctx = CanvasRenderingContext2D;
const TAU = Math.PI * 2;

/** What the drawing needs besides the sea: the cannon's look and the locked fish. */
export interface SeaLook {
  /** 0 for the smallest cannon bet, 1 for the biggest: the barrel grows with it. */
  power: number;
  locked: number | null;
}

/** Gradient water with swaying light rays and a sandy floor with weed, all from paths. */
function water(ctx: Ctx, width: number, height: number, time: number) {
  const g = ctx.createLinearGradient(0, 0, 0, height);
  g.addColorStop(0, '#1c9ccf');
  g.addColorStop(0.55, '#0b5f8f');
  g.addColorStop(1, '#062a47');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.06)';
  for (let i = 0; i < 4; i++) {
    const x = width * (0.12 + i * 0.26) + Math.sin(time * 0.3 + i) * 30;
    ctx.beginPath();
    ctx.moveTo(x - 18, 0);
    ctx.lineTo(x + 22, 0);
    ctx.lineTo(x + 90, height * 0.85);
    ctx.lineTo(x + 20, height * 0.85);
    ctx.fill();
  }
  const floor = height - 26;
  ctx.fillStyle = '#2e4a3a';
  ctx.strokeStyle = '#2e7d32';
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  for (let i = 0; i < 7; i++) {
    const x = (width / 7) * (i + 0.3);
    const sway = Math.sin(time * 0.8 + i * 1.7) * 8;
    ctx.beginPath();
    ctx.moveTo(x, floor + 6);
    ctx.quadraticCurveTo(x + sway, floor - 28, x - sway * 0.5, floor - 46 - (i % 3) * 10);
    ctx.stroke();
  }
  const sand = ctx.createLinearGradient(0, floor, 0, height);
  sand.addColorStop(0, '#c2a46b');
  sand.addColorStop(1, '#8d7443');
  ctx.fillStyle = sand;
  ctx.beginPath();
  ctx.moveTo(0, height);
  ctx.lineTo(0, floor);
  for (let x = 0; x <= width; x += 40) ctx.lineTo(x, floor + Math.sin(x * 0.03) * 5);
  ctx.lineTo(width, height);
  ctx.fill();
}

function fish(ctx: Ctx, f: SeaFish, time: number, locked: boolean) {
  const { x, y, angle } = f.pose;
  ctx.save();
  ctx.translate(x, y);
  if (f.diedAt !== null) {
    // A caught fish tumbles and fades while its coins fly.
    const age = (time - f.diedAt) / DYING_SECONDS;
    ctx.globalAlpha = Math.max(0, 1 - age);
    ctx.rotate(age * TAU);
  }
  ctx.rotate(angle);
  // Swimming left: mirrored, so no fish ever swims upside down.
  if (Math.cos(angle) < 0) ctx.scale(1, -1);
  drawFish(ctx, f.species, f.length, f.height, time * (9 - Math.log2(f.multiplier)) + f.id);
  if (f.pending > 0) {
    // Hit, answer awaited: the fish glows on and off until the server says.
    ctx.globalCompositeOperation = 'lighter';
    ctx.fillStyle = `rgba(255, 255, 255, ${0.25 + 0.2 * Math.sin(time * 20)})`;
    ctx.beginPath();
    ctx.ellipse(0, 0, f.length * 0.45, f.height * 0.5, 0, 0, TAU);
    ctx.fill();
  }
  ctx.restore();
  if (locked) {
    ctx.strokeStyle = '#ff5252';
    ctx.lineWidth = 2;
    const r = Math.max(f.length, f.height) * 0.6;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, TAU);
    ctx.moveTo(x - r - 6, y);
    ctx.lineTo(x - r + 6, y);
    ctx.moveTo(x + r - 6, y);
    ctx.lineTo(x + r + 6, y);
    ctx.stroke();
  }
}

function effect(ctx: Ctx, e: Effect, time: number) {
  const age = (time - e.born) / EFFECT_SECONDS[e.kind];
  ctx.globalAlpha = Math.max(0, 1 - age);
  if (e.kind === 'net') {
    ctx.strokeStyle = '#e0f7fa';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(e.x, e.y, 6 + age * 22, 0, TAU);
    ctx.stroke();
  } else if (e.kind === 'coins') {
    const t = age * EFFECT_SECONDS.coins;
    for (let i = 0; i < e.count; i++) {
      const a = (i / e.count) * TAU + i;
      const speed = 70 + (i % 3) * 30;
      const cx = e.x + Math.cos(a) * speed * t;
      const cy = e.y + Math.sin(a) * speed * t + 90 * t * t;
      ctx.fillStyle = '#ffca28';
      ctx.strokeStyle = '#b8860b';
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.ellipse(cx, cy, 6 * Math.abs(Math.cos(t * 8 + i)) + 1, 6, 0, 0, TAU);
      ctx.fill();
      ctx.stroke();
    }
  } else {
    const y = e.y - 20 - age * 60;
    ctx.font = '800 24px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.lineWidth = 4;
    ctx.strokeStyle = '#4e2600';
    ctx.strokeText(e.text, e.x, y);
    ctx.fillStyle = '#ffe082';
    ctx.fillText(e.text, e.x, y);
  }
  ctx.globalAlpha = 1;
}

function cannon(ctx: Ctx, sea: Sea, power: number) {
  const { x, y } = sea.cannon;
  const width = 12 + power * 10;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(sea.angle);
  const g = ctx.createLinearGradient(0, -width / 2, 0, width / 2);
  g.addColorStop(0, '#ffe082');
  g.addColorStop(0.5, '#ffb300');
  g.addColorStop(1, '#8d5a00');
  ctx.fillStyle = g;
  ctx.fillRect(0, -width / 2, 46, width);
  ctx.fillStyle = '#5d4037';
  ctx.fillRect(40, -width / 2 - 3, 8, width + 6);
  ctx.restore();
  const base = ctx.createRadialGradient(x, y, 4, x, y, 30);
  base.addColorStop(0, '#90a4ae');
  base.addColorStop(1, '#37474f');
  ctx.fillStyle = base;
  ctx.beginPath();
  ctx.arc(x, y + 6, 30, Math.PI, TAU);
  ctx.fill();
}

/** One frame of the sea, in world units (the caller has scaled the context to them). */
export function drawSea(ctx: Ctx, sea: Sea, look: SeaLook) {
  const { width, height } = sea.world;
  const { time } = sea;
  water(ctx, width, height, time);
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.45)';
  ctx.lineWidth = 1;
  for (const b of sea.bubbles) {
    ctx.beginPath();
    ctx.arc(b.x + Math.sin(time * 2 + b.r * 3) * 3, b.y, b.r, 0, TAU);
    ctx.stroke();
  }
  for (const f of sea.fishes) fish(ctx, f, time, f.id === look.locked);
  ctx.fillStyle = '#fff59d';
  ctx.shadowColor = '#ffeb3b';
  ctx.shadowBlur = 8;
  for (const b of sea.bullets) {
    ctx.beginPath();
    ctx.ellipse(b.x, b.y, 7, 3.5, Math.atan2(b.vy, b.vx), 0, TAU);
    ctx.fill();
  }
  ctx.shadowBlur = 0;
  for (const e of sea.effects) effect(ctx, e, time);
  cannon(ctx, sea, look.power);
}

/** A species alone on a small canvas (the paytable), centred and swimming in place. */
export function drawSpecimen(ctx: Ctx, id: string, w: number, h: number, ratio: number) {
  ctx.clearRect(0, 0, w, h);
  // Fins, flippers and tails reach past the body's box: leave them room.
  const length = Math.min(w * 0.8, (h * 0.72) / ratio);
  ctx.save();
  ctx.translate(w / 2, h / 2);
  drawFish(ctx, id, length, length * ratio, 1);
  ctx.restore();
}
