import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QR_MAX_TEXT, QrCode } from './qr-code.tsx';

const query = (img: HTMLElement) =>
  new URL(img.getAttribute('src') ?? '', 'https://site.test').searchParams;

describe('QrCode', () => {
  it('is a labelled image drawn by the server at the product’s default size', () => {
    render(<QrCode value="https://example.com/app.apk?ref=a&b=c d" label="Android app" />);
    const img = screen.getByRole('img', { name: 'Android app' }) as HTMLImageElement;
    expect(img.tagName).toBe('IMG');
    expect(new URL(img.src).pathname).toBe('/media/qr.svg');
    // The whole value survives the trip, query characters and all.
    expect(query(img).get('text')).toBe('https://example.com/app.apk?ref=a&b=c d');
    expect(query(img).get('size')).toBe('200');
    expect(img.width).toBe(200);
    expect(img.height).toBe(200);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('asks for the size it shows', () => {
    render(<QrCode value="https://example.com/ios" size={125} label="iOS app" />);
    const img = screen.getByRole('img', { name: 'iOS app' }) as HTMLImageElement;
    expect(query(img).get('size')).toBe('125');
    expect(img.width).toBe(125);
  });

  it('draws a new code when the value changes', () => {
    const { rerender } = render(<QrCode value="first" label="Code" />);
    const first = screen.getByRole('img', { name: 'Code' }).getAttribute('src');
    rerender(<QrCode value="second" label="Code" />);
    const second = screen.getByRole('img', { name: 'Code' });
    expect(second.getAttribute('src')).not.toBe(first);
    expect(query(second).get('text')).toBe('second');
  });

  it('keeps a labelled square instead of a broken image for text the server refuses', () => {
    render(<QrCode value={'x'.repeat(QR_MAX_TEXT + 1)} label="Too long" />);
    const square = screen.getByRole('img', { name: 'Too long' });
    expect(square.tagName).toBe('SPAN');
    expect(square.getAttribute('src')).toBeNull();
  });
});
