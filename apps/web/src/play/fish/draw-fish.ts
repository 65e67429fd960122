/**
 * Every species drawn with canvas paths (our own art, nothing downloaded): facing right,
 * centred on the origin, `length` long and `height` tall, `wag` a phase that swings tails,
 * wings and tentacles. The sea and the paytable draw with the same functions.
 */
type Ctx = CanvasRenderingContext2D;
type Draw = (ctx: Ctx, l: number, h: number, wag: number) => void;

const TAU = Math.PI * 2;

function ellipse(ctx: Ctx, x: number, y: number, rx: number, ry: number, fill: string) {
  ctx.beginPath();
  ctx.ellipse(x, y, Math.max(0.1, rx), Math.max(0.1, ry), 0, 0, TAU);
  ctx.fillStyle = fill;
  ctx.fill();
}

function eye(ctx: Ctx, x: number, y: number, r: number) {
  ellipse(ctx, x, y, r, r, '#fff');
  ellipse(ctx, x + r * 0.25, y, r * 0.55, r * 0.55, '#111');
}

/** A forked tail fin at the back (x), swinging with the wag. */
function tail(ctx: Ctx, x: number, size: number, wag: number, fill: string) {
  const swing = Math.sin(wag) * size * 0.35;
  ctx.beginPath();
  ctx.moveTo(x + size * 0.3, 0);
  ctx.lineTo(x - size * 0.6, -size + swing);
  ctx.quadraticCurveTo(x - size * 0.3, swing, x - size * 0.6, size + swing);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

/** A body shaded top to bottom, so every fish looks round rather than flat. */
function body(ctx: Ctx, rx: number, ry: number, top: string, belly: string) {
  const g = ctx.createLinearGradient(0, -ry, 0, ry);
  g.addColorStop(0, top);
  g.addColorStop(1, belly);
  ctx.beginPath();
  ctx.ellipse(0, 0, rx, ry, 0, 0, TAU);
  ctx.fillStyle = g;
  ctx.fill();
}

const clownfish: Draw = (ctx, l, h, wag) => {
  tail(ctx, -l * 0.36, h * 0.45, wag, '#f57c00');
  body(ctx, l * 0.4, h * 0.5, '#ffa040', '#e65100');
  ctx.save();
  ctx.clip();
  for (const x of [-0.2, 0.05, 0.28]) {
    ctx.fillStyle = '#fff';
    ctx.fillRect(l * x - l * 0.04, -h, l * 0.08, h * 2);
  }
  ctx.restore();
  eye(ctx, l * 0.26, -h * 0.12, h * 0.11);
};

const pufferfish: Draw = (ctx, l, h, wag) => {
  tail(ctx, -l * 0.38, h * 0.22, wag, '#c9a227');
  const r = h * 0.42;
  ctx.fillStyle = '#b8860b';
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * TAU;
    ctx.beginPath();
    ctx.moveTo(Math.cos(a - 0.12) * r, Math.sin(a - 0.12) * r);
    ctx.lineTo(Math.cos(a) * r * 1.25, Math.sin(a) * r * 1.25);
    ctx.lineTo(Math.cos(a + 0.12) * r, Math.sin(a + 0.12) * r);
    ctx.fill();
  }
  body(ctx, r, r, '#ffe066', '#f4c430');
  for (const [x, y] of [
    [-0.3, -0.4],
    [-0.05, -0.55],
    [-0.4, 0.1],
  ] as const) {
    ellipse(ctx, x * r, y * r, r * 0.08, r * 0.08, '#8d6e00');
  }
  eye(ctx, r * 0.45, -r * 0.2, r * 0.2);
};

const turtle: Draw = (ctx, l, h, wag) => {
  const flap = Math.sin(wag) * 0.5;
  for (const [x, side] of [
    [0.15, -1],
    [0.15, 1],
    [-0.25, -1],
    [-0.25, 1],
  ] as const) {
    ctx.save();
    ctx.translate(l * x, side * h * 0.3);
    ctx.rotate(side * (0.6 + flap * side));
    ellipse(ctx, 0, side * h * 0.12, l * 0.07, h * 0.2, '#7cb342');
    ctx.restore();
  }
  ellipse(ctx, l * 0.36, 0, l * 0.12, h * 0.15, '#8bc34a');
  eye(ctx, l * 0.4, -h * 0.05, h * 0.05);
  body(ctx, l * 0.3, h * 0.34, '#558b2f', '#33691e');
  ctx.strokeStyle = 'rgba(220, 237, 200, 0.6)';
  ctx.lineWidth = Math.max(1, l * 0.015);
  for (const x of [-0.12, 0.08]) {
    ctx.strokeRect(l * x - l * 0.08, -h * 0.14, l * 0.16, h * 0.28);
  }
};

