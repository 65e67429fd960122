import QRCode from 'qrcode';
import { esc } from './svg.ts';

/** Product §9 QR defaults: medium error correction; the quiet zone scales with size (20 at 200). */
export const QR_MAX_TEXT = 512;

/**
 * A QR code as SVG, drawn server-side so the site ships no QR library: one path of
 * dark modules on a white square. `size` is the rendered width in pixels.
 */
export function qrCodeSvg(text: string, size: number): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const data = qr.modules.data;
  const margin = Math.max(2, Math.round((n * 20) / Math.max(size - 40, 1)));
  const full = n + margin * 2;
  let path = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (data[y * n + x]) path += `M${x + margin} ${y + margin}h1v1h-1z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" width="${size}" height="${size}" ` +
    `viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges">` +
    `<title>QR code: ${esc(text)}</title>` +
    `<rect width="${full}" height="${full}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}
