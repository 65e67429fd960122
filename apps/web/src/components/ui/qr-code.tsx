import styles from './qr-code.module.css';

export interface QrCodeProps {
  value: string;
  /** Pixels; product default 200, right bar uses 125. */
  size?: number;
  /** Accessible name of the image. */
  label: string;
  className?: string;
}

/** What GET /media/qr.svg accepts: 1–512 characters of text, 32–800 px. */
export const QR_MAX_TEXT = 512;
const MIN_SIZE = 32;
const MAX_SIZE = 800;

/** The server draws the code (medium error correction, the product's quiet zone, black on white). */
export function qrCodeUrl(value: string, size: number): string {
  const params = new URLSearchParams({ text: value, size: String(size) });
  return `/media/qr.svg?${params}`;
}

/**
 * A QR code as a plain image: no encoder ships to the browser. Lazy, so a code in a
 * hidden column (the right bar on phones) is not fetched at all.
 */
export function QrCode({ value, size = 200, label, className }: QrCodeProps) {
  const px = Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(size)));
  const classes = [styles.qr, className].filter(Boolean).join(' ');
  if (value.length === 0 || value.length > QR_MAX_TEXT) {
    // Nothing the server can encode: a labelled empty square rather than a broken image.
    return (
      <span
        role="img"
        aria-label={label}
        className={`${classes} ${styles.empty}`}
        style={{ inlineSize: px }}
      />
    );
  }
  return (
    <img
      src={qrCodeUrl(value, px)}
      alt={label}
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      className={classes}
    />
  );
}