const lionfish: Draw = (ctx, l, h, wag) => {
  ctx.strokeStyle = '#ef9a9a';
  ctx.lineWidth = Math.max(1, l * 0.02);
  for (let i = 0; i < 7; i++) {
    const x = l * (-0.25 + i * 0.08);
    ctx.beginPath();
    ctx.moveTo(x, -h * 0.2);
    ctx.lineTo(x - l * 0.06, -h * (0.5 + 0.04 * Math.sin(wag + i)));
    ctx.moveTo(x, h * 0.2);
    ctx.lineTo(x - l * 0.1, h * (0.48 + 0.04 * Math.sin(wag - i)));
    ctx.stroke();
  }
  tail(ctx, -l * 0.34, h * 0.25, wag, '#e57373');
  body(ctx, l * 0.38, h * 0.24, '#e53935', '#b71c1c');
  ctx.save();
  ctx.clip();
  ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
  for (let i = 0; i < 6; i++) ctx.fillRect(l * (-0.32 + i * 0.12), -h, l * 0.035, h * 2);
  ctx.restore();
  eye(ctx, l * 0.26, -h * 0.06, h * 0.06);
};

const octopus: Draw = (ctx, l, h, wag) => {
  // Swims mantle first, its arms trailing and curling behind.
  ctx.strokeStyle = '#8e24aa';
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(2, h * 0.1);
  for (let i = 0; i < 6; i++) {
    const y = h * (-0.3 + i * 0.12);
    const curl = Math.sin(wag + i) * h * 0.14;
    ctx.beginPath();
    ctx.moveTo(l * 0.05, y * 0.5);
    ctx.bezierCurveTo(-l * 0.15, y + curl, -l * 0.3, y - curl, -l * 0.48, y * 1.2 + curl);
    ctx.stroke();
  }
  ctx.translate(l * 0.2, 0);
  body(ctx, l * 0.26, h * 0.32, '#ba68c8', '#7b1fa2');
  eye(ctx, l * 0.1, -h * 0.12, h * 0.08);
  eye(ctx, l * 0.1, h * 0.1, h * 0.08);
};

const manta: Draw = (ctx, l, h, wag) => {
  const flap = 0.75 + Math.sin(wag * 0.6) * 0.25;
  ctx.strokeStyle = '#263238';
  ctx.lineWidth = Math.max(1, l * 0.015);
  ctx.beginPath();
  ctx.moveTo(-l * 0.2, 0);
  ctx.lineTo(-l * 0.5, Math.sin(wag) * h * 0.05);
  ctx.stroke();
  const g = ctx.createLinearGradient(0, -h / 2, 0, h / 2);
  g.addColorStop(0, '#37474f');
  g.addColorStop(0.5, '#546e7a');
  g.addColorStop(1, '#37474f');
  ctx.beginPath();
  ctx.moveTo(l * 0.35, 0);
  ctx.quadraticCurveTo(l * 0.05, -h * 0.5 * flap, -l * 0.05, -h * 0.5 * flap);
  ctx.quadraticCurveTo(-l * 0.1, -h * 0.1, -l * 0.25, 0);
  ctx.quadraticCurveTo(-l * 0.1, h * 0.1, -l * 0.05, h * 0.5 * flap);
  ctx.quadraticCurveTo(l * 0.05, h * 0.5 * flap, l * 0.35, 0);
  ctx.fillStyle = g;
  ctx.fill();
  ellipse(ctx, l * 0.1, 0, l * 0.14, h * 0.08, '#b0bec5');
  eye(ctx, l * 0.28, -h * 0.06, h * 0.035);
  eye(ctx, l * 0.28, h * 0.06, h * 0.035);
};

const shark: Draw = (ctx, l, h, wag) => {
  tail(ctx, -l * 0.4, h * 0.55, wag, '#607d8b');
  ctx.fillStyle = '#546e7a';
  ctx.beginPath();
  ctx.moveTo(-l * 0.02, -h * 0.3);
  ctx.lineTo(-l * 0.12, -h * 0.85);
  ctx.lineTo(-l * 0.18, -h * 0.3);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(l * 0.5, 0);
  ctx.quadraticCurveTo(l * 0.2, -h * 0.55, -l * 0.42, 0);
  ctx.quadraticCurveTo(l * 0.2, h * 0.55, l * 0.5, 0);
  ctx.fillStyle = '#78909c';
  ctx.fill();
  ellipse(ctx, l * 0.1, h * 0.12, l * 0.3, h * 0.1, '#eceff1');
  ctx.strokeStyle = '#455a64';
  ctx.lineWidth = Math.max(1, l * 0.008);
  for (const x of [0.2, 0.24, 0.28]) {
    ctx.beginPath();
    ctx.moveTo(l * x, -h * 0.12);
    ctx.lineTo(l * x - l * 0.02, h * 0.08);
    ctx.stroke();
  }
  eye(ctx, l * 0.36, -h * 0.1, h * 0.06);
};

