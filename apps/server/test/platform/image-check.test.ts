import { describe, expect, it } from 'vitest';
import { checkImage } from '../../src/lib/image-check.ts';

/** A PNG's signature and IHDR chunk declaring `width` × `height` (the rest does not matter here). */
function pngOf(width: number, height: number) {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

/** A JPEG's start, an APP0 segment, then a baseline frame (SOF0) of `width` × `height`. */
function jpegOf(width: number, height: number) {
  const app0 = Buffer.from([
    0xff,
    0xe0,
    0x00,
    0x10,
    ...Buffer.from('JFIF\0'),
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
  ]);
  const sof = Buffer.alloc(19);
  sof.set([0xff, 0xc0, 0x00, 0x11, 0x08], 0);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

const as = (type: string, bytes: Buffer) => ({ type, data: bytes.toString('base64') });
const MB = 1024 * 1024;

describe('uploaded images checked by content (issue 16)', () => {
  it('reads a PNG’s and a JPEG’s size from their headers', () => {
    expect(checkImage(as('image/png', pngOf(640, 480)), 5 * MB)).toMatchObject({
      width: 640,
      height: 480,
    });
    expect(checkImage(as('image/jpeg', jpegOf(1920, 1080)), 5 * MB)).toMatchObject({
      width: 1920,
      height: 1080,
    });
  });

  it('refuses another kind of file under a PNG or JPEG name', () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    expect(() => checkImage(as('image/png', gif), 5 * MB)).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 }),
    );
    expect(() => checkImage(as('image/jpeg', pngOf(10, 10)), 5 * MB)).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE' }),
    );
    expect(() => checkImage(as('image/gif', gif), 5 * MB)).toThrow(
      expect.objectContaining({ status: 415 }),
    );
    // A PNG signature with no header after it.
    expect(() => checkImage(as('image/png', pngOf(10, 10).subarray(0, 12)), 5 * MB)).toThrow(
      expect.objectContaining({ status: 415 }),
    );
  });

  it('refuses a file over the size, and an image declaring more pixels than a screen (a PNG bomb)', () => {
    const six = Buffer.concat([pngOf(100, 100), Buffer.alloc(6 * MB)]);
    expect(() => checkImage(as('image/png', six), 5 * MB)).toThrow(
      expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE', status: 413 }),
    );
    expect(() => checkImage(as('image/png', pngOf(100_000, 100_000)), 5 * MB)).toThrow(
      expect.objectContaining({ status: 413 }),
    );
    expect(() => checkImage(as('image/png', pngOf(7_000, 7_000)), 5 * MB)).toThrow(
      expect.objectContaining({ status: 413 }),
    );
    expect(() => checkImage(as('image/jpeg', jpegOf(9_000, 100)), 5 * MB)).toThrow(
      expect.objectContaining({ status: 413 }),
    );
  });
});
