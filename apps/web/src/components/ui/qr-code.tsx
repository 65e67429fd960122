import { useEffect, useState } from 'react';
import styles from './qr-code.module.css';

export interface QrCodeProps {
  value: string;
  /** Pixels; spec default 200, right bar uses 125. */
  size?: number;
  /** Accessible name of the image. */
  label: string;
  className?: string;
}

/*
 * Scanners need dark modules on a light quiet zone, whatever the site theme, so these
 * two colours are fixed rather than design tokens.
 */
const DARK = '#000000';
const LIGHT = '#ffffff';

/** Spec QR defaults: a 20 px quiet zone at size 200, scaled with the size. */
const MARGIN_RATIO = 20 / 200;

async function renderSvg(value: string, size: number, margin: number): Promise<string> {
  // Loaded on first use: the encoder is not needed to paint the first page.
  const mod = await import('qrcode');
  // A CommonJS package: the bundler and Node both hand it over as the default export.
  const qrcode = mod.default ?? mod;
  const svg = await qrcode.toString(value, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 0,
    width: size - 2 * margin,
    color: { dark: DARK, light: LIGHT },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function QrCode({ value, size = 200, label, className }: QrCodeProps) {
  const margin = Math.round(size * MARGIN_RATIO);
  const [image, setImage] = useState<{ key: string; src: string } | null>(null);
  const key = `${size}|${value}`;

  useEffect(() => {
    let live = true;
    renderSvg(value, size, margin).then(
      (src) => live && setImage({ key: `${size}|${value}`, src }),
      // Too long to encode: keep the labelled placeholder rather than a broken image.
      () => live && setImage(null),
    );
    return () => {
      live = false;
    };
  }, [value, size, margin]);

  const box = { inlineSize: size, padding: margin, background: LIGHT };
  const classes = [styles.qr, className].filter(Boolean).join(' ');
  if (!image || image.key !== key) {
    return (
      <span
        role="img"
        aria-label={label}
        aria-busy="true"
        className={`${classes} ${styles.pending}`}
        style={box}
      />
    );
  }
  return (
    <img src={image.src} alt={label} width={size} height={size} className={classes} style={box} />
  );
}