const whale: Draw = (ctx, l, h, wag) => {
  const swing = Math.sin(wag * 0.7) * h * 0.2;
  ctx.fillStyle = '#1e88e5';
  ctx.beginPath();
  ctx.moveTo(-l * 0.3, 0);
  ctx.lineTo(-l * 0.56, -h * 0.5 + swing);
  ctx.quadraticCurveTo(-l * 0.46, swing, -l * 0.56, h * 0.5 + swing);
  ctx.fill();
  body(ctx, l * 0.42, h * 0.46, '#1976d2', '#0d47a1');
  ellipse(ctx, l * 0.12, h * 0.26, l * 0.28, h * 0.16, '#bbdefb');
  ctx.strokeStyle = 'rgba(13, 71, 161, 0.5)';
  ctx.lineWidth = Math.max(1, l * 0.006);
  for (let i = 0; i < 4; i++) {
    ctx.beginPath();
    ctx.moveTo(-l * 0.08, h * (0.18 + i * 0.05));
    ctx.lineTo(l * 0.32, h * (0.18 + i * 0.05));
    ctx.stroke();
  }
  ellipse(ctx, -l * 0.02, h * 0.3, l * 0.08, h * 0.06, '#1565c0');
  eye(ctx, l * 0.28, -h * 0.02, h * 0.05);
};

const dragon: Draw = (ctx, l, h, wag) => {
  const g = ctx.createLinearGradient(-l / 2, 0, l / 2, 0);
  g.addColorStop(0, '#c62828');
  g.addColorStop(1, '#ffb300');
  ctx.strokeStyle = g;
  ctx.lineCap = 'round';
  ctx.lineWidth = h * 0.38;
  ctx.beginPath();
  for (let i = 0; i <= 20; i++) {
    const x = -l * 0.45 + (i / 20) * l * 0.8;
    const y = Math.sin(wag + i * 0.55) * h * 0.22 * (1 - i / 24);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.stroke();
  ctx.fillStyle = '#ffd54f';
  for (let i = 2; i < 18; i += 3) {
    const x = -l * 0.45 + (i / 20) * l * 0.8;
    const y = Math.sin(wag + i * 0.55) * h * 0.22 * (1 - i / 24) - h * 0.18;
    ctx.beginPath();
    ctx.moveTo(x - l * 0.02, y);
    ctx.lineTo(x, y - h * 0.2);
    ctx.lineTo(x + l * 0.02, y);
    ctx.fill();
  }
  ellipse(ctx, l * 0.38, 0, l * 0.1, h * 0.3, '#ffa000');
  ctx.strokeStyle = '#fff59d';
  ctx.lineWidth = Math.max(1, h * 0.05);
  ctx.beginPath();
  ctx.moveTo(l * 0.34, -h * 0.2);
  ctx.lineTo(l * 0.28, -h * 0.5);
  ctx.moveTo(l * 0.45, h * 0.1);
  ctx.quadraticCurveTo(l * 0.5, h * 0.4, l * 0.42, h * 0.48);
  ctx.stroke();
  eye(ctx, l * 0.42, -h * 0.08, h * 0.07);
};

/** A species the page has no drawing for: a plain fish in a colour of its own. */
function plainFish(id: string): Draw {
  let hue = 0;
  for (const c of id) hue = (hue * 31 + c.charCodeAt(0)) % 360;
  return (ctx, l, h, wag) => {
    tail(ctx, -l * 0.36, h * 0.4, wag, `hsl(${hue} 60% 45%)`);
    body(ctx, l * 0.4, h * 0.5, `hsl(${hue} 70% 60%)`, `hsl(${hue} 70% 40%)`);
    eye(ctx, l * 0.25, -h * 0.1, h * 0.1);
  };
}

const DRAWINGS: Record<string, Draw> = {
  clownfish,
  pufferfish,
  turtle,
  lionfish,
  octopus,
  manta,
  shark,
  whale,
  dragon,
};

/** Draws a species at the context's origin (the caller translates, rotates and flips). */
export function drawFish(ctx: Ctx, id: string, length: number, height: number, wag: number) {
  ctx.save();
  (DRAWINGS[id] ?? plainFish(id))(ctx, length, height, wag);
  ctx.restore();
}
