import { AppError } from './app-error.ts';

/*
 * Uploaded images checked by their content (product §9: png or jpg, at most 5 MB; issue
 * 16): the bytes must begin as the declared kind does, and the dimensions the image
 * declares are read from its header without decoding it — an image declaring more pixels
 * than a screen shows (a "PNG bomb": a few kilobytes that inflate to gigabytes) is refused
 * before anything stores or decodes it.
 */

/** The largest side and area an uploaded image may declare. */
const MAX_SIDE = 8_000;
const MAX_PIXELS = 40_000_000;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, magic: number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** A PNG's size from its first chunk, which must be IHDR. */
function pngSize(bytes: Buffer) {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A JPEG's size from its first start-of-frame marker (SOF0–SOF15 but DHT, JPG, DAC). */
function jpegSize(bytes: Buffer) {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] as number;
    // Fill bytes, and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      i++;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = bytes.readUInt16BE(i + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

/**
 * The image's bytes and size, or a 4xx naming what is wrong: not the declared kind,
 * larger than `maxBytes`, no readable size, or too many pixels.
 */
export function checkImage(image: { type: string; data: string }, maxBytes: number) {
  const bytes = Buffer.from(image.data, 'base64');
  const kind = image.type === 'image/png' ? PNG : image.type === 'image/jpeg' ? JPEG : null;
  if (!kind || !startsWith(bytes, kind)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The image must be a PNG or JPG file');
  }
  if (bytes.length > maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Each image must be ${maxBytes / 1024 / 1024} MB or smaller`,
    );
  }
  const size = image.type === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width < 1 || size.height < 1) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The image could not be read');
  }
  if (size.width > MAX_SIDE || size.height > MAX_SIDE || size.width * size.height > MAX_PIXELS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The image is too large: at most ${MAX_SIDE} pixels a side`,
    );
  }
  return { bytes, ...size };
}
