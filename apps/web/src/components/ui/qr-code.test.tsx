import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code.tsx';

const decodeSvg = (src: string) => decodeURIComponent(src.slice(src.indexOf(',') + 1));

describe('QrCode', () => {
  it('is a labelled image at once, then the generated code', async () => {
    render(<QrCode value="https://example.com/app.apk" label="Android app" />);
    // Named while the encoder loads, so the page never has an unlabelled gap.
    expect(screen.getByRole('img', { name: 'Android app' }).tagName).toBe('SPAN');

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Android app' }).tagName).toBe('IMG'),
    );
    const img = screen.getByRole('img', { name: 'Android app' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeSvg(img.getAttribute('src') ?? '')).toContain('<svg');
    expect(img.width).toBe(200);
    // Spec: a 20 px quiet zone at size 200.
    expect(img.style.padding).toBe('20px');
  });

  it('scales the quiet zone with the size', async () => {
    render(<QrCode value="https://example.com/ios" size={125} label="iOS app" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'iOS app' }).tagName).toBe('IMG'));
    const img = screen.getByRole('img', { name: 'iOS app' }) as HTMLImageElement;
    expect(img.width).toBe(125);
    expect(img.style.padding).toBe('13px');
  });

  it('draws a new code when the value changes', async () => {
    const { rerender } = render(<QrCode value="first" label="Code" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Code' }).tagName).toBe('IMG'));
    const first = screen.getByRole('img', { name: 'Code' }).getAttribute('src');

    rerender(<QrCode value="second, a different value" label="Code" />);
    await waitFor(() => {
      const src = screen.getByRole('img', { name: 'Code' }).getAttribute('src');
      expect(src).toBeTruthy();
      expect(src).not.toBe(first);
    });
  });
});
