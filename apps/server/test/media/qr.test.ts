import Fastify from 'fastify';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import media from '../../src/modules/media/index.ts';
import envelope from '../../src/plugins/envelope.ts';

describe('GET /media/qr.svg', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(envelope);
    await app.register(media);
    await app.ready();
  });
  afterAll(() => app.close());

  it('draws exactly the dark modules of the QR code for the text', async () => {
    const text = 'https://gamehall.example/down#android';
    const res = await app.inject(`/media/qr.svg?text=${encodeURIComponent(text)}&size=125`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('width="125"');
    const dark = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules.data.filter(Boolean);
    expect(res.body.match(/h1v1h-1z/g)?.length).toBe(dark.length);
  });

  it('refuses a missing, too long text or an odd size with 400', async () => {
    for (const q of [
      '',
      '?text=',
      `?text=${'x'.repeat(513)}`,
      '?text=a&size=5',
      '?text=a&size=x',
    ]) {
      const res = await app.inject(`/media/qr.svg${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
